import type { RebatePeriodKind } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { JobHandler, ScheduleDefinition } from '../jobs/jobs.port.ts';
import { enqueue } from '../jobs/jobs.usecases.ts';
import { rebateBrand } from './rebate-payment.ts';
import { rebatesRepository } from './rebates.repository.ts';
import { payPeriod, rebatePeriods } from './rebates.usecases.ts';

/**
 * AUTOMATIC PAYMENT through the durable job runner, for brands that pay rebates themselves: a
 * planner finds each such brand's period just closed and enqueues one pay job per (brand, period),
 * keyed so it is enqueued once however many instances plan at once. The job pays every member who
 * played in it; each line is paid once by the database (its days and its row are unique), so a
 * retry or a second runner pays nothing more.
 */
export const REBATE_PAY_JOB = 'rebates.pay';

export type RebatePayPayload = { merchantId: number; kind: RebatePeriodKind; key: string; start: string; end: string };

export async function planRebatePayments(db: Db, now: Date): Promise<number> {
  let enqueued = 0;
  for (const merchantId of await rebatesRepository.autoPayBrands(db)) {
    const settings = await rebatesRepository.settings(db, merchantId);
    const { closed } = rebatePeriods(settings, (await rebateBrand(db, merchantId)).timeZone, now);
    const payload: RebatePayPayload = {
      merchantId,
      kind: settings.periodKind,
      key: closed.key,
      start: closed.start.toISOString(),
      end: closed.end.toISOString(),
    };
    const { created } = await inTransaction(db, (trx) =>
      enqueue(trx, REBATE_PAY_JOB, payload, {
        dedupeKey: `${REBATE_PAY_JOB}:${merchantId}:${closed.key}`,
        concurrencyKey: `${REBATE_PAY_JOB}:${merchantId}`,
        maxAttempts: 10,
      }),
    );
    if (created) enqueued++;
  }
  return enqueued;
}

export const rebatePayJob: JobHandler<RebatePayPayload> = {
  run: (p, { db, now }) =>
    payPeriod(db, p.merchantId, { kind: p.kind, key: p.key, start: new Date(p.start), end: new Date(p.end) }, now),
  backoff: { baseMs: 10_000, maxMs: 600_000 },
};

/** The planner, in UTC every quarter hour (brands in half-hour zones close their days on the half hour). */
export const rebateSchedule: ScheduleDefinition = {
  name: 'rebates.plan',
  pattern: '10 7,22,37,52 * * * *',
  run: async (_slot, { db, now }) => {
    const enqueued = await planRebatePayments(db, now);
    return enqueued > 0 ? { enqueued } : undefined;
  },
};
