import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectLedgerSound, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { minor } from '../../lib/money.ts';
import { settleMany } from '../game-wallet/game-wallet-bulk.usecases.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { forgetBrandCalendars } from './brand-calendar.ts';
import { businessDay } from './business-periods.ts';
import { playRecordRepository } from './play-record.repository.ts';
import { checkPlayRollups } from './stats-check.usecases.ts';

const database = useTestDatabase({
  afterEachTest: async (db) => {
    await expectLedgerSound(db);
    expect(await checkPlayRollups(db, MERCHANT)).toEqual([]);
  },
});
const db = () => database().db;
let seq = 0;
const id = (prefix: string) => `pr-${prefix}-${++seq}`;

async function player(cents = 100_000n) {
  const { member } = await newMember(db());
  await fund(db(), member.id, cents);
  return member.id;
}

async function placeAndSettle(
  memberId: number,
  vendorCode: string,
  stake: bigint,
  payout: bigint,
  winChanceBp?: number,
) {
  const bet = id('bet');
  const base = { merchantId: MERCHANT, vendorCode, memberId };
  const placed = await gameWallet.bet(db(), {
    ...base,
    transactionId: bet,
    round: bet,
    amount: minor(stake),
    ...(winChanceBp === undefined ? {} : { winChanceBp }),
  });
  await gameWallet.win(db(), {
    ...base,
    transactionId: id('win'),
    referenceTransactionId: bet,
    round: bet,
    amount: minor(payout),
  });
  return { betId: placed.betId!, transactionId: bet };
}

const betRow = (betId: number) => db().selectFrom('bets').selectAll().where('id', '=', betId).executeTakeFirstOrThrow();

async function dayOf(memberId: number) {
  const rows = await db()
    .selectFrom('member_day_play')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('category')
    .execute();
  // A bet that settled and was then rolled back leaves its row at zero: nothing counted.
  return rows
    .filter((r) => Number(r.bets) !== 0 || Number(r.stake) !== 0)
    .map((r) => ({
      category: r.category,
      bets: Number(r.bets),
      stake: Number(r.stake),
      validBet: Number(r.valid_bet),
      payout: Number(r.payout),
      winLoss: Number(r.win_loss),
    }));
}

describe('valid bet stored when a bet settles', () => {
  it('a slot counts its whole stake, a live table 20 % (the brand default for LIVE)', async () => {
    const memberId = await player();
    const slot = await placeAndSettle(memberId, 'PXG', 1_000n, 0n);
    const live = await placeAndSettle(memberId, 'LMN', 1_000n, 1_950n);
    expect(Number((await betRow(slot.betId)).valid_bet)).toBe(1_000);
    expect(Number((await betRow(live.betId)).valid_bet)).toBe(200);
  });

  it("a brand's rule for one vendor wins over its category's", async () => {
    const memberId = await player();
    await playRecordRepository.setValidBetShare(db(), MERCHANT, 'RNG', 'SPW', 5_000);
    await playRecordRepository.setValidBetShare(db(), MERCHANT, 'RNG', '', 9_000);
    forgetBrandCalendars();
    try {
      const spw = await placeAndSettle(memberId, 'SPW', 1_000n, 0n);
      const pxg = await placeAndSettle(memberId, 'PXG', 1_000n, 0n);
      expect(Number((await betRow(spw.betId)).valid_bet)).toBe(500);
      expect(Number((await betRow(pxg.betId)).valid_bet)).toBe(900);
    } finally {
      await db().deleteFrom('valid_bet_rules').where('merchant_id', '=', MERCHANT).execute();
      forgetBrandCalendars();
    }
  });

  it('a near-sure bet counts only its real risk: a 98 % roll counts 4 %, a coin flip all of it', async () => {
    const memberId = await player();
    const sure = await placeAndSettle(memberId, 'PXG', 10_000n, 10_100n, 9_800);
    const even = await placeAndSettle(memberId, 'PXG', 10_000n, 0n, 5_000);
    expect(Number((await betRow(sure.betId)).valid_bet)).toBe(400);
    expect(Number((await betRow(even.betId)).valid_bet)).toBe(10_000);
  });

  it('an open bet and a rolled-back bet count nothing', async () => {
    const memberId = await player();
    const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId };
    const open = await gameWallet.bet(db(), { ...base, transactionId: id('open'), round: 'o', amount: minor(700n) });
    expect(Number((await betRow(open.betId!)).valid_bet)).toBe(0);
    const settled = await placeAndSettle(memberId, 'PXG', 800n, 100n);
    await gameWallet.rollback(db(), {
      ...base,
      transactionId: id('rb'),
      referenceTransactionId: settled.transactionId,
    });
    const row = await betRow(settled.betId);
    expect([row.status, Number(row.valid_bet)]).toEqual(['rolled_back', 0]);
    expect(await dayOf(memberId)).toEqual([]);
  });
});

describe('business day of a settlement', () => {
  it("belongs to the brand's zone, so a brand in Ho Chi Minh City rolls over at 17:00 UTC", async () => {
    await db().updateTable('merchants').set({ time_zone: 'Asia/Ho_Chi_Minh' }).where('id', '=', MERCHANT).execute();
    forgetBrandCalendars();
    try {
      const memberId = await player();
      const { betId } = await placeAndSettle(memberId, 'PXG', 500n, 0n);
      const row = await betRow(betId);
      expect(row.business_day).toBe(businessDay(row.settled_at!, 'Asia/Ho_Chi_Minh'));
      expect(row.business_hour!.slice(0, 10)).toBe(row.business_day);
    } finally {
      await db().updateTable('merchants').set({ time_zone: 'UTC' }).where('id', '=', MERCHANT).execute();
      forgetBrandCalendars();
    }
  });
});

describe('roll-ups equal a recomputation from the bets', () => {
  it('after a mixed evening: wins, a second win, a rolled-back win, a rolled-back bet, a bulk settlement', async () => {
    const [alice, bob] = [await player(), await player()];
    await placeAndSettle(alice, 'PXG', 1_000n, 2_500n);
    await placeAndSettle(alice, 'LMN', 2_000n, 0n);
    const twice = await placeAndSettle(bob, 'PXG', 500n, 300n);
    const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId: bob };
    const second = id('win2');
    await gameWallet.win(db(), {
      ...base,
      transactionId: second,
      referenceTransactionId: twice.transactionId,
      round: twice.transactionId,
      amount: minor(400n),
    });
    await gameWallet.rollback(db(), { ...base, transactionId: id('rbw'), referenceTransactionId: second });
    const undone = await placeAndSettle(bob, 'PXG', 900n, 0n);
    await gameWallet.rollback(db(), {
      ...base,
      transactionId: id('rbb'),
      referenceTransactionId: undone.transactionId,
    });
    // A lottery-like round settled in bulk: one win, one loss.
    const round = id('round');
    const lines = [
      { memberId: alice, stake: 300n, payout: 900n },
      { memberId: bob, stake: 200n, payout: 0n },
    ];
    const settlements = [];
    for (const line of lines) {
      const tx = id('line');
      await gameWallet.bet(db(), {
        merchantId: MERCHANT,
        vendorCode: 'KNO',
        memberId: line.memberId,
        transactionId: tx,
        round,
        amount: minor(line.stake),
      });
      settlements.push({
        memberId: line.memberId,
        transactionId: `${tx}:win`,
        referenceTransactionId: tx,
        amount: minor(line.payout),
      });
    }
    await settleMany(db() as never, { merchantId: MERCHANT, vendorCode: 'KNO', round }, settlements);

    expect(await dayOf(alice)).toEqual([
      { category: 'ELOTT', bets: 1, stake: 300, validBet: 300, payout: 900, winLoss: 600 },
      { category: 'LIVE', bets: 1, stake: 2_000, validBet: 400, payout: 0, winLoss: -2_000 },
      { category: 'RNG', bets: 1, stake: 1_000, validBet: 1_000, payout: 2_500, winLoss: 1_500 },
    ]);
    expect(await dayOf(bob)).toEqual([
      { category: 'ELOTT', bets: 1, stake: 200, validBet: 200, payout: 0, winLoss: -200 },
      { category: 'RNG', bets: 1, stake: 500, validBet: 500, payout: 300, winLoss: -200 },
    ]);
  });

  it('a crash at any statement of a settlement leaves the bet open and the roll-ups untouched', async () => {
    const memberId = await player();
    const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId };
    const placeOpen = async () => {
      const bet = id('kill');
      await gameWallet.bet(db(), { ...base, transactionId: bet, round: bet, amount: minor(600n) });
      return { ...base, transactionId: id('killwin'), referenceTransactionId: bet, round: bet, amount: minor(900n) };
    };
    const statusOf = async (transactionId: string) =>
      (
        await db()
          .selectFrom('bets')
          .select('status')
          .where('transaction_id', '=', transactionId)
          .executeTakeFirstOrThrow()
      ).status;
    // How many statements a win takes, counted on one bet; then a second bet's win is killed at each in turn.
    let statements = 0;
    await gameWallet.win(db().withPlugin(onEveryQuery(() => statements++)), await placeOpen());
    expect(statements).toBeGreaterThan(3);
    const win = await placeOpen();
    for (let failAt = 1; failAt <= statements; failAt++) {
      let n = 0;
      const killing = onEveryQuery(() => {
        if (++n === failAt) throw new Error(`killed at statement ${failAt}`);
      });
      await expect(gameWallet.win(db().withPlugin(killing), win)).rejects.toThrow(/killed/);
      expect(await statusOf(win.referenceTransactionId)).toBe('open');
      expect(await checkPlayRollups(db(), MERCHANT)).toEqual([]);
      await expectLedgerSound(db());
    }
    await gameWallet.win(db(), win);
    expect(await statusOf(win.referenceTransactionId)).toBe('settled');
    expect((await dayOf(memberId))[0]).toMatchObject({ bets: 2, stake: 1_200, payout: 1_800 });
  });
});

function onEveryQuery(onQuery: () => void): KyselyPlugin {
  return {
    transformQuery: (args) => {
      onQuery();
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
}
