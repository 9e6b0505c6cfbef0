import type { Config } from '../config/config.ts';
import { closeExpiredTrials } from '../modules/auth/freeplay.usecases.ts';
import type { ScheduleDefinition } from '../modules/jobs/job-handler.ts';
import { purgeFinishedJobs } from '../modules/jobs/jobs.usecases.ts';
import { runDraws } from '../modules/lottery/draw-job.usecases.ts';
import { scheduleIssues } from '../modules/lottery/issues.usecases.ts';
import { deliverPlayEvents, PLAY_EVENTS_DELIVERY } from '../modules/play-record/play-events.ts';
import { autoConfirmWithdrawals } from '../modules/withdrawals/withdrawal-receipt.usecases.ts';
import { expireBonuses, rewardLosses } from '../modules/promotions/promotions.port.ts';

/**
 * Work on a clock, run through the durable job runner (modules/jobs): each slot is a job, run by
 * one instance at a time, recorded, and caught up after a stop. Every run is a pass over
 * "everything due", so one catch-up slot covers any gap, and the next slot is the retry of a
 * failed pass (one attempt each) except where slots are ten minutes apart. Patterns are in UTC.
 */
export function scheduledJobs(config: Config): ScheduleDefinition[] {
  return [
    {
      name: 'trial-accounts.cleanup',
      pattern: '*/10 * * * *',
      maxAttempts: 3,
      backoff: { baseMs: 10_000, maxMs: 60_000 },
      run: (_slot, { db, now }) => closeExpiredTrials(db, now),
    },
    // Disbursed withdrawals nobody answered count as received (forced receipt: no refund).
    {
      name: 'withdrawals.auto-confirm',
      pattern: '* * * * *',
      run: (_slot, { db, now }) => autoConfirmWithdrawals(db, config.payments.withdrawalAutoConfirmMinutes, now),
    },
    // Lottery issues an hour ahead (and any gap a stop left; soon after a start), draws and settlements
    // every 5 s: the fastest game draws every 45 s and players watch the countdown.
    { name: 'lottery.schedule', pattern: '*/10 * * * * *', run: (_slot, { db, now }) => scheduleIssues(db, now) },
    { name: 'lottery.draw', pattern: '*/5 * * * * *', run: (_slot, { db, now }) => runDraws(db, now) },
    // "Bet settled" events to the modules that subscribe (play-record/play-events.ts): every 2 s,
    // each pass delivers everything pending, so a stop or a crash is caught up by the next pass.
    // It runs with no subscriber too, so `events:status` shows delivery alive before the first one.
    {
      name: PLAY_EVENTS_DELIVERY,
      pattern: '*/2 * * * * *',
      run: async (_slot, { db }) => {
        const delivered = await deliverPlayEvents(db);
        // Only passes that handed something over are worth a line in the job history.
        return Object.values(delivered).some((n) => n > 0) ? delivered : undefined;
      },
    },
    // Bonuses whose wagering time ran out go back to the brand (a bet or withdrawal ends them sooner).
    {
      name: 'promotions.expire',
      pattern: '* * * * *',
      run: async (_slot, { db, now }) => ({ expired: await expireBonuses(db, now) }),
    },
    // Loss triggers (cashback): each closed period's losing members, once each (play-triggers.usecases.ts).
    {
      name: 'promotions.loss-rewards',
      pattern: '50 * * * * *',
      run: async (_slot, { db, now }) => {
        const qualified = await rewardLosses(db, now);
        return qualified > 0 ? { qualified } : undefined;
      },
    },
    // The job history itself: successes kept two days, failures thirty.
    { name: 'jobs.purge', pattern: '17 * * * *', run: (_slot, { db, now }) => purgeFinishedJobs(db, now) },
  ];
}
