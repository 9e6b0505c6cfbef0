/**
 * The "bet settled" events as other modules consume them: a subscriber (a name and what it does
 * with a batch of events) added to the list the delivery job serves, each exactly once.
 */
export { eventsByBrand, PLAY_EVENT_SUBSCRIBERS } from './play-events.ts';
export type { PlayEvent, PlayEventSubscriber } from './play-events.ts';
