import type { ChatQueue, ChatServerEvent } from '@arcadia/contracts';
import { RelayBus } from '../../lib/relay-bus.ts';

/**
 * Chat events for every socket on every instance (lib/relay-bus.ts: LISTEN/NOTIFY on PostgreSQL,
 * in-memory in one process). Each names its brand, member and queue, so a member's socket takes
 * only its own conversation's events and an operator's only those of the brands and queues it may
 * read.
 */
export type ChatBusEvent = {
  merchantId: number;
  memberId: number;
  queue: ChatQueue;
  event: ChatServerEvent;
};

export class ChatBus extends RelayBus<ChatBusEvent> {
  constructor() {
    super('chat');
  }
}
