import { describe, expect, it } from 'vitest';
import { settledGameBet } from '../../../test/factories/games.ts';
import { balanceOf, fund } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { bonusesByDay, businessDayAt } from '../../../test/bonus-days.ts';
import { later, playedOn, rebateLadder, rebateSettingsOf } from '../../../test/rebate-fixtures.ts';
import { itOnPostgres, sameDatabasePool, useTestDatabase } from '../../../test/test-db.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { setMemberLevel } from '../vip/vip.usecases.ts';
import { businessDay, periodOf } from '../play-record/periods.port.ts';
import { claimRebate, payPeriod, rebateHistory, rebateSummary } from './rebates.usecases.ts';

/*
 * Rebates on the test ladder (test/rebate-fixtures.ts: VIP 0 pays 0.50 % on slots, 0.20 % on
 * sports): the valid bet of a closed week from the play record's roll-up, at the member's level,
 * paid once per line and per business day, with the ledger and the domain reconciled after each.
 */
const database = useTestDatabase({
  prepare: rebateLadder,
  afterEachTest: async (db) => expect(await checkMoney(db)).toMatchObject({ ok: true, domain: [] }),
});
const db = () => database().db;
const ctxOf = (memberId: number) => ({ merchantId: DEFAULT_MERCHANT, memberId, language: 'en' });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );

/** A member with two settled slot bets of 50.00 this week (lost), so this week's valid bet is 100.00. */
async function slotPlayer() {
  const member = await createMember(db());
  await fund(db(), member.id, 10_000n);
  await settledGameBet(db(), member.id, 5_000n, 0n);
  await settledGameBet(db(), member.id, 5_000n, 0n);
  return member;
}

describe('claiming a rebate', () => {
  it('pays the closed week’s valid bet × the level’s rate in cash, once', async () => {
    await rebateSettingsOf(db());
    const member = await slotPlayer();
    const now = new Date();
    const running = await rebateSummary(db(), ctxOf(member.id), now);
    expect(running.running.lines.find((l) => l.category === 'RNG')).toMatchObject({
      validBet: '100.00',
      rate: '0.50',
      amount: '0.50',
      state: 'accruing',
    });
    expect(await codeOf(claimRebate(db(), ctxOf(member.id), undefined, now))).toBe('rebates.nothing_to_claim');

    const nextWeek = later(now, 7);
    const closed = await rebateSummary(db(), ctxOf(member.id), nextWeek);
    expect(closed.claimable.period.key).toBe(periodOf('week', now, 'UTC').key);
    expect(closed.claimable.lines.map((l) => [l.category, l.state])).toEqual([
      ['RNG', 'claimable'],
      ['SPORTS', 'none'],
    ]);
    const claimed = await claimRebate(db(), ctxOf(member.id), undefined, nextWeek);
    expect(claimed.paid).toBe('0.50');
    expect(await balanceOf(db(), member.id)).toBe(50n);
    expect(claimed.summary.claimable.lines[0]).toMatchObject({ category: 'RNG', state: 'claimed', amount: '0.50' });

    expect(await codeOf(claimRebate(db(), ctxOf(member.id), undefined, nextWeek))).toBe('rebates.nothing_to_claim');
    expect(await balanceOf(db(), member.id)).toBe(50n);
    const history = await rebateHistory(db(), ctxOf(member.id), 1, 10);
    expect(history.list).toMatchObject([{ category: 'RNG', validBet: '100.00', amount: '0.50', source: 'member' }]);
  });

  it('reads the valid bet of the roll-up, not the stake, and pays at the member’s VIP level', async () => {
    await rebateSettingsOf(db());
    const member = await createMember(db());
    const now = new Date();
    // 1,000.00 staked on a two-sided market of which 200.00 counts as valid bet.
    await playedOn(db(), member.id, businessDay(now, 'UTC'), 'SPORTS', 100_000n, 20_000n);
    await setMemberLevel(db(), ctxOf(member.id), { rankLevel: 2, reason: 'test' }, 'test', now);
    const claimed = await claimRebate(db(), ctxOf(member.id), 'SPORTS', later(now, 7));
    // VIP 2 pays 0.40 % on sports: 200.00 × 0.40 % = 0.80 (of 1,000.00 staked it would be 4.00).
    expect(claimed.claims).toMatchObject([{ category: 'SPORTS', validBet: '200.00', rate: '0.40', amount: '0.80' }]);
  });

  it('keeps a line below the minimum unpaid, and its days free for later', async () => {
    await rebateSettingsOf(db(), { minPayout: '1.00' });
    const member = await slotPlayer();
    const nextWeek = later(new Date(), 7);
    const summary = await rebateSummary(db(), ctxOf(member.id), nextWeek);
    expect(summary.claimable.lines[0]).toMatchObject({ category: 'RNG', amount: '0.00', state: 'below_minimum' });
    expect(await codeOf(claimRebate(db(), ctxOf(member.id), undefined, nextWeek))).toBe('rebates.nothing_to_claim');
    await rebateSettingsOf(db(), { minPayout: '0.10' });
    expect((await claimRebate(db(), ctxOf(member.id), undefined, nextWeek)).paid).toBe('0.50');
  });

  it('never pays the same days twice when the brand moves from weekly to daily rebates', async () => {
    await rebateSettingsOf(db());
    const member = await slotPlayer();
    const now = new Date();
    await claimRebate(db(), ctxOf(member.id), undefined, later(now, 7));
    await rebateSettingsOf(db(), { periodKind: 'day' });
    // The day after the bets: the daily period just closed is the day the weekly claim paid.
    expect(await codeOf(claimRebate(db(), ctxOf(member.id), undefined, later(now, 1)))).toBe(
      'rebates.nothing_to_claim',
    );
    expect(await balanceOf(db(), member.id)).toBe(50n);
  });

  it('refuses a member on a time-out and writes nothing; the automatic payment skips them', async () => {
    await rebateSettingsOf(db());
    const member = await slotPlayer();
    const nextWeek = later(new Date(), 7);
    await takeTimeOut(
      db(),
      { merchantId: DEFAULT_MERCHANT, memberId: member.id, places: 2, actor: 'member' },
      7,
      nextWeek,
    );
    expect(await codeOf(claimRebate(db(), ctxOf(member.id), undefined, nextWeek))).toBe('rebates.excluded');
    const paid = await payPeriod(db(), DEFAULT_MERCHANT, periodOf('week', new Date(), 'UTC'), nextWeek);
    expect(paid.members).toBe(0);
    expect(await balanceOf(db(), member.id)).toBe(0n);
    expect(await db().selectFrom('rebate_claim_days').selectAll().where('member_id', '=', member.id).execute()).toEqual(
      [],
    );
  });

  it('answers not offered when the brand has switched the rebate off, and auto_paid when it pays by itself', async () => {
    const member = await slotPlayer();
    await rebateSettingsOf(db(), { enabled: false });
    expect(await codeOf(rebateSummary(db(), ctxOf(member.id), new Date()))).toBe('rebates.not_offered');
    await rebateSettingsOf(db(), { autoPay: true });
    expect(await codeOf(claimRebate(db(), ctxOf(member.id), undefined, later(new Date(), 7)))).toBe(
      'rebates.auto_paid',
    );
  });

  it('caps a line at the brand’s maximum', async () => {
    await rebateSettingsOf(db(), { maxPayout: '0.30' });
    const member = await slotPlayer();
    expect((await claimRebate(db(), ctxOf(member.id), 'RNG', later(new Date(), 7))).paid).toBe('0.30');
  });

  itOnPostgres('50 concurrent claims of one period from two server pools pay once', async () => {
    await rebateSettingsOf(db());
    const member = await slotPlayer();
    const second = await sameDatabasePool(database());
    try {
      const nextWeek = later(new Date(), 7);
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          codeOf(claimRebate(i % 2 ? second.db : db(), ctxOf(member.id), undefined, nextWeek)),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'rebates.nothing_to_claim')).toBe(true);
      expect(await balanceOf(db(), member.id)).toBe(50n);
      expect(await bonusesByDay(db(), member.id)).toEqual({ [await businessDayAt(db(), nextWeek)]: 50n });
    } finally {
      await second.close();
    }
  });
});

describe('bonus cost in the play record', () => {
  it('a claimed rebate adds its amount to the bonuses of the day it is paid, once', async () => {
    await rebateSettingsOf(db());
    const member = await slotPlayer();
    const nextWeek = later(new Date(), 7);
    await claimRebate(db(), ctxOf(member.id), undefined, nextWeek);
    expect(await codeOf(claimRebate(db(), ctxOf(member.id), undefined, nextWeek))).toBe('rebates.nothing_to_claim');
    expect(await bonusesByDay(db(), member.id)).toEqual({ [await businessDayAt(db(), nextWeek)]: 50n });
  });

  it('a rebate paid automatically counts the same, and a second run of the period adds nothing', async () => {
    await rebateSettingsOf(db(), { autoPay: true });
    const member = await slotPlayer();
    const now = new Date();
    const nextWeek = later(now, 7);
    const period = periodOf('week', now, 'UTC');
    await payPeriod(db(), DEFAULT_MERCHANT, period, nextWeek);
    await payPeriod(db(), DEFAULT_MERCHANT, period, later(nextWeek, 1));
    expect(await balanceOf(db(), member.id)).toBe(50n);
    expect(await bonusesByDay(db(), member.id)).toEqual({ [await businessDayAt(db(), nextWeek)]: 50n });
  });
});
