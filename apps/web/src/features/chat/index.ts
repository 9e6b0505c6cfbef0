import { loadChatTexts } from '@/i18n/chat-texts';

/*
 * Public surface of the chat feature, all loaded on demand (never in the first load): our chat
 * page (/chat), the operators' desk (/admin/chat), and the portal's chat panel.
 */
export const loadChatRoom = async () => (await Promise.all([import('./components/chat-room'), loadChatTexts()]))[0];
export const loadOperatorDesk = async () =>
  (await Promise.all([import('./components/operator-desk'), loadChatTexts()]))[0];
export const loadChatPanel = () => import('./components/chat-panel');
