import type { ScheduleDefinition } from '../jobs/jobs.port.ts';
import { expireDueLots } from './expiry.usecases.ts';

/**
 * The points mall on the clock (durable job runner): due lots expire every minute, oldest first.
 * Bets earn through the play record's event delivery and deposits through the payments module's
 * deposit-credited listeners, not on the clock.
 */
export const pointsSchedules = (): ScheduleDefinition[] => [
  {
    name: 'points.expire',
    pattern: '20 * * * * *',
    run: async (_slot, { db, now }) => {
      const expired = await expireDueLots(db, now);
      return expired > 0 ? { expired } : undefined;
    },
  },
];
