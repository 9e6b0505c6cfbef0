import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/database.ts';
import { closeExpiredTrials } from '../modules/auth/freeplay.usecases.ts';
import { loadConfig } from '../config/config.ts';
import { autoConfirmWithdrawals } from '../modules/withdrawals/withdrawal-receipt.usecases.ts';
import { runExclusive } from './exclusive.ts';
import { scheduleIssues } from '../modules/lottery/issues.usecases.ts';
import { runDraws } from '../modules/lottery/draw-job.usecases.ts';

type Job = { name: string; pattern: string; run: (database: DbHandle) => Promise<unknown> };

/** Background work. Each run is exclusive across instances, so several servers can share a database. */
export const JOBS: Job[] = [
  { name: 'trial-accounts.cleanup', pattern: '*/10 * * * *', run: (database) => closeExpiredTrials(database.db) },
  // Disbursed withdrawals nobody answered count as received (forced receipt: no refund).
  {
    name: 'withdrawals.auto-confirm',
    pattern: '* * * * *',
    run: (database) => autoConfirmWithdrawals(database.db, loadConfig().payments.withdrawalAutoConfirmMinutes),
  },
  // Lottery issues an hour ahead (and any gap a stop left; soon after a start), draws and settlements every 5 s:
  // the fastest game draws every 45 s and players watch the countdown.
  { name: 'lottery.schedule', pattern: '*/10 * * * * *', run: (database) => scheduleIssues(database.db, new Date()) },
  { name: 'lottery.draw', pattern: '*/5 * * * * *', run: (database) => runDraws(database.db, new Date()) },
];

export function startJobs(database: DbHandle, log: FastifyBaseLogger): () => void {
  const crons = JOBS.map(
    (job) =>
      new Cron(job.pattern, { protect: true, name: job.name }, async () => {
        try {
          const result = await runExclusive(database, job.name, () => job.run(database));
          if (result !== undefined) log.info({ job: job.name, result }, 'job finished');
        } catch (error) {
          log.error({ job: job.name, err: error }, 'job failed');
        }
      }),
  );
  return () => crons.forEach((cron) => cron.stop());
}
