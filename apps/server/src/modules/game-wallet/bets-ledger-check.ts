import { currencyPlaces, formatMinor } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { toMinor } from '../../lib/money.ts';
import { betsAgainstTheirPostings } from './bets-ledger-per-bet.ts';

/**
 * The bets record against the ledger: what members staked minus what they were paid, over bets
 * that stand, equals what the house gained from game postings (bets, payouts and their reversals).
 */
export async function checkBetsAgainstLedger(
  db: Db,
  merchantId: number,
): Promise<{ fromBets: bigint; fromLedger: bigint }> {
  const bets = await db
    .selectFrom('bets')
    .select((eb) => [eb.fn.sum<string>('stake').as('stake'), eb.fn.sum<string>('payout').as('payout')])
    .where('merchant_id', '=', merchantId)
    .where('status', '!=', 'rolled_back')
    .executeTakeFirst();
  const ledger = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.sum<string>('e.amount').as('sum'))
    .where('t.merchant_id', '=', merchantId)
    .where('t.idempotency_key', 'like', 'game:%')
    .where('a.member_id', 'is', null)
    .executeTakeFirst();
  return {
    fromBets: toMinor(bets?.stake ?? 0) - toMinor(bets?.payout ?? 0),
    fromLedger: toMinor(ledger?.sum ?? 0),
  };
}

/**
 * For ledger:check: every brand's bets record against its game postings — the brand-wide sum, and
 * bet by bet against the postings each bet links to (bets-ledger-per-bet.ts).
 */
export async function reconcileBets(db: Db): Promise<DomainMismatch[]> {
  const merchants = await db.selectFrom('merchants').select(['id', 'currency']).execute();
  const mismatches: DomainMismatch[] = [];
  for (const { id, currency } of merchants) {
    const check = await checkBetsAgainstLedger(db, Number(id));
    if (check.fromBets !== check.fromLedger)
      mismatches.push({
        what: 'bets (stakes - payouts)',
        id: Number(id),
        status: 'brand',
        expected: formatMinor(check.fromLedger, currencyPlaces(currency)),
        found: formatMinor(check.fromBets, currencyPlaces(currency)),
      });
    mismatches.push(...(await betsAgainstTheirPostings(db, Number(id))));
  }
  return mismatches;
}
