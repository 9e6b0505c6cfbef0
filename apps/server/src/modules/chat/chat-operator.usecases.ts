import type { ChatMessage, ChatQueue } from '@arcadia/contracts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Operator } from '../operators/operator.model.ts';
import { CHAT_QUEUES_BY_ROLE, operatorMayRead } from './chat-access.ts';
import { chatErrors } from './chat.errors.ts';
import { chatRepository, type ConversationRow } from './chat.repository.ts';
import type { ChatDeps } from './chat.usecases.ts';
import type { Db } from '../../db/schema.ts';

/** A conversation this operator may read; any other is "not found" (its existence is not told). */
async function readable(db: Db, operator: Operator, id: number): Promise<ConversationRow> {
  const conversation = await chatRepository.conversationById(db, id);
  if (!conversation || !operatorMayRead(operator, conversation)) throw chatErrors.notFound();
  return conversation;
}

function queuesOf(operator: Operator, queue: ChatQueue | undefined): ChatQueue[] {
  const allowed = CHAT_QUEUES_BY_ROLE[operator.role];
  if (queue === undefined) return [...allowed];
  if (!allowed.includes(queue)) throw chatErrors.queueForbidden();
  return [queue];
}

export function listConversations(
  db: Db,
  operator: Operator,
  filter: { queue?: ChatQueue | undefined; status: 'open' | 'closed'; merchantId: number | null },
) {
  return chatRepository.list(db, {
    queues: queuesOf(operator, filter.queue),
    status: filter.status,
    merchantId: filter.merchantId,
  });
}

export async function getConversation(db: Db, operator: Operator, id: number) {
  const row = await readable(db, operator, id);
  const [conversation] = await chatRepository.list(db, { queues: [row.queue], merchantId: null, id });
  return { conversation: conversation!, list: await chatRepository.conversationMessages(db, id) };
}

export async function replyAsOperator(
  { db, bus }: ChatDeps,
  operator: Operator,
  id: number,
  text: string,
): Promise<ChatMessage> {
  const conversation = await readable(db, operator, id);
  if (conversation.status !== 'open') throw chatErrors.closed();
  const message = await inTransaction(db, (trx) =>
    chatRepository.insertMessage(trx, {
      conversationId: id,
      memberId: conversation.memberId,
      sender: 'operator',
      operatorId: operator.id,
      text,
      attachmentId: null,
      now: new Date().toISOString(),
    }),
  );
  bus.publish({ ...busKeys(conversation), event: { type: 'message', message, queue: conversation.queue } });
  return message;
}

export async function markReadByOperator({ db, bus }: ChatDeps, operator: Operator, id: number, upTo: number) {
  const conversation = await readable(db, operator, id);
  await chatRepository.markRead(db, [id], 'operator', upTo);
  bus.publish({ ...busKeys(conversation), event: { type: 'read', conversationId: id, reader: 'operator', upTo } });
  const [after] = await chatRepository.list(db, { queues: [conversation.queue], merchantId: null, id });
  return { unread: after?.unread ?? 0 };
}

export async function closeConversation({ db, bus }: ChatDeps, operator: Operator, id: number) {
  const conversation = await readable(db, operator, id);
  if (await chatRepository.close(db, id, new Date().toISOString()))
    bus.publish({ ...busKeys(conversation), event: { type: 'closed', conversationId: id } });
  return { ok: true as const };
}

export async function typingFromOperator({ db, bus }: ChatDeps, operator: Operator, id: number) {
  const conversation = await readable(db, operator, id);
  if (conversation.status === 'open')
    bus.publish({ ...busKeys(conversation), event: { type: 'typing', conversationId: id, sender: 'operator' } });
}

const busKeys = (c: ConversationRow) => ({ merchantId: c.merchantId, memberId: c.memberId, queue: c.queue });
