import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { DbHandle } from '../../src/db/database.ts';
import type { Db } from '../../src/db/schema.ts';
import { checkBetsAgainstLedger } from '../../src/modules/game-wallet/bets-ledger-check.ts';
import { betsAgainstTheirPostings } from '../../src/modules/game-wallet/bets-ledger-per-bet.ts';
import { checkMoney } from '../../src/modules/reconciliation/money-check.usecases.ts';
import { gameWallet } from '../../src/modules/game-wallet/game-wallet.usecases.ts';
import { minor } from '../../src/lib/money.ts';
import { createTestDatabase } from '../test-db.ts';
import { expectLedgerSound, fund } from './ledger.ts';
import { DEFAULT_MERCHANT, newMember } from './members.ts';
import { auth } from '../wallet-fixtures.ts';

let settledSeq = 0;

/**
 * One settled game-wallet bet of a member (brand 1): `stake` taken, `payout` paid back, in minor
 * units, under a fresh transaction id; answers the bet's wallet call fields (to roll it back).
 */
export async function settledGameBet(db: Db, memberId: number, stake: bigint, payout: bigint, vendorCode = 'PXG') {
  const base = { merchantId: DEFAULT_MERCHANT, vendorCode, memberId };
  const bet = `settled-${++settledSeq}-${Date.now()}`;
  await gameWallet.bet(db, { ...base, transactionId: bet, round: bet, amount: minor(stake) });
  await gameWallet.win(db, {
    ...base,
    transactionId: `${bet}:win`,
    referenceTransactionId: bet,
    round: bet,
    amount: minor(payout),
  });
  return { ...base, transactionId: bet };
}

/** A seeded game's catalogue id (the lobby's nodeId), by its code. */
export async function gameIdOf(db: Db, code: string): Promise<number> {
  return Number((await db.selectFrom('games').select('id').where('game_code', '=', code).executeTakeFirstOrThrow()).id);
}

/** POST /wps/game/launchGame as the signed-in member with this token. */
export const launchGame = (app: App, token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: auth(token), payload });

/** A bets row's status and payout (a number), by the vendor transaction id of its bet. */
export async function betRowOf(db: Db, transactionId: string) {
  const row = await db
    .selectFrom('bets')
    .select(['status', 'payout'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row && { status: row.status, payout: Number(row.payout) };
}

/**
 * The game wallet suites' own database with one member funded with `funds` (main wallet); after
 * each test the ledger is sound and the bets record agrees with it, brand-wide and bet by bet, as
 * `ledger:check` checks them.
 */
export function gameWalletDatabase(funds: bigint) {
  const suite = { database: undefined as unknown as DbHandle, memberId: 0 };
  beforeAll(async () => {
    suite.database = await createTestDatabase();
    suite.memberId = (await newMember(suite.database.db)).member.id;
    await fund(suite.database.db, suite.memberId, funds);
  });
  afterAll(async () => suite.database.close());
  afterEach(async () => {
    const db = suite.database.db;
    await expectLedgerSound(db);
    const check = await checkBetsAgainstLedger(db, DEFAULT_MERCHANT);
    expect(check.fromBets).toBe(check.fromLedger);
    expect(await betsAgainstTheirPostings(db, DEFAULT_MERCHANT)).toEqual([]);
    expect((await checkMoney(db)).domain).toEqual([]);
  });
  return suite;
}
