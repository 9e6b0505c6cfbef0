import type { Db } from '../src/db/schema.ts';
import { saveLevel } from '../src/modules/vip/vip-ladder.usecases.ts';
import { saveRebateSettings } from '../src/modules/rebates/rebates-admin.usecases.ts';
import type { RebateSettingsInput } from '@arcadia/contracts';
import { DEFAULT_MERCHANT } from './factories/members.ts';
import { TEST_LADDER } from './vip-fixtures.ts';

/**
 * The test ladder (test/vip-fixtures.ts) with rebate rates on slots (RNG: 0.50 % + 0.25 per rank)
 * and sports (0.20 % + 0.10 per rank), and a weekly rebate claimed by the member, 0.10 minimum.
 */
export async function rebateLadder(db: Db) {
  for (const level of TEST_LADDER)
    await saveLevel(
      db,
      DEFAULT_MERCHANT,
      null,
      {
        ...level,
        rebateRates: {
          RNG: (0.5 + level.rankLevel * 0.25).toFixed(2),
          SPORTS: (0.2 + level.rankLevel * 0.1).toFixed(2),
        },
      },
      new Date(),
    );
}

export const WEEKLY: RebateSettingsInput = {
  enabled: true,
  periodKind: 'week',
  autoPay: false,
  minPayout: '0.10',
  maxPayout: null,
};

export const rebateSettingsOf = (db: Db, change: Partial<RebateSettingsInput> = {}) =>
  saveRebateSettings(db, DEFAULT_MERCHANT, { ...WEEKLY, ...change }, new Date());

/** A member's valid bet on a business day in the roll-up (a stake of which only `validBet` counts). */
export async function playedOn(
  db: Db,
  memberId: number,
  day: string,
  category: string,
  stake: bigint,
  validBet: bigint,
) {
  await db
    .insertInto('member_day_play')
    .values({
      merchant_id: DEFAULT_MERCHANT,
      member_id: memberId,
      day,
      category,
      bets: 1,
      stake: stake.toString(),
      valid_bet: validBet.toString(),
      payout: '0',
      win_loss: (-stake).toString(),
    })
    .execute();
}

export const DAY_MS = 86_400_000;
export const later = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
