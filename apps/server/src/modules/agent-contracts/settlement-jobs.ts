import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobHandler, ScheduleDefinition } from '../jobs/jobs.port.ts';
import { enqueue } from '../jobs/jobs.usecases.ts';
import { brandCalendar } from '../play-record/periods.port.ts';
import { agentContractsRepository } from './agent-contracts.repository.ts';
import type { ContractKind } from './contract-terms.model.ts';
import { approveRun } from './settlement-pay.usecases.ts';
import { duePeriods, periodKindOf } from './settlement-periods.ts';
import { previewPeriod } from './settlement-preview.usecases.ts';
import type { SettlementPeriodKind } from './settlement.model.ts';
import { settlementRepository } from './settlement.repository.ts';
import { contractSettingsRepository } from './contract-settings.repository.ts';

/**
 * SETTLEMENT ON SCHEDULE through the durable job runner. Each kind's schedule is a planner: it
 * finds every period of each brand that ended since the last one settled (or since the oldest
 * contract was accepted) and enqueues one settle job per (brand, kind, period), keyed so it is
 * enqueued once however many instances plan at once. Missed slots need no catch-up of their own:
 * the next pass finds every period a stop left. The settle job previews the period, and pays it
 * when the brand approves automatically; each step is exactly once by the database (the run's
 * unique period, its conditional preview → paid), so a retry or a second runner pays nothing more.
 */
export const SETTLE_JOB = 'contracts.settle';

export type SettlePayload = {
  merchantId: number;
  kind: ContractKind;
  periodKind: SettlementPeriodKind;
  key: string;
  start: string;
  end: string;
};

/** Periods a pass enqueues at most per brand and kind (a day of windows; a month of hours). */
const MAX_PER_PASS: Record<SettlementPeriodKind, number> = {
  '5min': 288,
  hour: 744,
  day: 62,
  week: 10,
  semimonth: 6,
  month: 3,
};

export async function planSettlements(db: Db, kind: ContractKind, now: Date): Promise<number> {
  let enqueued = 0;
  for (const { merchantId, period, since } of await agentContractsRepository.brandsWithContracts(db, kind)) {
    const periodKind = periodKindOf(kind, period);
    const { timeZone } = await brandCalendar(db, merchantId);
    const last = await settlementRepository.lastRunEnd(db, merchantId, kind, periodKind);
    const from = new Date(last && last > since ? last : since);
    // A contract counts from the first whole period after its acceptance (a window: from the instant).
    const due = duePeriods(periodKind, from, now, timeZone, MAX_PER_PASS[periodKind]).filter(
      (p) => periodKind === '5min' || p.start >= from,
    );
    await inTransaction(db, async (trx) => {
      for (const p of due) {
        const payload: SettlePayload = {
          merchantId,
          kind,
          periodKind,
          key: p.key,
          start: p.start.toISOString(),
          end: p.end.toISOString(),
        };
        const { created } = await enqueue(trx, SETTLE_JOB, payload, {
          dedupeKey: `${SETTLE_JOB}:${merchantId}:${kind}:${p.key}`,
          // A brand's periods settle one at a time, in order: debts and carries run forward.
          concurrencyKey: `${SETTLE_JOB}:${merchantId}`,
          maxAttempts: 10,
        });
        if (created) enqueued++;
      }
    });
  }
  return enqueued;
}

/**
 * Previews the period (unless a run exists: an operator's preview is kept), then pays it if the
 * brand auto-approves. A kept preview whose carry has changed since (a clawback) is re-run first:
 * the brand approves whatever the period computes to, so it pays on the carry of now.
 */
export async function settlePeriod(db: Db, payload: SettlePayload, now: Date) {
  const period = {
    kind: payload.periodKind,
    key: payload.key,
    start: new Date(payload.start),
    end: new Date(payload.end),
  };
  let run = await settlementRepository.findRunByPeriod(db, payload.merchantId, payload.kind, payload.key);
  if (!run) run = (await previewPeriod(db, { merchantId: payload.merchantId, kind: payload.kind, period, now })).run;
  if (run.state === 'paid' || !(await contractSettingsRepository.settings(db, payload.merchantId)).autoApprove)
    return { runId: run.id, state: run.state };
  const runId = run.id;
  const approve = () => approveRun(db, runId, { merchantId: payload.merchantId, by: 'auto', now });
  const approved = await approve().catch(async (error: unknown) => {
    if (!(error instanceof AppError && error.code === 'contract.settlement_stale')) throw error;
    await previewPeriod(db, { merchantId: payload.merchantId, kind: payload.kind, period, now });
    return approve();
  });
  return { runId: run.id, state: approved.run.state, paid: approved.paid };
}

export const settleJob: JobHandler<SettlePayload> = {
  run: (payload, { db, now }) => settlePeriod(db, payload, now),
  backoff: { baseMs: 10_000, maxMs: 600_000 },
};

/** The planners, in UTC: windows just after each 5 minutes; the rest every quarter hour (half-hour zones too). */
export function contractSchedules(): ScheduleDefinition[] {
  const planner = (name: string, pattern: string, kind: ContractKind): ScheduleDefinition => ({
    name,
    pattern,
    run: async (_slot, { db, now }) => {
      const enqueued = await planSettlements(db, kind, now);
      return enqueued > 0 ? { enqueued } : undefined;
    },
  });
  return [
    // 5 s after the window: the "bet settled" delivery (every 2 s) has kept the window's bets.
    planner('contracts.realtime-salary', '5 */5 * * * *', 'realtime_salary'),
    planner('contracts.hourly-salary', '20 2,17,32,47 * * * *', 'hourly_salary'),
    planner('contracts.daily-salary', '40 2,17,32,47 * * * *', 'daily_salary'),
    planner('contracts.dividend', '50 2,17,32,47 * * * *', 'dividend'),
  ];
}
