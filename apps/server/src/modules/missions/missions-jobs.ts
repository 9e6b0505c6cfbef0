import type { ScheduleDefinition } from '../jobs/jobs.port.ts';
import { settleLeaderboards } from './leaderboard.usecases.ts';

/**
 * Leaderboard prizes on the clock (durable job runner): every minute, each ended period (past its
 * grace for late bets) is settled once; a pass after a stop catches up on every period missed.
 */
export const missionsSchedules = (): ScheduleDefinition[] => [
  {
    name: 'missions.settle-leaderboards',
    pattern: '40 * * * * *',
    run: async (_slot, { db, now }) => {
      const paid = await settleLeaderboards(db, now);
      return paid > 0 ? { paid } : undefined;
    },
  },
];
