import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { BgsGameFamily } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';
import { findActivePair } from '../src/modules/bgs/fairness.repository.ts';
import { checkBetsAgainstLedger } from '../src/modules/game-wallet/bets-ledger-check.ts';
import { createGameSession } from '../src/modules/launch/game-sessions.usecases.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { auth, expectLedgerSound, MERCHANT } from './wallet-fixtures.ts';

/** Calls an in-house route with a member or launch token. */
export function bgsCaller(t: TestApp) {
  return (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
}

/** The active server seed of a member's game (tests read it to know outcomes in advance). */
export async function activeSeed(db: Db, memberId: number, family: BgsGameFamily) {
  const pair = await findActivePair(db, memberId, family);
  if (!pair) throw new Error(`no active ${family} seed pair for member ${memberId}`);
  return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce, id: pair.id };
}

/** A launch token for an in-house game, as launchGame issues it. */
export async function launchToken(db: Db, memberId: number, game: string, demo = false): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select('id')
    .where('game_code', '=', `bgs_${game}`)
    .executeTakeFirstOrThrow();
  return createGameSession(db, { merchantId: MERCHANT, memberId, gameId: Number(row.id), currency: 'USD', demo });
}

/** Ledger sound, and the bets record agrees with the game postings. */
export async function expectBooksAgree(db: Db): Promise<void> {
  await expectLedgerSound(db);
  const check = await checkBetsAgainstLedger(db, MERCHANT);
  expect(check.fromBets).toBe(check.fromLedger);
}

export async function countRows(db: Db, memberId: number) {
  const bets = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rounds = await db
    .selectFrom('bgs_rounds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { bets: Number(bets.n), rounds: Number(rounds.n) };
}

/**
 * Puts the published known-answer seeds (@arcadia/fair vectorSeeds) into a member's active seed
 * pair of one game at `nonce`, as if the server had drawn them: the next bet plays that vector.
 */
export async function plantVectorSeeds(
  db: Db,
  memberId: number,
  family: BgsGameFamily,
  seeds: { serverSeed: string; clientSeed: string; commitment: string },
  nonce: number,
): Promise<void> {
  const { id } = await activeSeed(db, memberId, family);
  await db
    .updateTable('bgs_seeds')
    .set({ server_seed: seeds.serverSeed, server_seed_hash: seeds.commitment, client_seed: seeds.clientSeed, nonce })
    .where('id', '=', id)
    .execute();
}

/** A test app for in-house bets (no rate limit in the way), its caller, and sound books after each test. */
export function useBgsApp(env: Record<string, string> = {}) {
  const app = {} as { t: TestApp; call: ReturnType<typeof bgsCaller> };
  beforeAll(async () => {
    app.t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', ...env });
    app.call = bgsCaller(app.t);
  });
  afterEach(async () => expectBooksAgree(app.t.database.db));
  afterAll(async () => app.t.close());
  return app;
}
