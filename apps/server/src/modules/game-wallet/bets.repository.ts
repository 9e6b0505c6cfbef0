import type { BetStatus } from '@arcadia/contracts';
import type { Insertable } from 'kysely';
import type { BetsTable, GameTransactionsTable } from './game-wallet.tables.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Minor } from '../../lib/money.ts';
import { findRow, listRows } from '../../lib/rows.ts';
import { mapBet, mapTx, type Bet, type GameTransaction } from './bet-rows.ts';
import { precompiled, prefixed, slotsFor, type Prefixed, type Slots } from '../../db/precompiled.ts';

export type { Bet, GameTransaction } from './bet-rows.ts';

/** A vendor's wallet calls, every column, for the caller to narrow. */
const transactionsOfVendor = (db: DbOrTrx, vendorId: number) =>
  db.selectFrom('game_transactions').selectAll().where('vendor_id', '=', vendorId);

// The play path's statements, of fixed text (db/precompiled.ts).
type BetRow = Required<Omit<Insertable<BetsTable>, 'id'>>;
const BET_COLUMNS = [
  'merchant_id',
  'member_id',
  'vendor_id',
  'game_id',
  'category',
  'round',
  'transaction_id',
  'currency',
  'stake',
  'status',
  'demo',
  'placed_at',
  'settled_at',
  'bet_ledger_id',
  'last_ledger_id',
  'win_chance_bp',
  'business_hour',
  'business_day',
  'payout',
  'valid_bet',
] as const satisfies readonly (keyof BetRow)[];
const insertBetRow = precompiled((db, $: Slots<BetRow>) =>
  db.insertInto('bets').values(slotsFor<BetRow>($, BET_COLUMNS)).returning('id'),
);

type GameTransactionRow = Required<Omit<Insertable<GameTransactionsTable>, 'id'>>;
const CALL_COLUMNS = [
  'merchant_id',
  'vendor_id',
  'transaction_id',
  'kind',
  'bet_id',
  'reference_id',
  'amount',
  'request_hash',
  'ledger_id',
  'created_at',
] as const satisfies readonly (keyof GameTransactionRow)[];
type TwoCalls = Prefixed<GameTransactionRow, 'bet.'> & Prefixed<GameTransactionRow, 'win.'>;
type Links = { bet_ledger_id: number | null; last_ledger_id: number | null; id: number };
type InstantCall = Omit<GameTransaction, 'id'> & { merchantId: number };
/** The two rows of an instant bet's calls: its bet and its win. */
const twoCallRows = ($: Slots<TwoCalls>) => [
  slotsFor<GameTransactionRow, 'bet.'>($, CALL_COLUMNS, 'bet.'),
  slotsFor<GameTransactionRow, 'win.'>($, CALL_COLUMNS, 'win.'),
];
const instantCalls = precompiled((db, $: Slots<TwoCalls>) => db.insertInto('game_transactions').values(twoCallRows($)));
const betLinks = precompiled((db, $: Slots<Links>) =>
  db
    .updateTable('bets')
    .set({ bet_ledger_id: $('bet_ledger_id'), last_ledger_id: $('last_ledger_id') })
    .where('id', '=', $('id')),
);
/** PostgreSQL: both, and the bet's ledger links, in one statement (SQLite has no writing WITH). */
const instantCallsLinked = precompiled((db, $: Slots<TwoCalls & Links>) =>
  db
    .with('linked', (w) =>
      w
        .updateTable('bets')
        .set({ bet_ledger_id: $('bet_ledger_id'), last_ledger_id: $('last_ledger_id') })
        .where('id', '=', $('id')),
    )
    .insertInto('game_transactions')
    .values(twoCallRows($)),
);

export const betsRepository = {
  async findTransaction(db: DbOrTrx, vendorId: number, transactionId: string): Promise<GameTransaction | undefined> {
    const row = await transactionsOfVendor(db, vendorId).where('transaction_id', '=', transactionId).executeTakeFirst();
    return row && mapTx(row);
  },

  /** Rollbacks that name this transaction (one that came before it is a marker). */
  async rollbackOf(db: DbOrTrx, vendorId: number, transactionId: string): Promise<GameTransaction | undefined> {
    const row = await transactionsOfVendor(db, vendorId)
      .where('reference_id', '=', transactionId)
      .where('kind', '=', 'rollback')
      .executeTakeFirst();
    return row && mapTx(row);
  },

  /**
   * Which of these transactions of a bet a rollback has named: one of the bet's own member (a
   * rollback sent by another member records no bet, moves nothing and counts for nothing).
   */
  async rolledBackOfBet(db: DbOrTrx, vendorId: number, betId: number, transactionIds: string[]): Promise<Set<string>> {
    if (transactionIds.length === 0) return new Set();
    const rows = await transactionsOfVendor(db, vendorId)
      .where('reference_id', 'in', transactionIds)
      .where('kind', '=', 'rollback')
      .where('bet_id', '=', betId)
      .execute();
    return new Set(rows.map((r) => String(r.reference_id)));
  },

  winsOf(db: DbOrTrx, betId: number): Promise<GameTransaction[]> {
    return listRows(db, 'game_transactions', { bet_id: betId, kind: 'win' }, [], mapTx);
  },

  async insertTransaction(
    db: DbOrTrx,
    t: Omit<GameTransaction, 'id' | 'ledgerId'> & { merchantId: number },
  ): Promise<number> {
    const row = await db
      .insertInto('game_transactions')
      .values({
        merchant_id: t.merchantId,
        vendor_id: t.vendorId,
        transaction_id: t.transactionId,
        kind: t.kind,
        bet_id: t.betId,
        reference_id: t.referenceId,
        amount: t.amount.toString(),
        request_hash: t.requestHash,
        ledger_id: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /**
   * The wallet calls of a bet decided as it was placed (its bet and its win), and the bet's ledger
   * links: one statement on PostgreSQL, two on SQLite (which has no writing WITH).
   */
  async recordInstantCalls(
    db: DbOrTrx,
    bet: { id: number; betLedgerId: number | null; lastLedgerId: number | null },
    calls: [InstantCall, InstantCall],
  ): Promise<void> {
    const createdAt = new Date().toISOString();
    const rows = calls.map((t) => ({
      merchant_id: t.merchantId,
      vendor_id: t.vendorId,
      transaction_id: t.transactionId,
      kind: t.kind,
      bet_id: t.betId,
      reference_id: t.referenceId,
      amount: t.amount.toString(),
      request_hash: t.requestHash,
      ledger_id: t.ledgerId,
      created_at: createdAt,
    }));
    const links = { bet_ledger_id: bet.betLedgerId, last_ledger_id: bet.lastLedgerId };
    const [betCall, win] = rows as [GameTransactionRow, GameTransactionRow];
    if (isPostgres(db)) {
      await instantCallsLinked.run(db, {
        ...prefixed(betCall, 'bet.'),
        ...prefixed(win, 'win.'),
        ...links,
        id: bet.id,
      });
      return;
    }
    await instantCalls.run(db, { ...prefixed(betCall, 'bet.'), ...prefixed(win, 'win.') });
    await betLinks.run(db, { ...links, id: bet.id });
  },

  async setTransactionLedger(db: DbOrTrx, id: number, ledgerId: number | null, betId?: number): Promise<void> {
    await db
      .updateTable('game_transactions')
      .set({ ledger_id: ledgerId, ...(betId === undefined ? {} : { bet_id: betId }) })
      .where('id', '=', id)
      .execute();
  },

  findBet(db: DbOrTrx, id: number): Promise<Bet | undefined> {
    return findRow(db, 'bets', { id }, mapBet);
  },

  /** The bet a vendor's bet transaction made, in one query (a win looks it up while holding the house account). */
  async betOfTransaction(db: DbOrTrx, vendorId: number, transactionId: string): Promise<Bet | undefined> {
    const row = await db
      .selectFrom('game_transactions as t')
      .innerJoin('bets as b', 'b.id', 't.bet_id')
      .selectAll('b')
      .where('t.vendor_id', '=', vendorId)
      .where('t.transaction_id', '=', transactionId)
      .where('t.kind', '=', 'bet')
      .executeTakeFirst();
    return row && mapBet(row);
  },

  async latestOpenBetInRound(db: DbOrTrx, vendorId: number, memberId: number, round: string) {
    const row = await db
      .selectFrom('bets')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .where('member_id', '=', memberId)
      .where('round', '=', round)
      .where('status', '!=', 'rolled_back')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && mapBet(row);
  },

  /** An open bet, or (`settled`) one decided as it was placed, written once in its final state. */
  async insertBet(
    db: DbOrTrx,
    b: Omit<
      Bet,
      'id' | 'payout' | 'settledAt' | 'status' | 'betLedgerId' | 'validBet' | 'businessHour' | 'businessDay'
    >,
    settled?: Pick<Bet, 'payout' | 'settledAt' | 'validBet' | 'businessHour' | 'businessDay'>,
  ) {
    const row = await insertBetRow.first(db, {
      merchant_id: b.merchantId,
      member_id: b.memberId,
      vendor_id: b.vendorId,
      game_id: b.gameId,
      category: b.category,
      round: b.round,
      transaction_id: b.transactionId,
      currency: b.currency,
      stake: b.stake.toString(),
      status: settled ? 'settled' : 'open',
      demo: b.demo ? 1 : 0,
      placed_at: b.placedAt,
      settled_at: settled?.settledAt ?? null,
      bet_ledger_id: null,
      last_ledger_id: null,
      win_chance_bp: b.winChanceBp,
      business_hour: settled?.businessHour ?? null,
      business_day: settled?.businessDay ?? null,
      payout: settled ? settled.payout.toString() : '0',
      valid_bet: settled ? settled.validBet.toString() : '0',
    });
    return Number(row!.id);
  },

  async updateBet(
    db: DbOrTrx,
    id: number,
    values: {
      payout?: Minor;
      status?: BetStatus;
      settledAt?: string | null;
      betLedgerId?: number;
      lastLedgerId?: number;
      /** The play record's figures for the new state (settledFacts). */
      played?: Pick<Bet, 'validBet' | 'businessHour' | 'businessDay'>;
    },
  ): Promise<void> {
    await db
      .updateTable('bets')
      .set({
        ...(values.payout === undefined ? {} : { payout: values.payout.toString() }),
        ...(values.status === undefined ? {} : { status: values.status }),
        ...(values.settledAt === undefined ? {} : { settled_at: values.settledAt }),
        ...(values.betLedgerId === undefined ? {} : { bet_ledger_id: values.betLedgerId }),
        ...(values.lastLedgerId === undefined ? {} : { last_ledger_id: values.lastLedgerId }),
        ...(values.played === undefined
          ? {}
          : {
              valid_bet: values.played.validBet.toString(),
              business_hour: values.played.businessHour,
              business_day: values.played.businessDay,
            }),
      })
      .where('id', '=', id)
      .execute();
  },
};
