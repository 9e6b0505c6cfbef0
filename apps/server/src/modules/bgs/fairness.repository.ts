import { sql, type Selectable } from 'kysely';
import type { BgsGameFamily } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { precompiled, type Slots } from '../../db/precompiled.ts';
import type { BgsSeedsTable } from './bgs.tables.ts';
import { toMinor } from '../../lib/money.ts';
import type { BetLimits } from './bgs.config.ts';

export type SeedPair = {
  id: number;
  family: BgsGameFamily;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  revealedAt: string | null;
};

/** What a seed pair is made of (named, not `*`: the nonce's statement is prepared, prepared.ts). */
const PAIR_COLUMNS = [
  'id',
  'family',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'revealed_at',
] as const;

function mapSeedPair(row: Pick<Selectable<BgsSeedsTable>, (typeof PAIR_COLUMNS)[number]>): SeedPair {
  return {
    id: row.id,
    family: row.family as BgsGameFamily,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    revealedAt: row.revealed_at,
  };
}

type Owner = { merchantId: number; memberId: number; family: BgsGameFamily };
type NewPair = { serverSeed: string; serverSeedHash: string; clientSeed: string; now: string };

/** A member's seed pairs of one game family in one status. */
const pairsIn = (db: DbOrTrx, memberId: number, family: BgsGameFamily, status: 'active' | 'revealed') =>
  db
    .selectFrom('bgs_seeds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('family', '=', family)
    .where('status', '=', status);

export async function findActivePair(db: DbOrTrx, memberId: number, family: BgsGameFamily): Promise<SeedPair | null> {
  const row = await pairsIn(db, memberId, family, 'active').executeTakeFirst();
  return row ? mapSeedPair(row) : null;
}

export async function findLastRevealed(db: DbOrTrx, memberId: number, family: BgsGameFamily): Promise<SeedPair | null> {
  const row = await pairsIn(db, memberId, family, 'revealed').orderBy('id', 'desc').executeTakeFirst();
  return row ? mapSeedPair(row) : null;
}

/** Inserts the active pair unless one exists (two first requests at once keep one pair). */
export async function insertActivePair(db: DbOrTrx, owner: Owner, pair: NewPair): Promise<void> {
  await db
    .insertInto('bgs_seeds')
    .values({
      merchant_id: owner.merchantId,
      member_id: owner.memberId,
      family: owner.family,
      server_seed: pair.serverSeed,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      nonce: 0,
      status: 'active',
      created_at: pair.now,
    })
    .onConflict((conflict) =>
      // A literal, not a parameter: SQLite matches the partial index by the text of its WHERE.
      conflict.columns(['member_id', 'family']).where('status', '=', sql.lit('active')).doNothing(),
    )
    .execute();
}

export async function updateClientSeed(db: DbOrTrx, id: number, clientSeed: string): Promise<void> {
  await db.updateTable('bgs_seeds').set({ client_seed: clientSeed }).where('id', '=', id).execute();
}

/** Marks the active pair revealed; null when another request revealed it first. */
export async function revealPair(db: DbOrTrx, id: number, now: string): Promise<SeedPair | null> {
  const row = await db
    .updateTable('bgs_seeds')
    .set({ status: 'revealed', revealed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
  return row ? mapSeedPair(row) : null;
}

/**
 * Takes the next nonce of the active pair in one conditional write: the row lock (PostgreSQL) or
 * the writer lock (SQLite) orders concurrent bets, so no two bets share a nonce. The same
 * statement reads the brand's own bet range of the game (bgs_limits; null when it has none), which
 * a bet checks its stake against, in its transaction, at no round trip of its own.
 */
export async function takeNonce(
  db: DbOrTrx,
  member: { id: number; merchantId: number },
  family: BgsGameFamily,
): Promise<(SeedPair & { brandLimits: BetLimits | null }) | null> {
  const row = await nextNonce.first(db, { memberId: member.id, family, merchantId: member.merchantId });
  if (!row) return null;
  const brandLimits =
    row.min_bet === null || row.max_bet === null ? null : { min: toMinor(row.min_bet), max: toMinor(row.max_bet) };
  return { ...mapSeedPair(row), nonce: Number(row.nonce) - 1, brandLimits };
}

// `status = 'active'` is written into the text, not bound: only then can either database prove the
// condition of the partial unique index on the active pair (bgs_seeds_active) and read through it
// rather than through every pair the member ever had in that family.
const nextNonce = precompiled((db, $: Slots<{ memberId: number; family: BgsGameFamily; merchantId: number }>) => {
  const brandLimit = (column: 'min_bet' | 'max_bet') =>
    db
      .selectFrom('bgs_limits')
      .select(column)
      .where('merchant_id', '=', $('merchantId'))
      .where('game', '=', $('family'))
      .$asScalar()
      .as(column);
  return db
    .updateTable('bgs_seeds')
    .set((eb) => ({ nonce: eb('nonce', '+', sql.lit(1)) }))
    .where('member_id', '=', $('memberId'))
    .where('family', '=', $('family'))
    .where('status', '=', sql.lit('active'))
    .returning([...PAIR_COLUMNS, brandLimit('min_bet'), brandLimit('max_bet')]);
});
