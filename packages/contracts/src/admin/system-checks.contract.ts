import { z } from 'zod';
import { merchantQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

const count = z.number().int().nonnegative();

/**
 * The checks `ledger:check` and `stats:check` run, on demand from the console: how many things
 * disagree, never which (the command line lists them, and the ledger spans every brand).
 */
export const systemChecksSchema = z.object({
  checkedAt: z.string(),
  ok: z.boolean(),
  /** Every cached balance against its entries, every transaction summing to zero (all brands). */
  ledger: z.object({
    ok: z.boolean(),
    accounts: count,
    transactions: count,
    unbalancedTransactions: count,
    balanceMismatches: count,
  }),
  /** Deposits, withdrawals and bets against the postings their state implies (all brands). */
  postings: z.object({ ok: z.boolean(), mismatches: count }),
  /** This brand's play and money roll-ups against a recomputation from their source rows. */
  rollups: z.object({ ok: z.boolean(), playDifferences: count, moneyDifferences: count }),
});
export type SystemChecks = z.infer<typeof systemChecksSchema>;

/** GET /admin/api/system/checks (settings.read): runs the checks now and answers their counts. */
export const adminSystemChecks = endpoint('GET', '/admin/api/system/checks', {
  query: merchantQuery,
  response: envelope(systemChecksSchema),
});
