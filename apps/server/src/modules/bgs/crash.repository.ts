import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { findRow, listRows } from '../../lib/rows.ts';
import type { CrashBetsTable, CrashRoundsTable } from './bgs.tables.ts';

export type CrashRoundRow = {
  id: number;
  number: number;
  chainId: number;
  hash: string;
  crash100: number;
  status: CrashRoundsTable['status'];
  flightAt: string;
  bustAt: string;
  bustedAt: string | null;
};

export type CrashBetRow = {
  id: number;
  merchantId: number;
  memberId: number;
  roundId: number;
  betId: number;
  playerName: string;
  amount: Minor;
  autoCashout100: number | null;
  cashout100: number | null;
  payout: Minor;
  status: CrashBetsTable['status'];
  createdAt: string;
};

const mapRound = (row: Selectable<CrashRoundsTable>): CrashRoundRow => ({
  id: Number(row.id),
  number: Number(row.number),
  chainId: Number(row.chain_id),
  hash: row.hash,
  crash100: Number(row.crash100),
  status: row.status,
  flightAt: row.flight_at,
  bustAt: row.bust_at,
  bustedAt: row.busted_at,
});

const mapBet = (row: Selectable<CrashBetsTable>): CrashBetRow => ({
  id: Number(row.id),
  merchantId: Number(row.merchant_id),
  memberId: Number(row.member_id),
  roundId: Number(row.round_id),
  betId: Number(row.bet_id),
  playerName: row.player_name,
  amount: toMinor(row.amount),
  autoCashout100: row.auto_cashout100 === null ? null : Number(row.auto_cashout100),
  cashout100: row.cashout100 === null ? null : Number(row.cashout100),
  payout: toMinor(row.payout),
  status: row.status,
  createdAt: row.created_at,
});

export const crashRepository = {
  async latestRound(db: DbOrTrx): Promise<CrashRoundRow | undefined> {
    const row = await db.selectFrom('crash_rounds').selectAll().orderBy('number', 'desc').executeTakeFirst();
    return row && mapRound(row);
  },

  roundByNumber(db: DbOrTrx, number: number): Promise<CrashRoundRow | undefined> {
    return findRow(db, 'crash_rounds', { number }, mapRound);
  },

  async insertRound(db: DbOrTrx, round: Omit<CrashRoundRow, 'id' | 'bustedAt' | 'status'>): Promise<void> {
    await db
      .insertInto('crash_rounds')
      .values({
        number: round.number,
        chain_id: round.chainId,
        hash: round.hash,
        crash100: round.crash100,
        status: 'betting',
        flight_at: round.flightAt,
        bust_at: round.bustAt,
        created_at: new Date().toISOString(),
      })
      .execute();
  },

  /** Moves a round on only from the phase it is in: each step happens once, whoever tries it. */
  async advance(db: DbOrTrx, id: number, from: CrashRoundRow['status'][], to: CrashRoundRow['status']) {
    const result = await db
      .updateTable('crash_rounds')
      .set({ status: to, ...(to === 'busted' ? { busted_at: new Date().toISOString() } : {}) })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async recentBusts(db: DbOrTrx, limit: number): Promise<CrashRoundRow[]> {
    const rows = await db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('status', '=', 'busted')
      .orderBy('number', 'desc')
      .limit(limit)
      .execute();
    return rows.map(mapRound);
  },

  async insertBet(
    db: DbOrTrx,
    bet: Omit<CrashBetRow, 'id' | 'cashout100' | 'payout' | 'status' | 'createdAt'>,
  ): Promise<CrashBetRow> {
    const row = await db
      .insertInto('crash_bets')
      .values({
        merchant_id: bet.merchantId,
        member_id: bet.memberId,
        round_id: bet.roundId,
        bet_id: bet.betId,
        player_name: bet.playerName,
        amount: bet.amount.toString(),
        auto_cashout100: bet.autoCashout100,
        status: 'active',
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return mapBet(row);
  },

  betsOfRound(db: DbOrTrx, roundId: number, merchantId?: number): Promise<CrashBetRow[]> {
    return listRows(db, 'crash_bets', { round_id: roundId, merchant_id: merchantId }, ['id'], mapBet);
  },

  betOf(db: DbOrTrx, roundId: number, memberId: number): Promise<CrashBetRow | undefined> {
    return findRow(db, 'crash_bets', { round_id: roundId, member_id: memberId }, mapBet);
  },

  /** Settles an active bet once: a concurrent cash-out and bust cannot both count. */
  async settle(
    db: DbOrTrx,
    id: number,
    end: { status: 'cashed_out' | 'lost'; cashout100: number | null; payout: Minor },
  ) {
    const result = await db
      .updateTable('crash_bets')
      .set({
        status: end.status,
        cashout100: end.cashout100,
        payout: end.payout.toString(),
        settled_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** A member's latest Crash bets with their round (hash and point only matter once busted). */
  async historyOf(db: DbOrTrx, memberId: number, limit: number) {
    const rows = await db
      .selectFrom('crash_bets as b')
      .innerJoin('crash_rounds as r', 'r.id', 'b.round_id')
      .selectAll('b')
      .select(['r.number', 'r.hash', 'r.crash100', 'r.status as round_status', 'r.chain_id'])
      .where('b.member_id', '=', memberId)
      .orderBy('b.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...mapBet(row),
      round: Number(row.number),
      hash: row.round_status === 'busted' ? row.hash : null,
      crash100: row.round_status === 'busted' ? Number(row.crash100) : null,
      chainId: Number(row.chain_id),
    }));
  },

  /** The busted rounds behind these bets (the betting record's Crash lines). */
  async bustedByBetIds(db: DbOrTrx, betIds: number[]) {
    if (betIds.length === 0) return [];
    return db
      .selectFrom('crash_bets as b')
      .innerJoin('crash_rounds as r', 'r.id', 'b.round_id')
      .innerJoin('crash_chains as c', 'c.id', 'r.chain_id')
      .select(['b.bet_id', 'r.hash', 'r.number', 'c.salt', 'c.scheme', 'c.first_round', 'c.terminating_hash'])
      .where('b.bet_id', 'in', betIds)
      .where('r.status', '=', 'busted')
      .execute();
  },
};
