import { MOD_IDS, PATTERN_ID_MAX, type FieldError } from '@arcadia/contracts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { listMerchants } from '../modules/merchants/merchants.usecases.ts';
import { CliError, type Writer } from './command.ts';

/** What a valid value looks like, per field a use case can refuse: operators fix input from this. */
const HINTS: Record<string, string> = {
  modId: `valid flags: ${MOD_IDS.join(', ')}`,
  allowedCountries: 'use ISO-3166 alpha-2 codes such as BR, PT, US',
  blockedCountries: 'use ISO-3166 alpha-2 codes such as BR, PT, US',
  ipAllowlist: 'use IPv4/IPv6 addresses or CIDR blocks such as 1.2.3.4, 10.0.0.0/8, 2001:db8::/32',
  ip: 'use an IPv4 or IPv6 address such as 200.147.67.142',
  until: 'use a future ISO-8601 date, or date-time with a zone: 2030-01-31, 2030-01-31T18:00:00Z',
  minLength: 'a number 0-255, not above maxLength',
  maxLength: 'a number 1-255, not below minLength',
  patternId: `a number 0-${PATTERN_ID_MAX}, or none`,
  acceptedPattern: 'a valid regular expression, or * for anything',
};

const NUMERIC_FIELDS = new Set(['minLength', 'maxLength', 'patternId']);

function problemOf(e: FieldError): string {
  // The shared field-error mapper uses the length keys for number bounds too.
  const unit = NUMERIC_FIELDS.has(e.field) ? '' : ' characters';
  switch (e.key) {
    case 'validation.too_long':
      return `is more than ${e.params?.max}${unit}`;
    case 'validation.too_short':
      return `is less than ${e.params?.min}${unit}`;
    case 'validation.required':
      return 'is required';
    default:
      return 'is not valid';
  }
}

function describeFieldError(e: FieldError): string {
  const value = e.params?.value !== undefined ? ` '${e.params.value}'` : '';
  if (e.params?.alsoIn !== undefined) {
    return `  ${e.field}${value} is also in ${e.params.alsoIn} (a country cannot be both allowed and blocked)`;
  }
  const problem = problemOf(e);
  const hint = HINTS[e.field];
  return `  ${e.field}${value} ${problem}${hint ? ` (${hint})` : ''}`;
}

async function describe(error: AppError, db: Db): Promise<string> {
  if (error.code === 'not_found' && error.params.merchant !== undefined) {
    const codes = (await listMerchants(db)).map((m) => m.code);
    return `Unknown merchant '${error.params.merchant}'. Valid codes: ${codes.join(', ') || '(none)'}.`;
  }
  if (error.code === 'request.invalid' && error.errors) {
    return ['Invalid input:', ...error.errors.map(describeFieldError)].join('\n');
  }
  return `Refused: ${error.code}`;
}

/**
 * Prints an error for a person (or as JSON under --json) and returns the exit code: 2 when the
 * command line was not understood, 1 when a use case refused it. Anything else is a bug: rethrown.
 */
export async function renderError(error: unknown, io: { db: Db; err: Writer; json: boolean }): Promise<number> {
  if (error instanceof CliError) {
    io.err.write(
      io.json
        ? `${JSON.stringify({ ok: false, code: error.code, message: error.message })}\n`
        : `Error: ${error.message}\n${error.exitCode === 2 ? "Run 'help' to list the commands.\n" : ''}`,
    );
    return error.exitCode;
  }
  if (error instanceof AppError) {
    const message = await describe(error, io.db);
    io.err.write(
      io.json
        ? `${JSON.stringify({ ok: false, code: error.code, message, errors: error.errors ?? [] })}\n`
        : `Error: ${message}\n`,
    );
    return 1;
  }
  throw error;
}
