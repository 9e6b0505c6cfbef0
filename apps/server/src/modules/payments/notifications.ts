import type { InboxTemplate } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';

/** The inbox's notifyMember signature (modules/inbox), injected so tests can watch what is sent. */
export type NotifyMember = (
  db: Db,
  input: {
    merchantId: number;
    memberId: number;
    template: InboxTemplate;
    params: { amount: string; currency: string; merchant: string };
  },
) => Promise<unknown>;

/**
 * Sends a notification without letting its failure undo or fail the money movement that
 * triggered it: the ledger already holds the truth, the message is a courtesy.
 */
export async function notifySafely(
  notify: NotifyMember,
  db: Db,
  input: Parameters<NotifyMember>[1],
  log?: { warn(details: object, message: string): void },
): Promise<void> {
  try {
    await notify(db, input);
  } catch (error) {
    log?.warn({ err: error, template: input.template }, 'member notification failed');
  }
}
