import { withChatTexts } from '@/i18n/chat-texts';

/*
 * Public surface of the chat feature, all loaded on demand (never in the first load): our chat
 * page (/chat), the operators' desk (/admin/chat), and the portal's chat panel.
 */
export const loadChatRoom = withChatTexts(() => import('./components/chat-room'));
export const loadOperatorDesk = withChatTexts(() => import('./components/operator-desk'));
export const loadChatPanel = () => import('./components/chat-panel');
