import type { ScheduleDefinition } from '../jobs/jobs.port.ts';
import { drawDueRaffles, expireRafflePrizes } from './draw.usecases.ts';

/**
 * Raffles on the server's clock (durable job runner, test clock aware through its `now`): every
 * ten seconds the raffles past their draw time are drawn, and every minute unclaimed prizes past
 * their deadline lapse. A pass after a stop catches up on everything missed.
 */
export const rafflesSchedules = (): ScheduleDefinition[] => [
  {
    name: 'raffles.draw',
    pattern: '*/10 * * * * *',
    run: async (_slot, { db, now }) => {
      const drawn = await drawDueRaffles(db, now);
      return drawn > 0 ? { drawn } : undefined;
    },
  },
  {
    name: 'raffles.expire',
    pattern: '25 * * * * *',
    run: async (_slot, { db, now }) => {
      const expired = await expireRafflePrizes(db, now);
      return expired > 0 ? { expired } : undefined;
    },
  },
];
