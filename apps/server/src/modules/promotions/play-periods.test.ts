import { activityDefinitionSchema } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { minor } from '../../lib/money.ts';
import { instantOfHour, periodKey, rewardAmount, triggerPeriod } from './activity-rules.ts';
import { LOSS_GRACE_MS, lossPeriodsDue } from './play-triggers.usecases.ts';
import type { Activity } from './promotions.model.ts';

/* The periods turnover and loss triggers count over, in the brand's zone, without a database. */

const activity = (over: Record<string, unknown>): Activity => ({
  ...activityDefinitionSchema.parse({
    category: 'rebate',
    content: { en: { title: 'T' } },
    startsAt: '2026-11-02T03:00:00Z',
    trigger: { kind: 'loss', period: 'day', minLoss: '100.00' },
    reward: { kind: 'percent', percentBp: 1000, cap: '20.00' },
    wagering: { multiple: 0 },
    ...over,
  }),
  id: 1,
  merchantId: 1,
  status: 'active',
  createdAt: '',
  updatedAt: '',
});

describe('trigger periods', () => {
  it('a turnover week is the brand’s ISO week; the whole window runs from its start’s business day', () => {
    const week = activity({ trigger: { kind: 'turnover', period: 'week', amount: '500' } });
    expect(triggerPeriod(week, new Date('2026-11-28T12:00:00Z'), 'UTC')).toEqual({
      key: '2026-W48',
      days: { fromDay: '2026-11-23', toDay: '2026-11-29' },
    });
    const window = activity({
      trigger: { kind: 'turnover', period: 'window', amount: '500' },
      endsAt: '2026-11-20T00:00:00Z',
    });
    // São Paulo is three hours behind: the window's end at midnight UTC is still the 19th there.
    expect(triggerPeriod(window, new Date('2026-11-28T12:00:00Z'), 'America/Sao_Paulo')).toEqual({
      key: 'window',
      days: { fromDay: '2026-11-02', toDay: '2026-11-19' },
    });
  });

  it('a bet’s business hour is read in the brand’s zone, also far east of UTC', () => {
    expect(instantOfHour('2026-11-28T00', 'Pacific/Auckland').toISOString()).toBe('2026-11-27T11:30:00.000Z');
    expect(instantOfHour('2026-11-28T13', 'UTC').toISOString()).toBe('2026-11-28T13:30:00.000Z');
  });

  it('a loss day is judged after it closed and its grace, within the lookback, not before the activity began', () => {
    const daily = activity({});
    // Passes ran all along (judged through the last closed day): the lookback is judged again.
    const judged = new Date('2026-11-27T00:00:00Z');
    const justAfter = new Date(Date.parse('2026-11-28T00:00:00Z') + LOSS_GRACE_MS - 1);
    expect(lossPeriodsDue(daily, justAfter, 'UTC', judged).map((p) => p.key)).toEqual(['2026-11-25', '2026-11-26']);
    const later = new Date(Date.parse('2026-11-28T00:00:00Z') + LOSS_GRACE_MS);
    expect(lossPeriodsDue(daily, later, 'UTC', judged).map((p) => p.key)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(lossPeriodsDue(daily, new Date('2026-11-03T01:00:00Z'), 'UTC', null).map((p) => p.key)).toEqual([
      '2026-11-02',
    ]);
    const ended = activity({ endsAt: '2026-11-26T12:00:00Z' });
    expect(lossPeriodsDue(ended, later, 'UTC', judged).map((p) => p.key)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('a stop longer than the lookback is caught up from where the last whole pass judged to', () => {
    const daily = activity({});
    const later = new Date(Date.parse('2026-11-28T00:00:00Z') + LOSS_GRACE_MS);
    // Last judged through the 19th (its end, midnight on the 20th); the server was down since.
    const keys = lossPeriodsDue(daily, later, 'UTC', new Date('2026-11-20T00:00:00Z')).map((p) => p.key);
    expect(keys).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // Never judged: every closed day since the activity began.
    expect(lossPeriodsDue(daily, later, 'UTC', null)).toHaveLength(26);
    // A claim at any moment is about the day closed last.
    expect(periodKey(daily, new Date('2026-11-28T09:00:00Z'), 'UTC')).toBe('2026-11-27');
  });

  it('a cashback is the percentage of the loss, never above its cap; tickets are no money', () => {
    const cashback = activity({});
    expect(rewardAmount(cashback, minor(15_000n), 2)).toBe(1_500n);
    expect(rewardAmount(cashback, minor(900_000n), 2)).toBe(2_000n);
    const tickets = activity({ reward: { kind: 'raffle_tickets', raffleId: 4, tickets: 2 } });
    expect(rewardAmount(tickets, minor(900_000n), 2)).toBe(0n);
  });
});
