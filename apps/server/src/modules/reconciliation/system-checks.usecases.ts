import type { SystemChecks } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { checkMoneyRollups, checkPlayRollups } from '../play-record/stats-check.usecases.ts';
import { checkMoney } from './money-check.usecases.ts';

/**
 * What the console's system page runs on demand: `ledger:check` (the ledger and the postings of
 * deposits, withdrawals and bets, all brands) and `stats:check` (the brand's roll-ups), answered
 * as counts; the command line names each difference.
 */
export async function systemChecks(db: Db, merchantId: number, now: Date = new Date()): Promise<SystemChecks> {
  const money = await checkMoney(db);
  const play = await checkPlayRollups(db, merchantId);
  const moneyRollups = await checkMoneyRollups(db, merchantId);
  const ledger = {
    ok: money.ledger.ok,
    accounts: money.ledger.accounts,
    transactions: money.ledger.transactions,
    unbalancedTransactions: money.ledger.unbalancedTransactions.length,
    balanceMismatches: money.ledger.mismatches.length,
  };
  const postings = { ok: money.domain.length === 0, mismatches: money.domain.length };
  const rollups = {
    ok: play.length === 0 && moneyRollups.length === 0,
    playDifferences: play.length,
    moneyDifferences: moneyRollups.length,
  };
  return { checkedAt: now.toISOString(), ok: ledger.ok && postings.ok && rollups.ok, ledger, postings, rollups };
}
