import { lazy, Suspense } from 'react';
import { loadChatRoom } from '@/features/chat';

const ChatRoom = lazy(loadChatRoom);

/** /chat: our customer-service chat page (the chat URL call answers it; the chat panel frames it). */
export function Component() {
  return (
    <Suspense fallback={<div className="h-dvh bg-page" aria-busy="true" />}>
      <ChatRoom />
    </Suspense>
  );
}
