import { formatMinor } from '@arcadia/contracts';
import { checkLedger } from '../../modules/ledger/ledger-check.usecases.ts';
import { AppError } from '../../http/app-error.ts';
import { expectArgs, type Command } from '../command.ts';
import { fields, table } from '../output.ts';

/**
 * Reconciliation for operators: every cached balance recomputed from its entries, every
 * transaction summing to zero, and the global sum of all balances zero. Exit code 1 when not.
 */
const ledgerCheck: Command = {
  name: 'ledger:check',
  summary: 'Reconcile the ledger (all brands): balances vs entries, unbalanced transactions, global sum',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const check = await checkLedger(ctx.db);
    const data = {
      ok: check.ok,
      accounts: check.accounts,
      transactions: check.transactions,
      globalSum: formatMinor(check.globalSum),
      unbalancedTransactions: check.unbalancedTransactions,
      mismatches: check.mismatches.map((m) => ({
        accountId: m.accountId,
        cached: formatMinor(m.cached),
        fromEntries: formatMinor(m.fromEntries),
      })),
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
        ]),
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
    if (!check.ok) throw new AppError('ledger.unbalanced', { status: 500 });
  },
};

export const ledgerCommands = [ledgerCheck];
