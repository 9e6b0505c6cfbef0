import { feedbackProblems, type Language } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id) };
}

/** The operators' feedback inbox, newest first; `open` true: only what nobody handled yet. */
export async function listFeedback(db: Db, merchantId: number, options: { open?: boolean; limit: number }) {
  let query = db
    .selectFrom('content_feedback')
    .leftJoin('members', 'members.id', 'content_feedback.member_id')
    .leftJoin('operators', 'operators.id', 'content_feedback.handled_by')
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
    ])
    .where('content_feedback.merchant_id', '=', merchantId);
  if (options.open === true) query = query.where('content_feedback.handled_at', 'is', null);
  if (options.open === false) query = query.where('content_feedback.handled_at', 'is not', null);
  const rows = await query.orderBy('content_feedback.id', 'desc').limit(options.limit).execute();
  return rows.map((r) => ({
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
  }));
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
