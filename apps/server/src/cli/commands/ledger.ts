import { currencyPlaces, formatMinor } from '@arcadia/contracts';
import { POINTS_CURRENCY } from '../../modules/ledger/ledger.model.ts';
import { checkMoney } from '../../modules/reconciliation/money-check.usecases.ts';
import { CliError, expectArgs, defineCommands, type Command } from '../command.ts';
import { fields, table } from '../output.ts';

/**
 * Reconciliation for operators: every cached balance recomputed from its entries, every
 * transaction summing to zero, the global sum of all balances zero, and every deposit and
 * withdrawal holding exactly the postings its state implies. Exit code 1 when not. An account's
 * amounts are written in its currency; the global sum spans currencies, so it is in minor units.
 */
/** Points are whole numbers. */
const placesOf = (currency: string) => (currency === POINTS_CURRENCY ? 0 : currencyPlaces(currency));

const ledgerCheck: Command = {
  name: 'ledger:check',
  summary:
    'Reconcile the ledger (all brands): balances vs entries, unbalanced transactions, global sum, deposits and withdrawals vs their postings',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const money = await checkMoney(ctx.db);
    const check = money.ledger;
    const data = {
      ok: money.ok,
      accounts: check.accounts,
      transactions: check.transactions,
      // Accounts of every brand, each in its own currency: raw minor units, not one currency's format.
      globalSum: String(check.globalSum),
      unbalancedTransactions: check.unbalancedTransactions,
      mismatches: check.mismatches.map((m) => ({
        accountId: m.accountId,
        currency: m.currency,
        cached: formatMinor(m.cached, placesOf(m.currency)),
        fromEntries: formatMinor(m.fromEntries, placesOf(m.currency)),
      })),
      domainMismatches: money.domain,
    };
    ctx.print(data, () =>
      [
        fields([
          ['Accounts', String(data.accounts)],
          ['Transactions', String(data.transactions)],
          ['Global sum', data.globalSum],
          [
            'Unbalanced transactions',
            data.unbalancedTransactions.length > 0 ? data.unbalancedTransactions.join(', ') : 'none',
          ],
          ['Balance mismatches', String(data.mismatches.length)],
          [
            'Deposits/withdrawals/bets vs postings',
            data.domainMismatches.length > 0 ? `${data.domainMismatches.length} mismatched` : 'all match',
          ],
        ]),
        ...(data.domainMismatches.length > 0
          ? [
              '',
              table(
                ['ROW', 'ID', 'STATUS', 'EXPECTED', 'FOUND'],
                data.domainMismatches.map((m) => [m.what, String(m.id), m.status, m.expected, m.found]),
              ),
            ]
          : []),
        ...(data.mismatches.length > 0
          ? [
              '',
              table(
                ['ACCOUNT', 'CACHED', 'FROM ENTRIES'],
                data.mismatches.map((m) => [String(m.accountId), m.cached, m.fromEntries]),
              ),
            ]
          : []),
        '',
        data.ok ? 'Ledger OK.' : 'LEDGER NOT OK.',
      ].join('\n'),
    );
    // Refused (exit 1) after the report, so scripts and cron can alert on it.
    if (!money.ok) throw new CliError('ledger.unbalanced: see the report above.', 1, 'ledger.unbalanced');
  },
};

export default defineCommands(70, [ledgerCheck]);
