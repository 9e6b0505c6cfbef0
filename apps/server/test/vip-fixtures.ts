import type { VipLevelInput } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';
import { inTransaction } from '../src/db/unit-of-work.ts';
import { minor } from '../src/lib/money.ts';
import { addGrowth } from '../src/modules/vip/vip-growth.usecases.ts';
import { saveLevel } from '../src/modules/vip/vip-ladder.usecases.ts';
import { DEFAULT_MERCHANT } from './factories/members.ts';

/**
 * A four-rung ladder on the demo brand (test databases have none): reach 0 / 10.00 / 50.00 /
 * 200.00, kept monthly from VIP 1 up, level-up rewards 1.00 / 5.00 / 20.00 and birthday rewards.
 */
export const TEST_LADDER: VipLevelInput[] = [
  level(0, '0', '0', 'none', '0', '0'),
  level(1, '10', '5', 'month', '1', '0.50'),
  level(2, '50', '20', 'month', '5', '2'),
  level(3, '200', '80', 'month', '20', '10'),
];

function level(
  rank: number,
  reach: string,
  keep: string,
  cycle: VipLevelInput['reviewCycle'],
  reward: string,
  birthday: string,
): VipLevelInput {
  return {
    rankLevel: rank,
    name: `VIP ${rank}`,
    names: { pt: `VIP ${rank}` },
    color: '#3b2a00',
    color2: '#f5c542',
    reachGrowth: reach,
    keepGrowth: keep,
    reviewCycle: cycle,
    rebateRates: { SPORTS: (0.2 + rank * 0.1).toFixed(2) },
    pointsMultiplier: (1 + rank * 0.25).toFixed(2),
    withdrawalDailyCount: 5 + rank,
    withdrawalDailyAmount: null,
    levelUpReward: reward,
    birthdayReward: birthday,
  };
}

export async function createTestLadder(db: Db, merchantId = DEFAULT_MERCHANT) {
  let ladder: Awaited<ReturnType<typeof saveLevel>> | undefined;
  for (const input of TEST_LADDER) ladder = await saveLevel(db, merchantId, null, input, new Date());
  return ladder!;
}

let sourceSeq = 0;
/** Growth from a deposit or valid bet of `amount` minor units, counted at `at`, as of `now`. */
export const grow = (
  db: Db,
  memberId: number,
  amount: bigint,
  at: string,
  options: { kind?: 'bet' | 'deposit'; source?: string; now?: Date } = {},
) =>
  inTransaction(db, (trx) =>
    addGrowth(
      trx,
      {
        merchantId: DEFAULT_MERCHANT,
        memberId,
        kind: options.kind ?? 'bet',
        source: options.source ?? `test:${++sourceSeq}:${Date.now()}`,
        base: minor(amount),
        at,
      },
      options.now ?? new Date(at),
    ),
  );
