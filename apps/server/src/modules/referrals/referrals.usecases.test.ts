import { beforeAll, describe, expect, it } from 'vitest';
import { settledGameBet } from '../../../test/factories/games.ts';
import { balanceOf, expectLedgerSound, fund } from '../../../test/factories/ledger.ts';
import { DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { depositByWebhook } from '../../../test/promotion-fixtures.ts';
import { deliverToReferrals, referralProgramme, referredBy, referrer } from '../../../test/referral-fixtures.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { addPayoutAccount } from '../withdrawals/payout-accounts.ts';
import { heldReferralRewards, reviewReferralReward } from './referrals-admin.usecases.ts';
import { registerReferralHooks } from './referrals.plugin.ts';
import { countReferredDeposit, linkReferral, referralCodeOf, referralSummary } from './referrals.usecases.ts';

/**
 * Referral rewards: each milestone pays the referrer once, whatever is delivered again or at the
 * same time; abuse signals hold a reward for review; approving pays it, rejecting pays nothing.
 * After every test the books agree (`ledger:check`, referral rewards included).
 */
const database = useTestDatabase({
  prepare: (db) => referralProgramme(db),
  afterEachTest: async (db) => {
    await expectLedgerSound(db);
    await expectMoneySound(db);
  },
});
const db = () => database().db;
beforeAll(registerReferralHooks);

const rewardsOf = async (referrerId: number) =>
  (
    await db().selectFrom('referral_rewards').selectAll().where('referrer_id', '=', referrerId).orderBy('id').execute()
  ).map((r) => ({ milestone: r.milestone, amount: String(r.amount), state: r.state }));
const summaryOf = (memberId: number) =>
  referralSummary(db(), { merchantId: DEFAULT_MERCHANT, memberId, origin: 'https://play.example' });

describe('codes and links', () => {
  it('a member has one code, unique in the brand, and a link to the register page with it', async () => {
    const a = await referrer(db());
    expect(a.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await referralCodeOf(db(), DEFAULT_MERCHANT, a.member.id)).toBe(a.code);
    const summary = await summaryOf(a.member.id);
    expect(summary).toMatchObject({
      code: a.code,
      link: `https://play.example/register?referralCode=${a.code}`,
      invited: 0,
      milestones: [
        { milestone: 'registered', threshold: null, reward: '1.00' },
        { milestone: 'deposit', threshold: '20.00', reward: '5.00' },
        { milestone: 'turnover', threshold: '200.00', reward: '10.00' },
      ],
    });
  });

  it('self-referral, an unknown code and a second link are refused, and pay nothing', async () => {
    const a = await referrer(db());
    const self = await inTransaction(db(), (trx) =>
      linkReferral(trx, { merchantId: DEFAULT_MERCHANT, memberId: a.member.id, code: a.code, ip: null }),
    );
    expect(self).toBe('self');
    expect((await referredBy(db(), 'NOSUCH99')).outcome).toBe('unknown_code');
    const friend = await referredBy(db(), a.code.toLowerCase());
    expect(friend.outcome).toBe('linked');
    const b = await referrer(db());
    const again = await inTransaction(db(), (trx) =>
      linkReferral(trx, { merchantId: DEFAULT_MERCHANT, memberId: friend.member.id, code: b.code, ip: null }),
    );
    expect(again).toBe('already_linked');
    expect(await rewardsOf(b.member.id)).toEqual([]);
    expect(await rewardsOf(a.member.id)).toEqual([{ milestone: 'registered', amount: '100', state: 'paid' }]);
    expect(await balanceOf(db(), a.member.id)).toBe(100n);
  });
});

describe('milestones pay once', () => {
  it('registered, deposit and turnover each pay once, also with every event delivered twice and at once', async () => {
    const a = await referrer(db());
    const friend = await referredBy(db(), a.code);
    // A deposit below the threshold earns nothing; the webhook repeated changes nothing.
    await depositByWebhook(db(), friend.member, 1_000n, 3);
    await depositByWebhook(db(), friend.member, 2_500n, 3);
    await depositByWebhook(db(), friend.member, 3_000n);
    await fund(db(), friend.member.id, 100_000n);
    await settledGameBet(db(), friend.member.id, 15_000n, 0n);
    await Promise.all([deliverToReferrals(db()), deliverToReferrals(db())]);
    expect((await rewardsOf(a.member.id)).map((r) => r.milestone)).toEqual(['registered', 'deposit']);
    await settledGameBet(db(), friend.member.id, 5_000n, 9_000n);
    await Promise.all([deliverToReferrals(db()), deliverToReferrals(db())]);
    // Every event handed over again (the cursor moved back): nothing counts or pays twice.
    await db()
      .updateTable('play_event_cursors')
      .set({ last_id: 0 })
      .where('subscriber', '=', 'referrals.turnover')
      .execute();
    await settledGameBet(db(), friend.member.id, 50_000n, 0n);
    await deliverToReferrals(db());
    expect(await rewardsOf(a.member.id)).toEqual([
      { milestone: 'registered', amount: '100', state: 'paid' },
      { milestone: 'deposit', amount: '500', state: 'paid' },
      { milestone: 'turnover', amount: '1000', state: 'paid' },
    ]);
    const link = await db()
      .selectFrom('referral_links')
      .select('turnover')
      .where('referred_id', '=', friend.member.id)
      .executeTakeFirstOrThrow();
    expect(String(link.turnover)).toBe('70000');
    expect(await balanceOf(db(), a.member.id)).toBe(1_600n);
    const summary = await summaryOf(a.member.id);
    expect(summary).toMatchObject({ invited: 1, totals: { paid: '16.00', held: '0.00', rejected: '0.00' } });
    expect(summary.referred[0]!.username).toMatch(/^m\*{4}.$/);
    expect(summary.referred[0]!.rewards).toHaveLength(3);
  });

  it('the same deposit milestone handed over by many deposits at the same moment pays once', async () => {
    const a = await referrer(db());
    const friend = await referredBy(db(), a.code);
    const deposit = (id: number) => ({
      id: 900_000 + id,
      merchantId: DEFAULT_MERCHANT,
      memberId: friend.member.id,
      amount: minor(5_000n),
      ordinal: id,
      creditedAt: new Date().toISOString(),
    });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => inTransaction(db(), (trx) => countReferredDeposit(trx, deposit(i + 1)))),
    );
    expect((await rewardsOf(a.member.id)).filter((r) => r.milestone === 'deposit')).toHaveLength(1);
    expect(await balanceOf(db(), a.member.id)).toBe(600n);
  });
});

describe('abuse checks hold the reward for review', () => {
  it('a friend on the referrer’s IP is held; approved, it pays once; rejected, nothing', async () => {
    const a = await referrer(db(), '10.99.0.1');
    const friend = await referredBy(db(), a.code, '10.99.0.1');
    const other = await referredBy(db(), a.code, '10.99.0.1');
    expect(await rewardsOf(a.member.id)).toEqual([
      { milestone: 'registered', amount: '100', state: 'held' },
      { milestone: 'registered', amount: '100', state: 'held' },
    ]);
    expect(await balanceOf(db(), a.member.id)).toBe(0n);
    const held = (await heldReferralRewards(db(), DEFAULT_MERCHANT)).list.filter(
      (r) => r.referrer === a.member.username,
    );
    expect(held.map((r) => [r.referred, r.reasons])).toEqual([
      [friend.member.username, ['same_ip']],
      [other.member.username, ['same_ip']],
    ]);
    const approve = () =>
      reviewReferralReward(db(), DEFAULT_MERCHANT, held[0]!.id, 'approve', 'console:test', new Date());
    const outcomes = await Promise.allSettled([approve(), approve()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { code: 'referrals.reward_not_held' },
    });
    expect(await balanceOf(db(), a.member.id)).toBe(100n);
    await reviewReferralReward(db(), DEFAULT_MERCHANT, held[1]!.id, 'reject', 'console:test', new Date());
    await expect(
      reviewReferralReward(db(), DEFAULT_MERCHANT, held[1]!.id, 'approve', 'console:test', new Date()),
    ).rejects.toMatchObject({ code: 'referrals.reward_not_held' });
    expect(await balanceOf(db(), a.member.id)).toBe(100n);
    expect((await summaryOf(a.member.id)).totals).toEqual({ paid: '1.00', held: '0.00', rejected: '1.00' });
  });

  it('a friend whose payout account another member uses too has the next reward held', async () => {
    const a = await referrer(db());
    const friend = await referredBy(db(), a.code);
    const account = {
      type: 'bank' as const,
      holderName: 'Ana Lima',
      providerName: 'Harbor Savings',
      accountNumber: '55501234',
    };
    await addPayoutAccount(db(), a.member, account);
    await addPayoutAccount(db(), friend.member, account);
    await depositByWebhook(db(), friend.member, 2_000n);
    expect(await rewardsOf(a.member.id)).toEqual([
      { milestone: 'registered', amount: '100', state: 'paid' },
      { milestone: 'deposit', amount: '500', state: 'held' },
    ]);
    const held = (await heldReferralRewards(db(), DEFAULT_MERCHANT)).list.find(
      (r) => r.referred === friend.member.username,
    );
    expect(held?.reasons).toEqual(['shared_payout']);
  });
});
