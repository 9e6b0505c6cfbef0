import { crashElapsedMsFor } from '@arcadia/fair';
import type { Config } from '../../config/config.ts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { BGS_VENDOR } from './bgs.config.ts';
import { crashChains } from './crash-chain.ts';
import { crashRepository, type CrashBetRow, type CrashRoundRow } from './crash.repository.ts';

/*
 * The steps of a shared Crash round. Each is a conditional write, so whoever takes a step (the
 * loop, a restarted loop, another instance after a lease ran out) takes it once. The round's hash,
 * crash point, take-off and bust time are fixed when it opens; settling needs nothing else.
 */
export type CrashSettings = Config['crash'];
/** A settled bet with its wallet after the payout (the currency says how its amounts are written). */
export type SettledBet = CrashBetRow & { balance: bigint; demo: boolean; currency: string };

export const crashRoundKey = (number: number) => `crash:${number}`;
export const crashTxId = (number: number, memberId: number, kind: 'bet' | 'win') =>
  `crash:${number}:${memberId}:${kind}`;

/** Ends an active bet at `cashout100` (null: lost) through the game wallet, in the caller's transaction. */
export async function settleCrashBet(
  trx: Trx,
  round: CrashRoundRow,
  bet: CrashBetRow,
  cashout100: number | null,
): Promise<SettledBet | null> {
  const payout = minor(cashout100 === null ? 0n : (bet.amount * BigInt(cashout100)) / 100n);
  const status = cashout100 === null ? 'lost' : 'cashed_out';
  if (!(await crashRepository.settle(trx, bet.id, { status, cashout100, payout }))) return null;
  const paid = await gameWallet.win(trx, {
    merchantId: bet.merchantId,
    vendorCode: BGS_VENDOR,
    memberId: bet.memberId,
    transactionId: crashTxId(round.number, bet.memberId, 'win'),
    referenceTransactionId: crashTxId(round.number, bet.memberId, 'bet'),
    round: crashRoundKey(round.number),
    amount: payout,
  });
  return { ...bet, status, cashout100, payout, balance: paid.balance, demo: paid.demo, currency: paid.currency };
}

/** Opens round `number` (betting now, take-off after the betting phase) unless it exists. */
export async function openRound(
  db: DbOrTrx,
  number: number,
  settings: CrashSettings,
  now = new Date(),
): Promise<{ round: CrashRoundRow; created: boolean }> {
  const existing = await crashRepository.roundByNumber(db, number);
  if (existing) return { round: existing, created: false };
  // Outside any transaction: a new chain is a second of hashing, never under a write lock.
  const chain = await crashChains.forRound(db, number, settings.chainLength);
  const { hash, crash100 } = crashChains.roundOf(chain, number);
  const flight = now.getTime() + settings.bettingMs;
  const fields = {
    number,
    chainId: chain.id,
    hash,
    crash100,
    flightAt: new Date(flight).toISOString(),
    bustAt: new Date(flight + crashElapsedMsFor(crash100, settings.growthPerMs)).toISOString(),
  };
  try {
    await crashRepository.insertRound(db, fields);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { round: (await crashRepository.roundByNumber(db, number))!, created: false };
  }
  return { round: (await crashRepository.roundByNumber(db, number))!, created: true };
}

export const startFlight = (db: DbOrTrx, round: CrashRoundRow) =>
  crashRepository.advance(db, round.id, ['betting'], 'flying');

/** Auto cash-outs the flight has reached (`upTo100`), each at its own target. */
export function settleAutoCashouts(db: DbOrTrx, round: CrashRoundRow, upTo100: number): Promise<SettledBet[]> {
  const reach = Math.min(upTo100, round.crash100);
  return inTransaction(db, async (trx) => {
    const settled: SettledBet[] = [];
    for (const bet of await crashRepository.betsOfRound(trx, round.id)) {
      if (bet.status !== 'active' || bet.autoCashout100 === null || bet.autoCashout100 > reach) continue;
      const done = await settleCrashBet(trx, round, bet, bet.autoCashout100);
      if (done) settled.push(done);
    }
    return settled;
  });
}

/**
 * The bust: the round closes and every bet still active settles in the same transaction — an auto
 * cash-out at or below the crash point is paid at its target, everything else is lost (a player
 * who left is settled like any other). `busted` is false when someone else busted it first.
 */
export function bustRound(db: DbOrTrx, round: CrashRoundRow): Promise<{ busted: boolean; settled: SettledBet[] }> {
  return inTransaction(db, async (trx) => {
    if (!(await crashRepository.advance(trx, round.id, ['betting', 'flying'], 'busted')))
      return { busted: false, settled: [] };
    const settled: SettledBet[] = [];
    for (const bet of await crashRepository.betsOfRound(trx, round.id)) {
      if (bet.status !== 'active') continue;
      const wins = bet.autoCashout100 !== null && bet.autoCashout100 <= round.crash100;
      const done = await settleCrashBet(trx, round, bet, wins ? bet.autoCashout100 : null);
      if (done) settled.push(done);
    }
    return { busted: true, settled };
  });
}
