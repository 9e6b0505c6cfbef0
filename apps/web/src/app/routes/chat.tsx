import { loadChatRoom } from '@/features/chat';
import { chatScreen } from './chat-screen';

/** /chat: our customer-service chat page (the chat URL call answers it; the chat panel frames it). */
export const Component = chatScreen(loadChatRoom);
