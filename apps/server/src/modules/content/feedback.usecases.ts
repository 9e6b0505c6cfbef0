import { feedbackProblems, type AdminFeedbackRow, type Language } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { contentErrors } from './content.errors.ts';
import { ownerInScope } from './scope.ts';

export type FeedbackInput = { content: string; phone?: string | undefined };

/** Feedback from a visitor or member: the word bounds and phone rule of portal.md section 5. */
export async function submitFeedback(
  db: Db,
  from: { merchantId: number; memberId: number | null; language: Language; ip: string },
  input: FeedbackInput,
) {
  const problem = feedbackProblems(input.content, input.phone)[0];
  if (problem) throw contentErrors.feedback(problem.code, problem.params);
  const phone = input.phone?.trim() ? input.phone.replace(/\D/g, '') : null;
  const row = await db
    .insertInto('content_feedback')
    .values({
      merchant_id: from.merchantId,
      member_id: from.memberId,
      content: input.content.trim(),
      phone,
      language: from.language,
      ip: from.ip,
      created_at: new Date().toISOString(),
      handled_at: null,
      handled_by: null,
      note: null,
      reply: null,
      replied_at: null,
      replied_by: null,
      reply_message_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id) };
}

function feedbackRows(db: DbOrTrx) {
  return db
    .selectFrom('content_feedback')
    .leftJoin('members', 'members.id', 'content_feedback.member_id')
    .leftJoin('operators', 'operators.id', 'content_feedback.handled_by')
    .leftJoin('operators as replier', 'replier.id', 'content_feedback.replied_by')
    .select([
      'content_feedback.id',
      'content_feedback.member_id',
      'members.username',
      'content_feedback.content',
      'content_feedback.phone',
      'content_feedback.language',
      'content_feedback.created_at',
      'content_feedback.handled_at',
      'operators.username as handled_by',
      'content_feedback.note',
      'content_feedback.reply',
      'content_feedback.replied_at',
      'replier.username as replied_by',
      'content_feedback.reply_message_id',
    ]);
}

type FeedbackRow = Awaited<ReturnType<ReturnType<typeof feedbackRows>['execute']>>[number];

const mapFeedback = (r: FeedbackRow): AdminFeedbackRow => ({
  id: Number(r.id),
  memberId: r.member_id === null ? null : Number(r.member_id),
  username: r.username ?? null,
  content: r.content,
  phone: r.phone,
  language: r.language,
  createdAt: r.created_at,
  handledAt: r.handled_at,
  handledBy: r.handled_by ?? null,
  note: r.note,
  reply: r.reply,
  repliedAt: r.replied_at,
  repliedBy: r.replied_by ?? null,
  replyDelivery: r.reply === null ? null : r.reply_message_id === null ? 'no_member' : 'inbox',
});

/** The operators' feedback inbox, newest first; `open` true: only what nobody handled yet. */
export async function listFeedback(db: Db, merchantId: number, options: { open?: boolean; limit: number }) {
  let query = feedbackRows(db).where('content_feedback.merchant_id', '=', merchantId);
  if (options.open === true) query = query.where('content_feedback.handled_at', 'is', null);
  if (options.open === false) query = query.where('content_feedback.handled_at', 'is not', null);
  const rows = await query.orderBy('content_feedback.id', 'desc').limit(options.limit).execute();
  return rows.map(mapFeedback);
}

/**
 * The operator's one reply (plain text: the contract refused markup). The conditional write lets
 * one reply in, whoever clicks first; a second is refused and delivers nothing. A member's feedback
 * gets the reply in their platform inbox in the same transaction; a visitor's keeps it, undelivered.
 */
export async function replyToFeedback(
  db: Db,
  scope: number | null,
  id: number,
  operatorId: number | null,
  reply: string,
): Promise<AdminFeedbackRow> {
  const merchantId = await ownerInScope(db, 'content_feedback', scope, id);
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('content_feedback')
      .set({ reply, replied_at: new Date().toISOString(), replied_by: operatorId })
      .where('id', '=', id)
      .where('reply', 'is', null)
      .returning('member_id')
      .executeTakeFirst();
    if (!claimed) throw contentErrors.alreadyReplied();
    if (claimed.member_id !== null) {
      const memberId = Number(claimed.member_id);
      const messageId = await notifyMember(trx, {
        merchantId,
        memberId,
        template: 'feedback_reply',
        params: { text: reply },
      });
      await trx.updateTable('content_feedback').set({ reply_message_id: messageId }).where('id', '=', id).execute();
    }
    return mapFeedback(await feedbackRows(trx).where('content_feedback.id', '=', id).executeTakeFirstOrThrow());
  });
}

/**
 * `operatorId` null: handled from the operator command line, which has no operator account. Handled
 * once: a second operator's click (or note) does not overwrite the first one's.
 */
export async function markFeedbackHandled(
  db: Db,
  scope: number | null,
  id: number,
  operatorId: number | null,
  note?: string,
) {
  await ownerInScope(db, 'content_feedback', scope, id);
  await db
    .updateTable('content_feedback')
    .set({ handled_at: new Date().toISOString(), handled_by: operatorId, note: note?.trim() || null })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .execute();
}
