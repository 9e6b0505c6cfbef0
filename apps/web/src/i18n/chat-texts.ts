import type chatPt from './locales/chat/pt.json';
import { createTextBundle } from './lazy-texts';

/*
 * The texts of the customer-service chat (our chat page, the portal's chat panel and the
 * operators' desk): one dictionary per language under locales/chat, loaded with those screens.
 */
export type ChatDictionary = typeof chatPt;

const bundle = createTextBundle(
  import.meta.glob<{ default: ChatDictionary }>('./locales/chat/*.json'),
  (language) => `./locales/chat/${language}.json`,
);

export const loadChatTexts = bundle.load;
export const useChatTexts = bundle.useReady;
