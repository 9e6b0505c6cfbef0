import { changeFeed } from '../../lib/change-feed.ts';
import {
  currencyPlaces,
  formatMinor,
  languageSchema,
  type InboxMessage,
  type InboxTemplate,
  type Language,
} from '@arcadia/contracts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { afterCommit } from '../../db/unit-of-work.ts';
import { translate } from '../../i18n/messages.ts';
import { inboxRepository, type StoredMessage } from './inbox.repository.ts';
import { inboxErrors } from './inbox.errors.ts';

export type NotifyParams = {
  /** Minor units (formatted "1234.50") or an already formatted money string. */
  amount?: bigint | string;
  /** Default: the brand's currency and name. */
  currency?: string;
  merchant?: string;
  /** Words an operator wrote (a feedback reply), shown as written in every language. */
  text?: string;
};

export type NotifyInput = { merchantId: number; memberId: number; template: InboxTemplate; params?: NotifyParams };

const CUSTOM = 'custom';

function render(language: Language, template: string, params: Record<string, string>) {
  return {
    title: translate(language, `inbox.${template}.title`, params),
    body: translate(language, `inbox.${template}.body`, params),
  };
}

/**
 * Puts a notification in the member's inbox (deposit credited, withdrawal approved or rejected,
 * deposit failed). Takes the database or an open transaction, so a payment and its notice can
 * commit together. The text is rendered again in the reader's language when listed.
 */
export async function notifyMember(db: DbOrTrx, input: NotifyInput): Promise<number> {
  const recipient = await inboxRepository.recipient(db, input.merchantId, input.memberId);
  if (!recipient) throw new Error(`notifyMember: no member ${input.memberId} in merchant ${input.merchantId}`);
  const amount = input.params?.amount;
  const currency = input.params?.currency ?? recipient.currency;
  const params: Record<string, string> = {
    merchant: input.params?.merchant ?? recipient.name,
    currency,
    amount: typeof amount === 'bigint' ? formatMinor(amount, currencyPlaces(currency)) : (amount ?? ''),
    ...(input.params?.text === undefined ? {} : { text: input.params.text }),
  };
  const language = languageSchema.catch('en').parse(recipient.language);
  const id = await inboxRepository.insert(db, {
    merchant_id: input.merchantId,
    member_id: input.memberId,
    template: input.template,
    ...render(language, input.template, params),
    params: JSON.stringify(params),
    created_at: new Date().toISOString(),
  });
  // The header's unread count is cached with the balance; it must drop its copy once this is visible.
  const emit = () => changeFeed.emit({ kind: 'balance', memberIds: [input.memberId] });
  if (db.isTransaction) afterCommit(db as Trx, emit);
  else emit();
  return id;
}

function toMessage(message: StoredMessage, language: Language): InboxMessage {
  const text =
    message.template === CUSTOM
      ? { title: message.title, body: message.body }
      : render(language, message.template, message.params);
  return {
    id: message.id,
    template: message.template,
    title: text.title,
    content: text.body,
    read: message.readAt !== null,
    timestamp: message.createdAt,
  };
}

export async function listInbox(
  db: DbOrTrx,
  memberId: number,
  language: Language,
  page: { pageNo: number; pageSize: number },
) {
  const [counts, messages] = await Promise.all([
    inboxRepository.counts(db, memberId),
    inboxRepository.page(db, memberId, page.pageSize, (page.pageNo - 1) * page.pageSize),
  ]);
  return {
    list: messages.map((m) => toMessage(m, language)),
    totalPages: Math.ceil(counts.total / page.pageSize),
    total: counts.total,
    unReadCount: counts.unread,
  };
}

/** Marks one message read (404 if it is not the member's) or all of them. */
export async function markInboxRead(db: DbOrTrx, memberId: number, target: { id: number } | { all: true }) {
  const id = 'id' in target ? target.id : null;
  if (id !== null && !(await inboxRepository.exists(db, memberId, id))) throw inboxErrors.messageNotFound();
  const updated = await inboxRepository.markRead(db, memberId, id, new Date().toISOString());
  changeFeed.emit({ kind: 'balance', memberIds: [memberId] });
  return { updated, unReadCount: await inboxRepository.unreadCount(db, memberId) };
}

export const unreadCount = (db: DbOrTrx, memberId: number) => inboxRepository.unreadCount(db, memberId);
