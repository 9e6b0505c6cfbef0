import type { ScheduleDefinition } from '../jobs/jobs.port.ts';
import { payBirthdays, reviewDueMembers, VIP_BIRTHDAY_JOB, VIP_REVIEW_JOB } from './vip-review.usecases.ts';

/**
 * VIP work on the clock, through the durable job runner (one instance at a time, recorded, caught
 * up after a stop). Each pass does everything due, so one slot covers any gap: reviews every 5
 * minutes (periods end at a brand's midnight, in any zone), birthdays hourly (a brand's day starts
 * at any UTC hour).
 */
export function vipSchedules(): ScheduleDefinition[] {
  return [
    {
      name: VIP_REVIEW_JOB,
      pattern: '30 */5 * * * *',
      run: async (_slot, { db, now }) => {
        const done = await reviewDueMembers(db, now);
        return done.reviewed > 0 ? done : undefined;
      },
    },
    {
      name: VIP_BIRTHDAY_JOB,
      pattern: '45 3 * * * *',
      run: async (_slot, { db, now }) => {
        const paid = await payBirthdays(db, now);
        return paid > 0 ? { paid } : undefined;
      },
    },
  ];
}
