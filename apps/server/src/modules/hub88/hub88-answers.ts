import type { z } from 'zod';
import { hub88UnitsPerMinor, type Hub88Status } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';
import { minor } from '../../lib/money.ts';

/** How the Hub88 wallet adapter answers: our error codes and refusals as Hub88 statuses, amounts in its units. */

const STATUS_OF: Record<string, Hub88Status> = {
  'wallet.insufficient_funds': 'RS_ERROR_NOT_ENOUGH_MONEY',
  'bets.duplicate_transaction': 'RS_ERROR_DUPLICATE_TRANSACTION',
  'bets.rolled_back': 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'bets.reference_not_found': 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'bets.token_invalid': 'RS_ERROR_INVALID_TOKEN',
  'bets.token_expired': 'RS_ERROR_TOKEN_EXPIRED',
  'bets.currency_mismatch': 'RS_ERROR_WRONG_CURRENCY',
  'bets.amount_invalid': 'RS_ERROR_WRONG_TYPES',
  'games.not_found': 'RS_ERROR_INVALID_GAME',
  // Responsible gaming: an excluded member is a blocked player; a limit is the clean refusal that
  // needs no rollback (reference: RS_ERROR_LIMIT_REACHED, like NOT_ENOUGH_MONEY).
  'rg.excluded': 'RS_ERROR_USER_DISABLED',
  'rg.excluded_indefinitely': 'RS_ERROR_USER_DISABLED',
  ...Object.fromEntries(
    ['loss', 'wager'].flatMap((kind) =>
      ['day', 'week', 'month'].map((p) => [`rg.${kind}_limit_${p}`, 'RS_ERROR_LIMIT_REACHED' as const]),
    ),
  ),
  'rg.stake_limit': 'RS_ERROR_LIMIT_REACHED',
  'rg.session_limit': 'RS_ERROR_LIMIT_REACHED',
};

export class Refusal extends Error {
  constructor(
    readonly status: Hub88Status,
    /** RS_ERROR_NOT_ENOUGH_MONEY answers with the current balance (1/100000 units) and its currency. */
    readonly funds?: { balance: number; currency: string },
  ) {
    super(status);
  }
}

/** A field that is there but wrong is WRONG_TYPES; a missing one (or no object at all) WRONG_SYNTAX. */
export function syntaxOrTypes(error: z.ZodError, json: unknown): Hub88Status {
  if (!json || typeof json !== 'object') return 'RS_ERROR_WRONG_SYNTAX';
  const present = (key: PropertyKey | undefined) =>
    key !== undefined && (json as Record<PropertyKey, unknown>)[key] !== undefined;
  return error.issues.every((i) => present(i.path[0])) ? 'RS_ERROR_WRONG_TYPES' : 'RS_ERROR_WRONG_SYNTAX';
}

/** Hub88 amounts are 1/100000 of a currency unit; ours are minor units of the session's currency. */
export const toMinorUnits = (amount: number, currency: string) => {
  const per = hub88UnitsPerMinor(currency);
  if (amount % per !== 0) throw new Refusal('RS_ERROR_WRONG_TYPES');
  return minor(BigInt(amount / per));
};
export const toHub88 = (balance: bigint, currency: string) => Number(balance) * hub88UnitsPerMinor(currency);

/** The status a failed call answers with; an unexpected error is RS_ERROR_UNKNOWN (and logged by the caller). */
export function statusOf(error: unknown): { status: Hub88Status; funds?: Refusal['funds']; unexpected: boolean } {
  if (error instanceof Refusal) return { status: error.status, funds: error.funds, unexpected: false };
  if (error instanceof AppError && STATUS_OF[error.code]) return { status: STATUS_OF[error.code]!, unexpected: false };
  return { status: 'RS_ERROR_UNKNOWN', unexpected: true };
}
