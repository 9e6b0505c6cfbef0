/**
 * What other modules' routes read of a request the way auth reads it: the client's address and
 * browser (registration, password recovery), and the browser's device id (invite friends).
 */
export { deviceIdOf, requestFacts } from './request-facts.ts';
