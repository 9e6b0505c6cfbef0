import { describe, expect, it } from 'vitest';
import { bonusesByDay, businessDayAt } from '../../../test/bonus-days.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { paymentDeps } from '../../../test/factories/withdrawals.ts';
import { expectLedgerSound, fund, newPayingMember, PAYMENT_PASSWORD } from '../../../test/payments-fixtures.ts';
import { BRAND, betRule, depositRule, grantPoints, pointsSettings, codeOf } from '../../../test/points-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { createDeposit } from '../payments/deposits.usecases.ts';
import { creditDeposit } from '../payments/deposit-settlement.usecases.ts';
import { DEPOSIT_CREDITED_LISTENERS } from '../payments/deposit-events.port.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { deliverPlayEvents } from '../play-record/play-events.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { pointsBetSubscriber, pointsDepositListener } from './earning.usecases.ts';
import { pointsBalance } from './points-ledger.ts';
import { convertPoints, earnFromDeposit, expireDueLots, pointBalance } from './points.usecases.ts';

/**
 * Earning (per valid bet by category, per deposit, once per source), FIFO expiry, and conversion
 * through the ledger. After every test the ledger balances per currency and `ledger:check`'s
 * domain reconciliation (points lots, redemptions and conversions included) finds nothing.
 */
const database = useTestDatabase({
  afterEachTest: async (db) => {
    await expectLedgerSound(db);
    const money = await checkMoney(db);
    expect(money.domain).toEqual([]);
    expect(Object.values(money.ledger.sumsByCurrency).every((sum) => sum === 0n)).toBe(true);
  },
});
const db = () => database().db;
const points = async (memberId: number) => Number(await pointsBalance(db(), BRAND.id, memberId));
const deliver = () => deliverPlayEvents(db(), [pointsBetSubscriber]);

describe('earning by rule', () => {
  it('a member on a time-out earns nothing: a round open before it and settled during it (responsible gaming)', async () => {
    await pointsSettings(db());
    await betRule(db(), 'ALL', 1);
    const { member } = await newPayingMember(db());
    await fund(db(), member.id, 10_000n);
    const base = { merchantId: BRAND.id, vendorCode: 'PXG', memberId: member.id };
    await gameWallet.bet(db(), { ...base, transactionId: 'rg-open', round: 'rg-open', amount: 500n as never });
    await takeTimeOut(db(), { merchantId: BRAND.id, memberId: member.id, places: 2, actor: 'member' }, 1, new Date());
    await gameWallet.win(db(), {
      ...base,
      transactionId: 'rg-open:win',
      referenceTransactionId: 'rg-open',
      round: 'rg-open',
      amount: 0n as never,
    });
    await deliver();
    expect(await points(member.id)).toBe(0);
  });

  it('a settled bet earns by its category’s rule on the valid bet stored on it, once per bet', async () => {
    await pointsSettings(db());
    await betRule(db(), 'LIVE', 3);
    await betRule(db(), 'ALL', 1);
    const { member } = await newPayingMember(db());
    await fund(db(), member.id, 10_000n);
    await settledGameBet(db(), member.id, 1_000n, 0n, 'LMN'); // live: valid bet 20 % of 10.00 = 2.00 → 6
    await settledGameBet(db(), member.id, 500n, 900n, 'PXG'); // RNG has no rule of its own: ALL, 5.00 → 5
    await deliver();
    expect(await points(member.id)).toBe(11);
    await deliver();
    // Redelivering the same events (a crashed batch) earns nothing more: each bet is a source once.
    const events = await db().selectFrom('play_events').selectAll().where('member_id', '=', member.id).execute();
    await db()
      .updateTable('play_event_cursors')
      .set({ last_id: Number(events[0]!.id) - 1 })
      .where('subscriber', '=', pointsBetSubscriber.name)
      .execute();
    await deliver();
    expect(await points(member.id)).toBe(11);
    const lots = await db()
      .selectFrom('points_lots')
      .select(['source_key', 'points'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(lots.map((l) => [l.source_key.split(':')[0], Number(l.points)])).toEqual([
      ['bet', 6],
      ['bet', 5],
    ]);
  });

  it('a rolled-back bet gives back the points its lot still holds; other bets keep theirs', async () => {
    await pointsSettings(db());
    await betRule(db(), 'ALL', 1);
    const { member } = await newPayingMember(db());
    await fund(db(), member.id, 10_000n);
    const undone = await settledGameBet(db(), member.id, 500n, 0n, 'PXG');
    await settledGameBet(db(), member.id, 300n, 0n, 'PXG');
    await deliver();
    expect(await points(member.id)).toBe(8);
    await gameWallet.rollback(db(), {
      ...undone,
      transactionId: `${undone.transactionId}:rb`,
      referenceTransactionId: undone.transactionId,
    });
    await deliver();
    await deliver();
    expect(await points(member.id)).toBe(3);
    const lots = await db()
      .selectFrom('points_lots')
      .select(['remaining', 'expired'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(lots.map((l) => [Number(l.remaining), Number(l.expired)])).toEqual([
      [0, 5],
      [3, 0],
    ]);
  });

  it('a credited deposit earns once by the deposit rule, in its credit; one under the minimum earns nothing', async () => {
    await pointsSettings(db());
    await depositRule(db(), 10, '10.00', '20.00');
    const { member } = await newPayingMember(db());
    const merchant = await getMerchantByCodeOrDefault(db());
    const deps = paymentDeps(db());
    const pay = async (amount: string, clientKey: string) => {
      const { deposit } = await createDeposit(deps, merchant, member, { channel: 'bank_transfer', amount, clientKey });
      await creditDeposit(deps, deposit.id, ['pending']);
      return deposit.id;
    };
    DEPOSIT_CREDITED_LISTENERS.push(pointsDepositListener);
    try {
      const earning = await pay('55.00', 'points-dep-1');
      expect(await points(member.id)).toBe(55);
      await pay('15.00', 'points-dep-2');
      expect(await points(member.id)).toBe(55);
      // The credit again (a repeated webhook) and the listener again: the deposit earned already.
      await creditDeposit(deps, earning, ['pending']);
      const again = {
        id: earning,
        merchantId: BRAND.id,
        memberId: member.id,
        amount: minor(5500n),
        ordinal: 1,
        creditedAt: new Date().toISOString(),
      };
      expect(await inTransaction(db(), (trx) => earnFromDeposit(trx, again))).toBe(false);
      expect(await points(member.id)).toBe(55);
      const lots = await db()
        .selectFrom('points_lots')
        .select('source_key')
        .where('member_id', '=', member.id)
        .execute();
      expect(lots.map((l) => l.source_key)).toEqual([`deposit:${earning}`]);
    } finally {
      DEPOSIT_CREDITED_LISTENERS.splice(DEPOSIT_CREDITED_LISTENERS.indexOf(pointsDepositListener), 1);
    }
  });

  it('two credits of one deposit racing: it is credited and earns once', async () => {
    await pointsSettings(db());
    await depositRule(db(), 10, '10.00', '20.00');
    const { member } = await newPayingMember(db());
    const merchant = await getMerchantByCodeOrDefault(db());
    const deps = paymentDeps(db());
    const { deposit } = await createDeposit(deps, merchant, member, {
      channel: 'bank_transfer',
      amount: '30.00',
      clientKey: 'points-dep-race',
    });
    DEPOSIT_CREDITED_LISTENERS.push(pointsDepositListener);
    try {
      await Promise.allSettled([
        creditDeposit(deps, deposit.id, ['pending']),
        creditDeposit(deps, deposit.id, ['pending']),
      ]);
      expect(await points(member.id)).toBe(30);
    } finally {
      DEPOSIT_CREDITED_LISTENERS.splice(DEPOSIT_CREDITED_LISTENERS.indexOf(pointsDepositListener), 1);
    }
  });
});

describe('expiry, first in first out', () => {
  it('spends and expires the oldest points first, and shows them before they go', async () => {
    await pointsSettings(db());
    const { member } = await newPayingMember(db());
    const now = new Date();
    const day = 86_400_000;
    await grantPoints(db(), member.id, 100n, { expiresAt: new Date(now.getTime() + 10 * day) });
    await grantPoints(db(), member.id, 50n, { expiresAt: new Date(now.getTime() + 40 * day) });
    const before = await pointBalance(db(), BRAND.id, member.id, now);
    expect(before.currentPoints).toBe(150);
    expect(before.expiring).toEqual([{ points: 100, expiresAt: new Date(now.getTime() + 10 * day).toISOString() }]);

    const merchant = await getMerchantByCodeOrDefault(db());
    await convertPoints(
      db(),
      merchant,
      member,
      { points: 130, paymentPassword: PAYMENT_PASSWORD, clientKey: 'fifo-conv-1' },
      null,
    );
    // 100 from the first lot, 30 from the second: 20 left, all in the later lot.
    expect(await expireDueLots(db(), new Date(now.getTime() + 11 * day))).toBe(0);
    expect(await points(member.id)).toBe(20);

    await grantPoints(db(), member.id, 40n, { expiresAt: new Date(now.getTime() + 5 * day) });
    expect(await expireDueLots(db(), new Date(now.getTime() + 6 * day))).toBe(1);
    expect(await points(member.id)).toBe(20);
    // (Lots of other tests' members expire in the same pass: the count is the whole brand's.)
    expect(await expireDueLots(db(), new Date(now.getTime() + 41 * day))).toBeGreaterThanOrEqual(1);
    expect(await expireDueLots(db(), new Date(now.getTime() + 41 * day))).toBe(0);
    expect(await points(member.id)).toBe(0);
  });
});

describe('conversion to money', () => {
  it('converts at the brand ratio above its minimum, once per client key, through the ledger', async () => {
    await pointsSettings(db(), { ratio: 100, minConvert: 100 });
    const { member } = await newPayingMember(db());
    const merchant = await getMerchantByCodeOrDefault(db());
    await grantPoints(db(), member.id, 500n);
    const convert = (pts: number, clientKey: string, paymentPassword = PAYMENT_PASSWORD) =>
      convertPoints(db(), merchant, member, { points: pts, paymentPassword, clientKey }, null);

    expect(await codeOf(convert(50, 'conv-small'))).toBe('points.below_minimum');
    expect(await codeOf(convert(250, 'conv-bad-pw', '000000'))).toBe('wallet.payment_password_invalid');
    expect(await codeOf(convert(1_000, 'conv-too-much'))).toBe('points.insufficient');
    expect(await points(member.id)).toBe(500);
    expect(await balanceOf(db(), member.id)).toBe(0n);

    const done = await convert(250, 'conv-ok');
    expect(done).toMatchObject({
      replayed: false,
      changedPoints: 250,
      ratio: 100,
      amount: '2.50',
      balance: '2.50',
      currentPoints: 250,
    });
    expect(await convert(250, 'conv-ok')).toMatchObject({ replayed: true, amount: '2.50', currentPoints: 250 });
    expect(await codeOf(convert(200, 'conv-ok'))).toBe('points.idempotency_conflict');
    expect(await balanceOf(db(), member.id)).toBe(250n);
    const rows = await db().selectFrom('points_conversions').selectAll().where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('takes whole steps only where the ratio does not divide into cents', async () => {
    await pointsSettings(db(), { ratio: 150, minConvert: 300 });
    const { member } = await newPayingMember(db());
    const merchant = { ...(await getMerchantByCodeOrDefault(db())), places: 0 };
    await grantPoints(db(), member.id, 1_000n);
    const convert = (pts: number, key: string) =>
      convertPoints(db(), merchant, member, { points: pts, paymentPassword: PAYMENT_PASSWORD, clientKey: key }, null);
    expect(await codeOf(convert(400, 'step-1'))).toBe('points.not_whole_step');
    expect(await convert(450, 'step-2')).toMatchObject({ changedPoints: 450, currentPoints: 550 });
    await pointsSettings(db());
  });
});

describe('bonus cost in the play record', () => {
  it('money for points counts as a bonus on the day of conversion, once; points granted count nothing', async () => {
    await pointsSettings(db());
    const merchant = await getMerchantByCodeOrDefault(db());
    const { member } = await newPayingMember(db());
    await grantPoints(db(), member.id, 500n);
    expect(await bonusesByDay(db(), member.id)).toEqual({});
    const convert = () =>
      convertPoints(
        db(),
        merchant,
        member,
        { points: 250, paymentPassword: PAYMENT_PASSWORD, clientKey: 'bonus-day' },
        null,
      );
    await convert();
    expect(await convert()).toMatchObject({ replayed: true });
    expect(await bonusesByDay(db(), member.id)).toEqual({ [await businessDayAt(db(), new Date())]: 250n });
  });
});
