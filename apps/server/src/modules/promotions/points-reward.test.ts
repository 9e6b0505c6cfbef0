import { describe, expect, it } from 'vitest';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { depositByWebhook, runningActivity } from '../../../test/promotion-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import type { Db } from '../../db/schema.ts';
import { pointsBalance } from '../points/points-ledger.ts';
import { registerPromotionHooks } from './promotions.plugin.ts';
import { claimPromotion, promotionDetail } from './promotions.usecases.ts';

/*
 * "points" as a reward kind of the engine (issue 29): paying it credits the member's points through
 * the points module's port (ledger currency PTS), once per participation however many claims or
 * webhook copies race; no money moves and nothing is wagered. After every test the ledger balances
 * per currency and `ledger:check` (points lots included) finds nothing.
 */
registerPromotionHooks();
const database = useTestDatabase({ afterEachTest: (db: Db) => expectMoneySound(db) });
const db = () => database().db;
const ctx = (memberId: number) => ({ merchantId: DEFAULT_MERCHANT, memberId, language: 'en' as const });
const points = async (memberId: number) => Number(await pointsBalance(db(), DEFAULT_MERCHANT, memberId));

describe('a points reward', () => {
  it('a registration offer of 500 points: ten claims at once credit 500 points once, and no money', async () => {
    const activity = await runningActivity(db(), { reward: { kind: 'points', points: 500 } });
    const member = await createMember(db());
    const before = await promotionDetail(db(), ctx(member.id), activity.id, new Date());
    expect(before.reward).toEqual({
      kind: 'points',
      amount: null,
      percent: null,
      cap: null,
      points: 500,
      tickets: null,
      raffleTitle: null,
    });

    await Promise.allSettled(
      Array.from({ length: 10 }, () => claimPromotion(db(), ctx(member.id), activity.id, undefined, new Date())),
    );
    expect(await points(member.id)).toBe(500);
    expect(await balanceOf(db(), member.id)).toBe(0n);
    const after = await promotionDetail(db(), ctx(member.id), activity.id, new Date());
    expect(after.state).toBe('claimed');
    expect(after.participation?.reward).toBeNull();
    expect(after.bonus).toBeNull();
    const lots = await db()
      .selectFrom('points_lots')
      .select(['kind', 'points'])
      .where('member_id', '=', member.id)
      .execute();
    expect(lots.map((l) => [l.kind, Number(l.points)])).toEqual([['promotion', 500]]);
  });

  it('a deposit offer paid on its own: the webhook three times over credits the points once', async () => {
    await runningActivity(db(), {
      trigger: { kind: 'deposit', which: 'first', minAmount: '10.00' },
      reward: { kind: 'points', points: 120 },
      autoClaim: true,
    });
    const member = await createMember(db());
    await depositByWebhook(db(), member, 5_000n, 3);
    expect(await points(member.id)).toBe(120);
    expect(await balanceOf(db(), member.id)).toBe(5_000n);
  });

  it('an operator cannot ask for wagering on points (they are not money)', async () => {
    const refused = await runningActivity(db(), {
      reward: { kind: 'points', points: 100 },
      wagering: { multiple: 3 },
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'request.invalid' });
    expect(JSON.stringify(refused)).toContain('wagering.multiple');
  });
});
