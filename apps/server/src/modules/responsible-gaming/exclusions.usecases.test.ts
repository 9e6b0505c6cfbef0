import { describe, expect, it } from 'vitest';
import { paymentDeps } from '../../../test/factories/withdrawals.ts';
import { balanceOf, expectLedgerSound, fund, MERCHANT, newPayingMember } from '../../../test/payments-fixtures.ts';
import { itOnPostgres, rowCount, sameDatabasePool, useTestDatabase } from '../../../test/test-db.ts';
import type { Db } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { createDeposit } from '../payments/deposits.usecases.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { addDays, addMonths } from './exclusion-rules.ts';
import { responsibleGamingPort } from './responsible-gaming.port.ts';
import {
  addRestriction,
  requestReopen,
  rgHistory,
  rgState,
  selfExclude,
  setLimit,
  takeTimeOut,
  type RgContext,
} from './responsible-gaming.usecases.ts';

/**
 * Time-outs, self-exclusions and operator restrictions: in force at once, never shortened, money
 * refused while they run; and a loss limit that concurrent stakes cannot overshoot (PostgreSQL,
 * several pools). The ledger balances and `ledger:check` finds nothing after every test.
 */
const database = useTestDatabase({
  afterEachTest: async (db: Db) => {
    await expectLedgerSound(db);
    expect((await checkMoney(db)).domain).toEqual([]);
  },
});
const db = () => database().db;

async function member(balance = 10_000n) {
  const { member } = await newPayingMember(db());
  if (balance > 0n) await fund(db(), member.id, balance);
  return member;
}
const ctx = (memberId: number, actor = 'member'): RgContext => ({ merchantId: MERCHANT, memberId, places: 2, actor });
let seq = 0;
const bet = (memberId: number, amount: bigint, on: Db = db()) =>
  gameWallet.bet(on, {
    merchantId: MERCHANT,
    vendorCode: 'PXG',
    memberId,
    transactionId: `rg-x-${memberId}-${++seq}`,
    round: `rg-x-${seq}`,
    amount: minor(amount),
  });

describe('exclusions', () => {
  it('a time-out refuses stakes and deposits at once with nothing moved, and ends at its end', async () => {
    const m = await member();
    const now = new Date();
    const state = await takeTimeOut(db(), ctx(m.id), 1, now);
    expect(state.exclusion).toMatchObject({ kind: 'timeout', endsAt: addDays(now, 1).toISOString() });
    const bets = await rowCount(db(), 'bets');
    await expect(bet(m.id, 100n)).rejects.toMatchObject({ code: 'rg.excluded', status: 403 });
    const merchant = await getMerchantByCodeOrDefault(db());
    await expect(
      createDeposit(paymentDeps(db()), merchant, m, { channel: 'bank_transfer', amount: '100.00', clientKey: 'rg-x' }),
    ).rejects.toMatchObject({ code: 'rg.excluded' });
    expect(await rowCount(db(), 'bets')).toBe(bets);
    expect(await balanceOf(db(), m.id)).toBe(10_000n);
    expect(await responsibleGamingPort.isExcluded(db(), m.id, addDays(now, 1))).toBe(false);
    expect(await responsibleGamingPort.isExcluded(db(), m.id, new Date(addDays(now, 1).getTime() - 1))).toBe(true);
  });

  it('an exclusion cannot be shortened by the member or an operator; a longer one is added', async () => {
    const m = await member(0n);
    const now = new Date();
    await selfExclude(db(), ctx(m.id), 6, now);
    await expect(takeTimeOut(db(), ctx(m.id), 42, now)).rejects.toMatchObject({ code: 'rg.cannot_shorten' });
    await expect(selfExclude(db(), ctx(m.id), 5 * 12 - 59, now)).rejects.toMatchObject({ code: 'rg.cannot_shorten' });
    await expect(addRestriction(db(), ctx(m.id, 'operator:ops'), 30, 'asked by phone', now)).rejects.toMatchObject({
      code: 'rg.cannot_shorten',
    });
    await expect(requestReopen(db(), ctx(m.id), addDays(now, 1))).rejects.toMatchObject({ code: 'rg.reopen_not_due' });
    // An operator may add a restriction without end; it then outlasts every shorter wish.
    const restricted = await addRestriction(db(), ctx(m.id, 'operator:ops'), null, 'problem gambling flag', now);
    expect(restricted.exclusion).toMatchObject({ kind: 'operator', endsAt: null });
    await expect(selfExclude(db(), ctx(m.id), 60, now)).rejects.toMatchObject({ code: 'rg.cannot_shorten' });
    expect(await responsibleGamingPort.isExcluded(db(), m.id, addMonths(now, 100))).toBe(true);
    const history = await rgHistory(db(), m.id, now);
    expect(history.map((h) => [h.action, h.actor])).toEqual([
      ['operator', 'operator:ops'],
      ['self_exclusion', 'member'],
    ]);
  });

  it('a self-exclusion that ended reopens only 24 hours after the member asks', async () => {
    const m = await member(0n);
    const start = new Date('2026-01-10T08:00:00.000Z');
    await selfExclude(db(), ctx(m.id), 6, start);
    const ended = addMonths(start, 6);
    expect(await responsibleGamingPort.isExcluded(db(), m.id, addDays(ended, 30))).toBe(true);
    expect((await rgState(db(), ctx(m.id), addDays(ended, 30))).canRequestReopen).toBe(true);
    const asked = addDays(ended, 30);
    const state = await requestReopen(db(), ctx(m.id), asked);
    expect(state.exclusion).toMatchObject({ reopensAt: addDays(asked, 1).toISOString() });
    expect(await responsibleGamingPort.isExcluded(db(), m.id, new Date(addDays(asked, 1).getTime() - 1))).toBe(true);
    expect(await responsibleGamingPort.isExcluded(db(), m.id, addDays(asked, 1))).toBe(false);
  });

  itOnPostgres('concurrent stakes from three server pools cannot overshoot a loss limit', async () => {
    const m = await member();
    await setLimit(db(), ctx(m.id), { kind: 'loss', period: 'day', amount: '10.00' }, new Date());
    const pools = [database(), await sameDatabasePool(database()), await sameDatabasePool(database())];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => bet(m.id, 300n, pools[i % pools.length]!.db)),
      );
      const refused = results.filter((r) => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'rg.loss_limit_day' });
      expect(await balanceOf(db(), m.id)).toBe(10_000n - 900n);
    } finally {
      await pools[1]!.close();
      await pools[2]!.close();
    }
  });
});
