import { describe, expect, it } from 'vitest';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { bonusesByDay, businessDayAt } from '../../../test/bonus-days.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { balanceOf, fund } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { newMemberWithPayout, paymentDeps } from '../../../test/factories/withdrawals.ts';
import { deliverToPromotions, depositByWebhook, HOUR, runningActivity } from '../../../test/promotion-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { instantBet } from '../game-wallet/game-wallet-instant.usecases.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { selfExclude } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { requestWithdrawal } from '../withdrawals/withdrawals.usecases.ts';
import { registerPromotionHooks } from './promotions.plugin.ts';
import { expireBonuses } from './promotions.port.ts';
import { reviewApplication, savePromotionSettings } from './promotions-admin.usecases.ts';
import {
  applyPromotion,
  bonusDetails,
  claimPromotion,
  joinPromotion,
  listPromotions,
  promotionDetail,
} from './promotions.usecases.ts';

/**
 * The engine against real deposits (webhooks), bets (the game wallet and the "bet settled"
 * events) and withdrawals: each trigger and reward kind, wagering with contributions, maximum bet,
 * expiry and forfeiture, and claims that pay once. After every test the ledger balances and
 * `ledger:check` (with promotions' own reconciliation) finds nothing.
 */
registerPromotionHooks();
const database = useTestDatabase({ afterEachTest: (db: Db) => expectMoneySound(db) });
const db = () => database().db;
const ctx = (memberId: number, language: 'en' | 'pt' = 'en') => ({ merchantId: DEFAULT_MERCHANT, memberId, language });
const now = () => new Date();

async function code(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

const bonusRows = (memberId: number) =>
  db().selectFrom('promo_bonuses').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

describe('triggers and rewards', () => {
  it('first deposit, percentage with a cap, joined first, issued on its own: once whatever the webhook repeats', async () => {
    const activity = await runningActivity(db(), {
      category: 'new_player',
      trigger: { kind: 'deposit', which: 'first', minAmount: '20.00' },
      reward: { kind: 'percent', percentBp: 10_000, cap: '150.00' },
      wagering: { multiple: 5 },
      requiresJoin: true,
      autoClaim: true,
    });
    const member = await createMember(db());
    expect((await promotionDetail(db(), ctx(member.id), activity.id, now())).state).toBe('join');
    expect((await joinPromotion(db(), ctx(member.id), activity.id, now())).state).toBe('joined');

    await depositByWebhook(db(), member, 20_000n, 5);
    const detail = await promotionDetail(db(), ctx(member.id), activity.id, now());
    expect(detail.state).toBe('issued');
    expect(detail.bonus).toMatchObject({ amount: '150.00', required: '750.00', progress: '0.00', state: 'wagering' });
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(15_000n);
    expect(await balanceOf(db(), member.id)).toBe(20_000n);

    await depositByWebhook(db(), member, 20_000n);
    expect(await bonusRows(member.id)).toHaveLength(1);
  });

  it('the demo welcome bonus: join, first deposit of 50.00, a 50.00 bonus with 5× wagering and a 5.00 maximum bet', async () => {
    const member = await createMember(db());
    const listed = (await listPromotions(db(), ctx(member.id, 'pt'), 'new_player', now())).list;
    const welcome = listed.find((p) => p.title === 'Bônus de boas-vindas: 100% até 100,00')!;
    expect(welcome.state).toBe('join');
    await joinPromotion(db(), ctx(member.id), welcome.id, now());
    await depositByWebhook(db(), member, 5_000n);
    const detail = await promotionDetail(db(), ctx(member.id), welcome.id, now());
    expect(detail.state).toBe('issued');
    expect(detail.bonus).toMatchObject({ amount: '50.00', required: '250.00', maxBet: '5.00' });
  });

  it('a member who did not join earns nothing from a join-first deposit offer', async () => {
    await runningActivity(db(), {
      trigger: { kind: 'deposit', which: 'first', minAmount: '1.00' },
      reward: { kind: 'fixed', amount: '5.00' },
      requiresJoin: true,
      autoClaim: true,
    });
    const member = await createMember(db());
    await depositByWebhook(db(), member, 5_000n);
    expect(await balanceOf(db(), member.id)).toBe(5_000n);
  });

  it('second deposit, fixed cash reward, claimed by the member', async () => {
    const activity = await runningActivity(db(), {
      trigger: { kind: 'deposit', which: 'nth', nth: 2, minAmount: '0' },
      reward: { kind: 'fixed', amount: '7.50' },
    });
    const member = await createMember(db());
    expect(await code(claimPromotion(db(), ctx(member.id), activity.id, undefined, now()))).toBe(
      'promotions.nothing_to_claim',
    );
    await depositByWebhook(db(), member, 1_000n);
    expect((await promotionDetail(db(), ctx(member.id), activity.id, now())).state).toBe('joined');
    await depositByWebhook(db(), member, 1_000n);
    expect((await promotionDetail(db(), ctx(member.id), activity.id, now())).state).toBe('claim');
    const claimed = await claimPromotion(db(), ctx(member.id), activity.id, undefined, now());
    expect(claimed.state).toBe('claimed');
    expect(await balanceOf(db(), member.id)).toBe(2_750n);
  });

  it('any deposit above an amount, each deposit its own reward; smaller ones earn nothing', async () => {
    const activity = await runningActivity(db(), {
      category: 'deposit',
      trigger: { kind: 'deposit', which: 'any', minAmount: '50.00' },
      reward: { kind: 'percent', percentBp: 1_000, cap: '20.00' },
      repeat: 'each',
      autoClaim: true,
    });
    const member = await createMember(db());
    await depositByWebhook(db(), member, 4_999n);
    await depositByWebhook(db(), member, 10_000n);
    await depositByWebhook(db(), member, 50_000n);
    expect(await balanceOf(db(), member.id)).toBe(4_999n + 10_000n + 50_000n + 1_000n + 2_000n);
    const rows = await db()
      .selectFrom('promo_participations')
      .selectAll()
      .where('activity_id', '=', activity.id)
      .execute();
    expect(rows.map((r) => [r.state, Number(r.reward_amount)])).toEqual([
      ['issued', 1_000],
      ['issued', 2_000],
    ]);
  });

  it('registration reward for those who registered while it runs, with wagering', async () => {
    const earlier = await createMember(db());
    await db()
      .updateTable('members')
      .set({ created_at: new Date(Date.now() - 48 * HOUR).toISOString() })
      .where('id', '=', earlier.id)
      .execute();
    const activity = await runningActivity(db(), {
      category: 'new_player',
      reward: { kind: 'fixed', amount: '10.00' },
      wagering: { multiple: 3 },
    });
    const member = await createMember(db());
    const claimed = await claimPromotion(db(), ctx(member.id), activity.id, undefined, now());
    expect(claimed.state).toBe('claimed');
    expect(claimed.bonus).toMatchObject({ amount: '10.00', required: '30.00' });
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(1_000n);
    expect(await code(claimPromotion(db(), ctx(earlier.id), activity.id, undefined, now()))).toBe(
      'promotions.not_eligible',
    );
  });

  it('a code reward pays only for its code, once', async () => {
    const activity = await runningActivity(db(), { trigger: { kind: 'code', code: 'SPRING26' } });
    const member = await createMember(db());
    expect(await code(claimPromotion(db(), ctx(member.id), activity.id, 'WINTER', now()))).toBe(
      'promotions.code_invalid',
    );
    await claimPromotion(db(), ctx(member.id), activity.id, 'spring26', now());
    await claimPromotion(db(), ctx(member.id), activity.id, 'SPRING26', now());
    expect(await balanceOf(db(), member.id)).toBe(1_000n);
  });

  it('an application is reviewed: approved it can be claimed, rejected it shows the note', async () => {
    const activity = await runningActivity(db(), { trigger: { kind: 'application' }, repeat: 'daily' });
    const [approved, rejected] = [await createMember(db()), await createMember(db())];
    expect((await promotionDetail(db(), ctx(approved.id), activity.id, now())).state).toBe('applying');
    const applied = await applyPromotion(db(), ctx(approved.id), activity.id, 'I played the weekend tournament', now());
    expect(applied.state).toBe('process');
    expect(await code(applyPromotion(db(), ctx(approved.id), activity.id, 'again', now()))).toBe(
      'promotions.invalid_state',
    );
    await reviewApplication(
      db(),
      DEFAULT_MERCHANT,
      applied.participation!.id,
      { decision: 'approve', note: '' },
      { name: 'op', operatorId: null },
      now(),
    );
    expect((await promotionDetail(db(), ctx(approved.id), activity.id, now())).state).toBe('claim');
    await claimPromotion(db(), ctx(approved.id), activity.id, undefined, now());
    expect(await balanceOf(db(), approved.id)).toBe(1_000n);

    const other = await applyPromotion(db(), ctx(rejected.id), activity.id, '', now());
    await reviewApplication(
      db(),
      DEFAULT_MERCHANT,
      other.participation!.id,
      { decision: 'reject', note: 'No entry found' },
      { name: 'op', operatorId: null },
      now(),
    );
    const seen = await promotionDetail(db(), ctx(rejected.id), activity.id, now());
    expect([seen.state, seen.participation?.reviewNote]).toEqual(['rejected', 'No entry found']);
    expect(
      await code(
        reviewApplication(
          db(),
          DEFAULT_MERCHANT,
          other.participation!.id,
          { decision: 'approve', note: '' },
          { name: 'op', operatorId: null },
          now(),
        ),
      ),
    ).toBe('promotions.invalid_state');
  });

  it('audience: labels, agents’ teams and exclusions decide who may take part', async () => {
    const agent = await createMember(db(), { isAgent: 1 });
    const inTeam = await createMember(db(), { uplineId: agent.id });
    const outside = await createMember(db());
    const activity = await runningActivity(db(), { audience: { agentIds: [agent.id] } });
    expect(await code(claimPromotion(db(), ctx(outside.id), activity.id, undefined, now()))).toBe(
      'promotions.not_eligible',
    );
    await selfExclude(
      db(),
      { merchantId: DEFAULT_MERCHANT, memberId: inTeam.id, places: 2, actor: 'member' },
      6,
      now(),
    );
    expect(await code(claimPromotion(db(), ctx(inTeam.id), activity.id, undefined, now()))).toBe('promotions.excluded');
    const listed = await listPromotions(db(), ctx(outside.id), undefined, now());
    expect(listed.list.find((p) => p.id === activity.id)?.state).toBe('closed');
  });
});

describe('bonuses with wagering', () => {
  async function bonusOf(overrides: Record<string, unknown>, funds = 100_000n) {
    const activity = await runningActivity(db(), {
      reward: { kind: 'fixed', amount: '100.00' },
      wagering: { multiple: 2, ...overrides },
    });
    const member = await createMember(db());
    await fund(db(), member.id, funds);
    await claimPromotion(db(), ctx(member.id), activity.id, undefined, now());
    return { activity, member };
  }

  it('counts valid bets by category weight, ignores bets above the maximum and converts up to the maximum', async () => {
    const { activity, member } = await bonusOf({
      maxBet: '60.00',
      maxConversion: '80.00',
      contributions: { LIVE: 50 },
    });
    await settledGameBet(db(), member.id, 5_000n, 0n, 'PXG'); // RNG 100 %: 50.00
    await settledGameBet(db(), member.id, 5_000n, 0n, 'LMN'); // LIVE: valid bet 20 % = 10.00, 50 % of it: 5.00
    await settledGameBet(db(), member.id, 7_000n, 0n, 'PXG'); // above the 60.00 maximum: nothing
    await deliverToPromotions(db());
    let bonus = (await promotionDetail(db(), ctx(member.id), activity.id, now())).bonus!;
    expect([bonus.progress, bonus.percent, bonus.state]).toEqual(['55.00', 27, 'wagering']);
    const [row] = await bonusRows(member.id);
    expect([row!.bets_counted, row!.bets_over_max]).toEqual([2, 1]);

    await settledGameBet(db(), member.id, 6_000n, 0n, 'PXG');
    await settledGameBet(db(), member.id, 6_000n, 6_000n, 'PXG');
    await settledGameBet(db(), member.id, 3_000n, 0n, 'PXG');
    await deliverToPromotions(db());
    bonus = (await promotionDetail(db(), ctx(member.id), activity.id, now())).bonus!;
    expect([bonus.state, bonus.percent, bonus.converted]).toEqual(['completed', 100, '80.00']);
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(0n);
    // 1000.00 funded - 50 - 50 - 70 - 60 - 60 + 60 - 30 + 80 converted
    expect(await balanceOf(db(), member.id)).toBe(100_000n - 32_000n + 6_000n + 8_000n);
    await deliverToPromotions(db());
    expect(Number((await bonusRows(member.id))[0]!.converted_amount)).toBe(8_000);
  });

  it('a bet rolled back after it counted takes its turnover back; delivering again changes nothing', async () => {
    const { activity, member } = await bonusOf({});
    const bet = await settledGameBet(db(), member.id, 4_000n, 0n, 'PXG');
    await deliverToPromotions(db());
    const progress = async () => (await promotionDetail(db(), ctx(member.id), activity.id, now())).bonus!.progress;
    expect(await progress()).toBe('40.00');
    await gameWallet.rollback(db(), {
      ...bet,
      transactionId: `${bet.transactionId}:rb`,
      referenceTransactionId: bet.transactionId,
    });
    await deliverToPromotions(db());
    await deliverToPromotions(db());
    expect(await progress()).toBe('0.00');
  });

  it('real money first: a stake the main wallet cannot cover takes the rest from the bonus, and its win goes back alike', async () => {
    const { activity, member } = await bonusOf({ maxBet: null }, 3_000n);
    // 30.00 real, 100.00 bonus: a 50.00 stake takes 30.00 real and 20.00 bonus (40 %); its 100.00 win goes 60 / 40.
    await settledGameBet(db(), member.id, 5_000n, 10_000n, 'PXG');
    expect(await balanceOf(db(), member.id)).toBe(6_000n);
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(12_000n);
    // Real money is spent first again: 60.00 real, then 20.00 from the bonus.
    await settledGameBet(db(), member.id, 8_000n, 0n, 'PXG');
    expect(await balanceOf(db(), member.id)).toBe(0n);
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(10_000n);
    await deliverToPromotions(db());
    expect((await promotionDetail(db(), ctx(member.id), activity.id, now())).bonus!.progress).toBe('130.00');
    // Completing it converts what is left of the bonus balance to cash.
    await settledGameBet(db(), member.id, 7_000n, 0n, 'PXG');
    await deliverToPromotions(db());
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(0n);
    expect(await balanceOf(db(), member.id)).toBe(3_000n);
  });

  it("real money first on an instant bet (stake and win in one call): the win goes back in the stake's shares", async () => {
    const { member } = await bonusOf({ maxBet: null }, 3_000n);
    const instant = (round: string, stake: bigint, payout: bigint) =>
      inTransaction(db(), (trx) =>
        instantBet(trx, {
          merchantId: DEFAULT_MERCHANT,
          vendorCode: 'PXG',
          memberId: member.id,
          transactionId: `${round}:bet`,
          winTransactionId: `${round}:win`,
          round,
          amount: minor(stake),
          payout: minor(payout),
        }),
      );
    // 30.00 real, 100.00 bonus: a 50.00 stake takes 30.00 real and 20.00 bonus; its 100.00 win goes 60 / 40.
    await instant('instant-1', 5_000n, 10_000n);
    expect(await balanceOf(db(), member.id)).toBe(6_000n);
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(12_000n);
    // Covered by real money alone: the win is all real money.
    await instant('instant-2', 1_000n, 2_000n);
    expect(await balanceOf(db(), member.id)).toBe(7_000n);
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(12_000n);
  });

  it('bets settled before the bonus count nothing; a second bonus waits for the first', async () => {
    const member = await createMember(db());
    await fund(db(), member.id, 50_000n);
    await settledGameBet(db(), member.id, 10_000n, 0n, 'PXG');
    // "Before": a later millisecond than the bet's (a bet settled in the bonus's own millisecond counts).
    await new Promise((resolve) => setTimeout(resolve, 2));
    const first = await runningActivity(db(), {
      reward: { kind: 'fixed', amount: '10.00' },
      wagering: { multiple: 2 },
    });
    const second = await runningActivity(db(), {
      reward: { kind: 'fixed', amount: '10.00' },
      wagering: { multiple: 2 },
    });
    await claimPromotion(db(), ctx(member.id), first.id, undefined, now());
    await deliverToPromotions(db());
    expect(Number((await bonusRows(member.id))[0]!.progress)).toBe(0);
    expect(await code(claimPromotion(db(), ctx(member.id), second.id, undefined, now()))).toBe(
      'promotions.bonus_active',
    );
  });

  it('expires: the bonus balance goes back to the brand', async () => {
    const { member } = await bonusOf({ expiryDays: 1 });
    expect(await expireBonuses(db(), now())).toBe(0);
    expect(await expireBonuses(db(), new Date(Date.now() + 25 * HOUR))).toBe(1);
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(0n);
    expect((await bonusDetails(db(), ctx(member.id))).list[0]).toMatchObject({ state: 'expired', converted: null });
  });

  it('a withdrawal warns first, then forfeits the bonus in the same transaction', async () => {
    const made = await newMemberWithPayout(db(), 20_000n);
    const activity = await runningActivity(db(), {
      reward: { kind: 'fixed', amount: '25.00' },
      wagering: { multiple: 4 },
    });
    await claimPromotion(db(), ctx(made.member.id), activity.id, undefined, now());
    const merchant = await getMerchantByCodeOrDefault(db());
    const ask = (forfeitBonus?: boolean) =>
      requestWithdrawal(paymentDeps(db()), merchant, made.member, {
        payoutAccountId: String(made.payout.id),
        amount: '50.00',
        paymentPassword: '246810',
        clientKey: `forfeit-${String(forfeitBonus)}`,
        forfeitBonus,
      });
    const warned = await ask().catch((error: unknown) => error as AppError);
    expect(warned).toBeInstanceOf(AppError);
    expect([(warned as AppError).code, (warned as AppError).status]).toEqual(['promotions.bonus_forfeit_warning', 422]);
    expect(await balanceOf(db(), made.member.id, 'bonus')).toBe(2_500n);
    const withdrawal = await ask(true);
    expect(withdrawal.status).toBe('pending');
    expect(await balanceOf(db(), made.member.id, 'bonus')).toBe(0n);
    expect((await bonusRows(made.member.id))[0]!.state).toBe('forfeited');
  });

  it('the brand caps the wagering multiple (10× by default)', async () => {
    expect(await code(runningActivity(db(), { wagering: { multiple: 11 } }))).toBe('promotions.wagering_over_cap');
    const activity = await runningActivity(db(), {
      reward: { kind: 'fixed', amount: '10.00' },
      wagering: { multiple: 8 },
    });
    await savePromotionSettings(db(), DEFAULT_MERCHANT, 5);
    try {
      const member = await createMember(db());
      const claimed = await claimPromotion(db(), ctx(member.id), activity.id, undefined, now());
      expect([claimed.wageringMultiple, claimed.bonus?.required]).toEqual([5, '50.00']);
    } finally {
      await savePromotionSettings(db(), DEFAULT_MERCHANT, 10);
    }
  });
});

describe('claims under concurrency', () => {
  it('50 simultaneous claims pay once', { timeout: 60_000 }, async () => {
    const activity = await runningActivity(db(), { reward: { kind: 'fixed', amount: '3.00' } });
    const member = await createMember(db());
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => claimPromotion(db(), ctx(member.id), activity.id, undefined, now())),
    );
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
    expect(await balanceOf(db(), member.id)).toBe(300n);
    expect(Object.values(await bonusesByDay(db(), member.id))).toEqual([300n]);
    const postings = await db()
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', 'like', 'promo:reward:%')
      .where('metadata', 'like', `%"activityId":${activity.id},%`)
      .execute();
    expect(postings).toHaveLength(1);
  });

  it('50 simultaneous claims of a bonus make one bonus', { timeout: 60_000 }, async () => {
    const activity = await runningActivity(db(), {
      reward: { kind: 'fixed', amount: '3.00' },
      wagering: { multiple: 1 },
    });
    const member = await createMember(db());
    await Promise.allSettled(
      Array.from({ length: 50 }, () => claimPromotion(db(), ctx(member.id), activity.id, undefined, now())),
    );
    expect(await bonusRows(member.id)).toHaveLength(1);
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(300n);
  });
});

describe('bonus cost in the play record', () => {
  const today = () => businessDayAt(db(), new Date());

  it('a cash reward adds its amount to the bonuses of the day it is paid, once', async () => {
    const activity = await runningActivity(db(), { reward: { kind: 'fixed', amount: '7.50' } });
    const member = await createMember(db());
    await claimPromotion(db(), ctx(member.id), activity.id, undefined, now());
    await claimPromotion(db(), ctx(member.id), activity.id, undefined, now()); // answers the claim, pays nothing
    expect(await balanceOf(db(), member.id)).toBe(750n);
    expect(await bonusesByDay(db(), member.id)).toEqual({ [await today()]: 750n });
  });

  it('a wagered bonus counts when granted; converting it adds nothing, what goes back to the brand is taken off', async () => {
    const activity = await runningActivity(db(), {
      reward: { kind: 'fixed', amount: '100.00' },
      wagering: { multiple: 1, maxConversion: '80.00' },
    });
    const member = await createMember(db());
    await fund(db(), member.id, 100_000n);
    await claimPromotion(db(), ctx(member.id), activity.id, undefined, now());
    expect(await bonusesByDay(db(), member.id)).toEqual({ [await today()]: 10_000n });
    await settledGameBet(db(), member.id, 10_000n, 0n, 'PXG');
    await deliverToPromotions(db());
    await deliverToPromotions(db());
    expect((await bonusRows(member.id))[0]!.state).toBe('completed');
    // 100.00 granted, 80.00 converted to cash, 20.00 back to the brand: the cost is 80.00.
    expect(await bonusesByDay(db(), member.id)).toEqual({ [await today()]: 8_000n });
  });

  it('an expired bonus is taken off on the day it expires, once', async () => {
    const activity = await runningActivity(db(), {
      reward: { kind: 'fixed', amount: '100.00' },
      wagering: { multiple: 2, expiryDays: 1 },
    });
    const member = await createMember(db());
    await claimPromotion(db(), ctx(member.id), activity.id, undefined, now());
    const expiry = new Date(Date.now() + 25 * HOUR);
    await expireBonuses(db(), expiry);
    await expireBonuses(db(), expiry);
    expect(await bonusesByDay(db(), member.id)).toEqual({
      [await today()]: 10_000n,
      [await businessDayAt(db(), expiry)]: -10_000n,
    });
  });
});
