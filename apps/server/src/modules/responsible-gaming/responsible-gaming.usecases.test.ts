import { describe, expect, it } from 'vitest';
import { settledGameBet } from '../../../test/factories/games.ts';
import { paymentDeps } from '../../../test/factories/withdrawals.ts';
import { expectLedgerSound, fund, MERCHANT, newPayingMember } from '../../../test/payments-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import type { Db } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { createDeposit } from '../payments/deposits.usecases.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { COOLING_MS, PERIOD_MS } from './limit-rules.ts';
import { responsibleGamingPort } from './responsible-gaming.port.ts';
import { confirmLimit, rgHistory, rgState, setLimit, type RgContext } from './responsible-gaming.usecases.ts';

/**
 * Limits against real play and deposits: each money limit by period at and around its boundary
 * (a test clock passed as `now`), the stake and session limits, and raises that wait 24 hours.
 * After every test the ledger balances and `ledger:check` finds nothing.
 */
const database = useTestDatabase({
  afterEachTest: async (db: Db) => {
    await expectLedgerSound(db);
    expect((await checkMoney(db)).domain).toEqual([]);
  },
});
const db = () => database().db;
const PERIODS = ['day', 'week', 'month'] as const;

async function member(balance = 10_000n) {
  const { member } = await newPayingMember(db());
  if (balance > 0n) await fund(db(), member.id, balance);
  return member;
}
const ctx = (memberId: number): RgContext => ({ merchantId: MERCHANT, memberId, places: 2, actor: 'member' });

/** The refusal's code (or 'ok') of a stake of `amount` decided at `now`. */
const stakeAt = (memberId: number, amount: bigint, now: Date) =>
  outcome(
    inRetryingTransaction(db(), (trx) =>
      responsibleGamingPort.checkStake(trx, { memberId, amount: minor(amount), currency: 'USD', now }),
    ),
  );
const depositAt = (memberId: number, amount: bigint, now: Date) =>
  outcome(
    inRetryingTransaction(db(), (trx) =>
      responsibleGamingPort.checkDeposit(trx, { memberId, amount: minor(amount), currency: 'USD', now }),
    ),
  );
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}
const latestBetTime = async (memberId: number) =>
  new Date(
    (
      await db()
        .selectFrom('bets')
        .select('placed_at')
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).placed_at,
  );

describe('loss and wager limits by rolling period', () => {
  for (const kind of ['loss', 'wager'] as const) {
    for (const period of PERIODS) {
      it(`a ${period} ${kind} limit of 10.00 counts a lost 6.00 bet until exactly ${period} later`, async () => {
        const m = await member();
        await setLimit(db(), ctx(m.id), { kind, period, amount: '10.00' }, new Date());
        await settledGameBet(db(), m.id, 600n, 0n);
        const placed = await latestBetTime(m.id);
        const after = (ms: number) => new Date(placed.getTime() + ms);
        expect(await stakeAt(m.id, 400n, after(1))).toBe('ok');
        expect(await stakeAt(m.id, 401n, after(1))).toBe(`rg.${kind}_limit_${period}`);
        expect(await stakeAt(m.id, 401n, after(PERIOD_MS[period] - 1))).toBe(`rg.${kind}_limit_${period}`);
        expect(await stakeAt(m.id, 1000n, after(PERIOD_MS[period]))).toBe('ok');
        expect(await stakeAt(m.id, 1001n, after(PERIOD_MS[period]))).toBe(`rg.${kind}_limit_${period}`);
      });
    }
  }

  it('counts losses net of payouts, wagers gross, and refuses through the game wallet with nothing written', async () => {
    const m = await member();
    await setLimit(db(), ctx(m.id), { kind: 'loss', period: 'day', amount: '10.00' }, new Date());
    await setLimit(db(), ctx(m.id), { kind: 'wager', period: 'day', amount: '15.00' }, new Date());
    await settledGameBet(db(), m.id, 600n, 300n); // lost 3.00 of 6.00 wagered
    const now = new Date(Date.now() + 1000);
    expect(await stakeAt(m.id, 700n, now)).toBe('ok');
    expect(await stakeAt(m.id, 701n, now)).toBe('rg.loss_limit_day');
    await settledGameBet(db(), m.id, 700n, 700n); // 13.00 wagered, still 3.00 lost
    expect(await stakeAt(m.id, 200n, now)).toBe('ok');
    expect(await stakeAt(m.id, 201n, now)).toBe('rg.wager_limit_day');
    const before = await db().selectFrom('bets').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    const refused = gameWallet.bet(db(), {
      merchantId: MERCHANT,
      vendorCode: 'PXG',
      memberId: m.id,
      transactionId: `rg-refused-${m.id}`,
      round: 'rg-r',
      amount: minor(201n),
    });
    await expect(refused).rejects.toMatchObject({ code: 'rg.wager_limit_day', params: { limit: '15.00' } });
    const after = await db().selectFrom('bets').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await rgState(db(), ctx(m.id), new Date())).toMatchObject({ exclusion: null });
  });

  it('refuses one stake above the maximum stake and any stake once the session time limit has run', async () => {
    const m = await member();
    await setLimit(db(), ctx(m.id), { kind: 'stake', period: 'none', amount: '5.00' }, new Date());
    await setLimit(db(), ctx(m.id), { kind: 'session', period: 'none', minutes: 30 }, new Date());
    const now = new Date();
    expect(await stakeAt(m.id, 500n, now)).toBe('ok');
    expect(await stakeAt(m.id, 501n, now)).toBe('rg.stake_limit');
    const session = await db()
      .selectFrom('sessions')
      .select('created_at')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const started = new Date(session.created_at).getTime();
    expect(await stakeAt(m.id, 100n, new Date(started + 30 * 60_000 - 1))).toBe('ok');
    expect(await stakeAt(m.id, 100n, new Date(started + 30 * 60_000))).toBe('rg.session_limit');
  });
});

describe('deposit limits by rolling period', () => {
  for (const period of PERIODS) {
    it(`a ${period} deposit limit of 300.00 refuses a deposit over it before payment, until ${period} later`, async () => {
      const m = await member(0n);
      const merchant = await getMerchantByCodeOrDefault(db());
      await setLimit(db(), ctx(m.id), { kind: 'deposit', period, amount: '300.00' }, new Date());
      const deposit = (amount: string, clientKey: string) =>
        createDeposit(paymentDeps(db()), merchant, m, { channel: 'bank_transfer', amount, clientKey });
      const first = await deposit('200.00', `rg-${period}-1`);
      await expect(deposit('100.01', `rg-${period}-2`)).rejects.toMatchObject({ code: `rg.deposit_limit_${period}` });
      const count = await db().selectFrom('deposits').select('id').where('member_id', '=', m.id).execute();
      expect(count).toHaveLength(1);
      const at = (ms: number) => new Date(new Date(first.deposit.createdAt).getTime() + ms);
      expect(await depositAt(m.id, 10_000n, at(1))).toBe('ok');
      expect(await depositAt(m.id, 10_001n, at(PERIOD_MS[period] - 1))).toBe(`rg.deposit_limit_${period}`);
      expect(await depositAt(m.id, 30_000n, at(PERIOD_MS[period]))).toBe('ok');
    });
  }
});

describe('changing a limit', () => {
  it('applies a decrease at once; an increase only after 24 hours and the member’s confirmation', async () => {
    const m = await member();
    const t0 = new Date('2026-11-28T10:00:00.000Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const change = (amount: string | null, now: Date) =>
      setLimit(db(), ctx(m.id), { kind: 'loss', period: 'day', amount }, now);
    await change('10.00', t0);
    expect((await change('5.00', t0)).limits).toEqual([{ kind: 'loss', period: 'day', value: '5.00', pending: null }]);
    const raised = await change('20.00', t0);
    expect(raised.limits[0]).toEqual({
      kind: 'loss',
      period: 'day',
      value: '5.00',
      pending: { value: '20.00', confirmableAt: at(COOLING_MS).toISOString(), confirmable: false },
    });
    // While it waits, the lower limit is the one in force.
    expect(await stakeAt(m.id, 501n, new Date())).toBe('rg.loss_limit_day');
    const confirm = (now: Date) => confirmLimit(db(), ctx(m.id), { kind: 'loss', period: 'day' }, now);
    await expect(confirm(at(COOLING_MS - 1))).rejects.toMatchObject({ code: 'rg.cooling_off' });
    expect((await confirm(at(COOLING_MS))).limits[0]).toMatchObject({ value: '20.00', pending: null });
    await expect(confirm(at(COOLING_MS))).rejects.toMatchObject({ code: 'rg.nothing_to_confirm' });

    await change(null, at(COOLING_MS));
    await expect(confirm(at(2 * COOLING_MS - 1))).rejects.toMatchObject({ code: 'rg.cooling_off' });
    expect((await confirm(at(2 * COOLING_MS))).limits).toEqual([]);
    const actions = (await rgHistory(db(), m.id, at(2 * COOLING_MS))).map((h) => h.action);
    expect(actions).toEqual([
      'limit_removed',
      'limit_removal_requested',
      'limit_raised',
      'limit_raise_requested',
      'limit_set',
      'limit_set',
    ]);
  });
});
