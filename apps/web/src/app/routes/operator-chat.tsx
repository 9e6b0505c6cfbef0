import { loadOperatorDesk } from '@/features/chat';
import { chatScreen } from './chat-screen';

/** /admin/chat: the operators' chat desk (own chunk; never part of the player's first load). */
export const Component = chatScreen(loadOperatorDesk);
