import { loadChatTexts } from '@/i18n/chat-texts';
import { withTexts } from '@/i18n/lazy-texts';

/*
 * Public surface of the chat feature, all loaded on demand (never in the first load): our chat
 * page (/chat) and the portal's chat panel. The operators answer from the console (/admin/desk).
 */
export const loadChatRoom = withTexts(loadChatTexts, () => import('./components/chat-room'));
export const loadChatPanel = () => import('./components/chat-panel');
