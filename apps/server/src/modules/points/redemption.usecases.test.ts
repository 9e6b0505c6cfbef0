import { afterEach, describe, expect, it } from 'vitest';
import { expectLedgerSound, newPayingMember, PAYMENT_PASSWORD } from '../../../test/payments-fixtures.ts';
import { ADDRESS, BRAND, grantPoints, pointsSettings, reward, codeOf } from '../../../test/points-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import type { Member } from '../members/member.model.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { pointsBalance } from './points-ledger.ts';
import { providePointsVip } from './points.port.ts';
import { approveRedemption, redeemReward, rejectRedemption, shipRedemption } from './points.usecases.ts';
import { rewardsRepository } from './rewards.repository.ts';

/**
 * Redemption: points and stock taken in one unit of work, stock that many members race for, the
 * per-member limit and VIP level, and the review states (approved → shipped, or rejected with
 * points and stock returned). The ledger and its domain reconciliation are checked after each.
 */
const database = useTestDatabase({
  afterEachTest: async (db) => {
    await expectLedgerSound(db);
    expect((await checkMoney(db)).domain).toEqual([]);
  },
});
const db = () => database().db;
afterEach(() => providePointsVip(null));
const points = async (memberId: number) => Number(await pointsBalance(db(), BRAND.id, memberId));
const stockOf = async (id: number) => (await rewardsRepository.find(db(), id))!.stock;
let keySeq = 0;
const redeem = (member: Member, rewardId: number, extra: Record<string, unknown> = {}) =>
  redeemReward(
    db(),
    { merchantId: BRAND.id, member, language: 'pt', defaultLanguage: 'en', source: null },
    { rewardId, quantity: 1, paymentPassword: PAYMENT_PASSWORD, clientKey: `redeem-${++keySeq}-key`, ...extra },
  );
const review = () => ({ merchantId: BRAND.id, reviewedBy: 'test:op', now: new Date() });

async function memberWith(pointsToGive: bigint) {
  const { member } = await newPayingMember(db());
  if (pointsToGive > 0n) await grantPoints(db(), member.id, pointsToGive);
  return member;
}

describe('redeeming', () => {
  it('takes the points and one unit of stock together, in the member’s language, once per client key', async () => {
    await pointsSettings(db());
    const r = await reward(db(), { price: 300, stock: 5 });
    const member = await memberWith(1_000n);
    const first = await redeem(member, r.id, { clientKey: 'same-key-1' });
    expect(first).toMatchObject({ replayed: false, currentPoints: 700 });
    expect(first.redemption).toMatchObject({ rewardName: 'Caneca', state: 'in_process', points: 300, address: null });
    const again = await redeem(member, r.id, { clientKey: 'same-key-1' });
    expect(again).toMatchObject({ replayed: true, currentPoints: 700 });
    expect(await stockOf(r.id)).toBe(4);
    expect(await codeOf(redeem(member, r.id, { clientKey: 'same-key-1', quantity: 2 }))).toBe(
      'points.idempotency_conflict',
    );
  });

  it('refuses without enough points, a wrong payment password, or a physical reward without an address: nothing changes', async () => {
    await pointsSettings(db());
    const physical = await reward(db(), { price: 500, stock: 3, kind: 'physical' });
    const member = await memberWith(400n);
    expect(await codeOf(redeem(member, physical.id, ADDRESS))).toBe('points.insufficient');
    expect(await codeOf(redeem(member, physical.id))).toBe('points.address_required');
    await grantPoints(db(), member.id, 200n);
    expect(await codeOf(redeem(member, physical.id, { ...ADDRESS, paymentPassword: '111111' }))).toBe(
      'wallet.payment_password_invalid',
    );
    expect([await points(member.id), await stockOf(physical.id)]).toEqual([600, 3]);
    const done = await redeem(member, physical.id, ADDRESS);
    expect(done.redemption).toMatchObject({ ...ADDRESS, state: 'in_process' });
  });

  it('keeps to the per-member limit and the VIP level the reward needs', async () => {
    await pointsSettings(db());
    const limited = await reward(db(), { price: 10, stock: 10, limitPerMember: 2 });
    const vip = await reward(db(), { price: 10, stock: 10, vipLevel: 3 });
    const member = await memberWith(1_000n);
    await redeem(member, limited.id);
    await redeem(member, limited.id);
    expect(await codeOf(redeem(member, limited.id))).toBe('points.limit_reached');
    expect(await codeOf(redeem(member, vip.id))).toBe('points.vip_level_required');
    providePointsVip({ multiplierBp: async () => 10_000, level: async () => 3 });
    expect(await codeOf(redeem(member, vip.id))).toBe('ok');
    expect(await points(member.id)).toBe(970);
  });

  it('50 members redeeming the last unit at once: exactly one gets it, the others keep their points', async () => {
    await pointsSettings(db());
    const last = await reward(db(), { price: 100, stock: 1 });
    const members = await Promise.all(Array.from({ length: 50 }, () => memberWith(150n)));
    const outcomes = await Promise.all(members.map((m) => codeOf(redeem(m, last.id))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'points.out_of_stock')).toHaveLength(49);
    expect(await stockOf(last.id)).toBe(0);
    const balances = await Promise.all(members.map((m) => points(m.id)));
    expect(balances.filter((b) => b === 50)).toHaveLength(1);
    expect(balances.filter((b) => b === 150)).toHaveLength(49);
  });
});

describe('review', () => {
  it('approves then ships with a tracking reference; a shipped one cannot be rejected', async () => {
    await pointsSettings(db());
    const r = await reward(db(), { price: 100, stock: 2, kind: 'physical' });
    const member = await memberWith(100n);
    const { redemption } = await redeem(member, r.id, ADDRESS);
    expect(await codeOf(shipRedemption(db(), redemption.id, review(), 'TRK-001'))).toBe('points.redemption_state');
    expect((await approveRedemption(db(), redemption.id, review())).state).toBe('approved');
    const shipped = await shipRedemption(db(), redemption.id, review(), 'TRK-001');
    expect(shipped).toMatchObject({ state: 'shipped', trackingRef: 'TRK-001', reviewedBy: 'test:op' });
    expect(await codeOf(rejectRedemption(db(), redemption.id, review(), 'late'))).toBe('points.redemption_state');
    expect([await points(member.id), await stockOf(r.id)]).toEqual([0, 1]);
  });

  it('a rejection returns the points (with their expiry) and the stock, once', async () => {
    await pointsSettings(db());
    const r = await reward(db(), { price: 250, stock: 1, kind: 'physical' });
    const member = await memberWith(0n);
    const soon = new Date(Date.now() + 3 * 86_400_000);
    await grantPoints(db(), member.id, 200n, { expiresAt: soon });
    await grantPoints(db(), member.id, 100n);
    const { redemption } = await redeem(member, r.id, ADDRESS);
    expect([await points(member.id), await stockOf(r.id)]).toEqual([50, 0]);
    const rejected = await rejectRedemption(db(), redemption.id, review(), 'Address outside our delivery area');
    expect(rejected).toMatchObject({ state: 'rejected', remark: 'Address outside our delivery area' });
    expect([await points(member.id), await stockOf(r.id)]).toEqual([300, 1]);
    expect(await codeOf(rejectRedemption(db(), redemption.id, review(), 'again'))).toBe('points.redemption_state');
    expect([await points(member.id), await stockOf(r.id)]).toEqual([300, 1]);
    // The 200 returned from the soon-expiring lot keep at least a week.
    const returned = await db()
      .selectFrom('points_lots')
      .select(['points', 'expires_at'])
      .where('member_id', '=', member.id)
      .where('kind', '=', 'return')
      .orderBy('id')
      .execute();
    expect(returned.map((l) => Number(l.points))).toEqual([200, 50]);
    expect(new Date(returned[0]!.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });
});
