import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { findRow } from '../../lib/rows.ts';
import type { BgsRoundsTable } from './bgs.tables.ts';
import { precompiled, slotsFor, type Slots } from '../../db/precompiled.ts';

export type RoundStatus = BgsRoundsTable['status'];
export type BgsRound = {
  id: number;
  memberId: number;
  betId: number;
  seedId: number;
  family: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  multiplier4: number;
  status: RoundStatus;
  createdAt: string;
};

export type NewRound = Omit<BgsRound, 'id' | 'createdAt'> & { merchantId: number };

const mapRound = (row: Selectable<BgsRoundsTable>): BgsRound => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  betId: Number(row.bet_id),
  seedId: Number(row.seed_id),
  family: row.family,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: Number(row.nonce),
  params: JSON.parse(row.params) as Record<string, unknown>,
  outcome: JSON.parse(row.outcome) as Record<string, unknown>,
  multiplier4: Number(row.multiplier4),
  status: row.status,
  createdAt: row.created_at,
});

// Written on every bet: a statement of fixed text (db/precompiled.ts).
type RoundRow = Required<Omit<Insertable<BgsRoundsTable>, 'id'>>;
const ROUND_COLUMNS = [
  'merchant_id',
  'member_id',
  'bet_id',
  'seed_id',
  'family',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'params',
  'outcome',
  'multiplier4',
  'status',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof RoundRow)[];
const insertRound = precompiled((db, $: Slots<RoundRow>) =>
  db.insertInto('bgs_rounds').values(slotsFor<RoundRow>($, ROUND_COLUMNS)).returning('id'),
);

export const roundsRepository = {
  async insert(db: DbOrTrx, round: NewRound): Promise<number> {
    const now = new Date().toISOString();
    const row = await insertRound.first(db, {
      merchant_id: round.merchantId,
      member_id: round.memberId,
      bet_id: round.betId,
      seed_id: round.seedId,
      family: round.family,
      server_seed_hash: round.serverSeedHash,
      client_seed: round.clientSeed,
      nonce: round.nonce,
      params: JSON.stringify(round.params),
      outcome: JSON.stringify(round.outcome),
      multiplier4: round.multiplier4,
      status: round.status,
      created_at: now,
      updated_at: now,
    });
    return Number(row!.id);
  },

  openOf(db: DbOrTrx, memberId: number): Promise<BgsRound | undefined> {
    return findRow(db, 'bgs_rounds', { member_id: memberId, status: 'open' }, mapRound);
  },

  /** Whether a round played under this seed pair is still to be decided (its outcome would follow from the seed). */
  async anyOpenUnder(db: DbOrTrx, seedId: number): Promise<boolean> {
    const row = await db
      .selectFrom('bgs_rounds')
      .select('id')
      .where('seed_id', '=', seedId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Moves an open round on, only if nobody else did since it was read (`expectedOutcome` is the
   * outcome text as read): two reveals at once cannot both count.
   */
  async advance(
    db: DbOrTrx,
    round: BgsRound,
    next: { outcome: Record<string, unknown>; multiplier4: number; status: RoundStatus },
  ): Promise<boolean> {
    const result = await db
      .updateTable('bgs_rounds')
      .set({
        outcome: JSON.stringify(next.outcome),
        multiplier4: next.multiplier4,
        status: next.status,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', round.id)
      .where('status', '=', 'open')
      .where('outcome', '=', JSON.stringify(round.outcome))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The member's latest rounds of a game with their bet's money and whether the seed is revealed. */
  async history(db: DbOrTrx, memberId: number, family: string, limit: number) {
    const rows = await db
      .selectFrom('bgs_rounds as r')
      .innerJoin('bets as b', 'b.id', 'r.bet_id')
      .innerJoin('bgs_seeds as s', 's.id', 'r.seed_id')
      .selectAll('r')
      .select(['b.stake', 'b.payout', 'b.placed_at', 's.status as seed_status', 's.server_seed'])
      .where('r.member_id', '=', memberId)
      .where('r.family', '=', family)
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...mapRound(row),
      stake: BigInt(row.stake),
      payout: BigInt(row.payout),
      placedAt: row.placed_at,
      // The server seed leaves the database only once its pair is revealed.
      serverSeed: row.seed_status === 'revealed' ? row.server_seed : null,
    }));
  },

  /** Rounds of these bets (the betting record's in-house lines), with the revealed seed if any. */
  async byBetIds(db: DbOrTrx, betIds: number[]) {
    if (betIds.length === 0) return [];
    const rows = await db
      .selectFrom('bgs_rounds as r')
      .innerJoin('bgs_seeds as s', 's.id', 'r.seed_id')
      .selectAll('r')
      .select(['s.status as seed_status', 's.server_seed'])
      .where('r.bet_id', 'in', betIds)
      .execute();
    return rows.map((row) => ({
      ...mapRound(row),
      serverSeed: row.seed_status === 'revealed' ? row.server_seed : null,
    }));
  },
};
