import { expect } from 'vitest';
import type { Db } from '../src/db/schema.ts';
import { minor } from '../src/lib/money.ts';
import { checkBetsAgainstLedger } from '../src/modules/game-wallet/bets-ledger-check.ts';
import { placeSlip, type SlipInput } from '../src/modules/lottery/bets.usecases.ts';
import { scheduleIssues } from '../src/modules/lottery/issues.usecases.ts';
import { createMember } from './factories/members.ts';
import { expectLedgerSound, fund } from './factories/ledger.ts';
import { DEFAULT_MERCHANT } from './factories/members.ts';
import { useTestDatabase } from './test-db.ts';

/** The lottery is the TCG_SEA vendor: its members play from this sub-wallet. */
export const LOTTERY_WALLET = 'vendor:TCG_SEA' as const;

/** A line as a test writes it: the stake in minor units. */
export type StakeLine = { betType: string; pick: string; stake: bigint };

/** The books after a lottery scenario: the ledger sound and the bets agreeing with it. */
export async function expectLotteryBooksAgree(db: Db): Promise<void> {
  await expectLedgerSound(db);
  const check = await checkBetsAgainstLedger(db, DEFAULT_MERCHANT);
  expect(check.fromBets).toBe(check.fromLedger);
}

/**
 * A lottery use-case file on its own database, with issues scheduled from `start` and the books
 * checked after every test; returns the database accessor.
 */
export function lotteryDatabase(start: Date): () => Db {
  const database = useTestDatabase({
    prepare: (db) => scheduleIssues(db, start),
    afterEachTest: expectLotteryBooksAgree,
  });
  return () => database().db;
}

/** A member with `amount` in the lottery wallet; a trial account (isAgent 4) gets it as demo credit. */
export async function lotteryPlayer(db: Db, amount: bigint, isAgent = 0): Promise<number> {
  const member = await createMember(db, { isAgent });
  await fund(db, member.id, amount, isAgent === 4 ? 'demo' : LOTTERY_WALLET);
  return member.id;
}

/** Places a one-issue slip on the default brand (two places, Lott odds); `extra` overrides any field. */
export function placeLines(
  db: Db,
  memberId: number,
  gameCode: string,
  lines: StakeLine[],
  options: { extra?: Partial<SlipInput>; now?: Date } = {},
) {
  return placeSlip(
    db,
    {
      merchantId: DEFAULT_MERCHANT,
      places: 2,
      memberId,
      gameCode,
      prizeMode: 'Lott',
      lines: lines.map((l) => ({ ...l, stake: minor(l.stake) })),
      issues: 1,
      stopOnWin: false,
      ...options.extra,
    },
    options.now,
  );
}
