import { randomBytes } from 'node:crypto';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_PAGE_PATH, type ChatMessage, type ChatQueue } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { imagesPort } from '../content/images.port.ts';
import { isFlagEnabled } from '../flags/flags.usecases.ts';
import { isTrial, type Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { queueForRank } from './chat-access.ts';
import type { ChatBus } from './chat-bus.ts';
import { chatErrors } from './chat.errors.ts';
import { chatRepository } from './chat.repository.ts';

export type ChatDeps = { db: Db; bus: ChatBus };
/** Attachments are kept at most this many pixels on their long side. */
const ATTACHMENT_MAX_SIDE = 1600;

/**
 * Whether this member may chat, and in which queue: the brand's flag CBS3 must be on, and a trial
 * account (isAgent 4) is refused with the spec's in_please_information.
 */
export async function chatQueueOf(db: Db, member: Member): Promise<ChatQueue> {
  if (!(await isFlagEnabled(db, member.merchantId, 'CBS3'))) throw chatErrors.disabled();
  if (isTrial(member)) throw chatErrors.pleaseInformation();
  const club = (await membersPort.labelsOf(db, member)).find((label) => label.kind === 'club');
  return queueForRank(club?.rankLevel ?? null);
}

/** The chat URL call: our own chat page, with the caller's title, language and header colour. */
export async function chatUrl(
  db: Db,
  member: Member,
  input: { title: string; language?: string | undefined; headerColor?: string | undefined },
) {
  const queue = await chatQueueOf(db, member);
  const query = new URLSearchParams({ language: input.language ?? member.language });
  if (input.title) query.set('title', input.title);
  if (input.headerColor) query.set('headerColor', input.headerColor);
  return { chatUrl: `${CHAT_PAGE_PATH}?${query.toString()}`, queue };
}

export async function memberHistory(db: Db, member: Member, page: { beforeId?: number | undefined; pageSize: number }) {
  const queue = await chatQueueOf(db, member);
  const { list, hasMore } = await chatRepository.memberHistory(db, member.id, page.beforeId, page.pageSize);
  return { list, hasMore, queue, unReadCount: await chatRepository.memberUnread(db, member.id) };
}

/** A member's line: into their open conversation, opening one in their queue if none is open. */
export async function sendFromMember(
  { db, bus }: ChatDeps,
  member: Member,
  line: { text: string; attachment?: Buffer },
): Promise<ChatMessage> {
  const queue = await chatQueueOf(db, member);
  // Checked and re-encoded before the transaction: decoding a picture must not hold it open.
  const picture = line.attachment ? await checkedAttachment(line.attachment) : null;
  const now = new Date().toISOString();
  const { message, conversation } = await inTransaction(db, async (trx) => {
    const conversation =
      (await chatRepository.openConversationOf(trx, member.id)) ??
      (await chatRepository.openConversation(trx, { merchantId: member.merchantId, memberId: member.id, queue, now }));
    const attachmentId = picture
      ? await chatRepository.insertAttachment(trx, {
          merchantId: member.merchantId,
          memberId: member.id,
          key: randomBytes(24).toString('base64url'),
          ...picture,
        })
      : null;
    const message = await chatRepository.insertMessage(trx, {
      conversationId: conversation.id,
      memberId: member.id,
      sender: 'member',
      operatorId: null,
      text: line.text,
      attachmentId,
      now,
    });
    return { message, conversation };
  });
  bus.publish({
    merchantId: member.merchantId,
    memberId: member.id,
    queue: conversation.queue,
    event: { type: 'message', message, queue: conversation.queue },
  });
  return message;
}

async function checkedAttachment(bytes: Buffer) {
  await imagesPort.inspect(bytes, { maxBytes: CHAT_ATTACHMENT_MAX_BYTES, minWidth: 1, minHeight: 1 });
  const { bytes: webp, width, height } = await imagesPort.reencodeAsWebp(bytes, ATTACHMENT_MAX_SIDE);
  return { bytes: webp, width, height };
}

export const memberUnread = (db: Db, member: Member) => chatRepository.memberUnread(db, member.id);

/** The member has read the operator lines up to `upTo`; operators see it live. */
export async function markReadByMember({ db, bus }: ChatDeps, member: Member, upTo: number): Promise<number> {
  await chatQueueOf(db, member);
  const ids = await chatRepository.memberConversationIds(db, member.id);
  await chatRepository.markRead(db, ids, 'member', upTo);
  const open = await chatRepository.openConversationOf(db, member.id);
  if (open)
    bus.publish({
      merchantId: member.merchantId,
      memberId: member.id,
      queue: open.queue,
      event: { type: 'read', conversationId: open.id, reader: 'member', upTo },
    });
  return chatRepository.memberUnread(db, member.id);
}

/** "The member is typing", for the operators of an open conversation (nothing when none is open). */
export async function typingFromMember({ db, bus }: ChatDeps, member: Member): Promise<void> {
  const open = await chatRepository.openConversationOf(db, member.id);
  if (!open) return;
  bus.publish({
    merchantId: member.merchantId,
    memberId: member.id,
    queue: open.queue,
    event: { type: 'typing', conversationId: open.id, sender: 'member' },
  });
}

/** Attachments by their key, of this brand only. */
export async function attachment(db: Db, merchantId: number, key: string) {
  const found = await chatRepository.attachmentByKey(db, merchantId, key);
  if (!found) throw chatErrors.notFound();
  return found;
}
