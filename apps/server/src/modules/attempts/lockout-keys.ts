import type { AttemptKey, AttemptScope } from './attempts.policies.ts';

/** The secrets that belong to an account, each with its per-source and its whole-account counter. */
const COUNTERS = {
  login: { perSource: 'account', whole: 'acct_any' },
  operator: { perSource: 'operator', whole: 'op_any' },
  paypass: { perSource: 'paypass', whole: 'pay_any' },
} as const satisfies Record<string, { perSource: AttemptScope; whole: AttemptScope }>;

export type GuardedSecret = keyof typeof COUNTERS;

/** Subjects are at most 100 characters: the account part, '@', and an address (IPv6: 45). */
const ACCOUNT_PART = 54;
const SOURCE_PART = 45;
const perSourcePrefix = (account: string) => `${account.slice(0, ACCOUNT_PART)}@`;

/**
 * The counters one check of an account's secret goes through, per-source first (settleAttempt
 * reads it to tell a new failing source, and a right answer clears it). `source` is the client
 * address; `null` when unknown, which then counts as one source.
 */
export function accountKeys(
  secret: GuardedSecret,
  merchantId: number,
  account: string,
  source: string | null,
): [AttemptKey, AttemptKey] {
  const { perSource, whole } = COUNTERS[secret];
  return [
    { merchantId, scope: perSource, subject: perSourcePrefix(account) + (source ?? '-').slice(0, SOURCE_PART) },
    { merchantId, scope: whole, subject: account.slice(0, 100) },
  ];
}

/** What a reset of the secret clears: the whole-account counter and every per-source one of it. */
export function accountCounters(secret: GuardedSecret, merchantId: number, account: string) {
  const { perSource, whole } = COUNTERS[secret];
  return {
    whole: { merchantId, scope: whole, subject: account.slice(0, 100) },
    perSource: { merchantId, scope: perSource, prefix: perSourcePrefix(account) },
  };
}
