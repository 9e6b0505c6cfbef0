/**
 * What other modules use of the crypto module: the key store their plugins are given, and the
 * route option that takes a body only when it arrives encrypted.
 */
export type { KeyStore } from './key-store.ts';
export { encryptedBodyOnly } from './encrypted-route.ts';
export { isSealed, secretBox } from '../../lib/secret-box.ts';
export type { SecretBox } from '../../lib/secret-box.ts';
