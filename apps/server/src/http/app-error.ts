import { ERROR_STATUS, type FieldError, type KnownCode } from '@arcadia/contracts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * The one error type routes and use cases throw. `code` (a contracts error code, never free text)
 * picks the HTTP status and the localised message; `params` fill placeholders in that message; `value` travels in the envelope.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: KnownCode,
    options: {
      status?: number;
      params?: Record<string, string | number>;
      errors?: FieldError[];
      value?: unknown;
      headers?: Record<string, string>;
      /** The message to say instead of the code's own (the same refusal worded for another unit). */
      messageKey?: MessageKey;
    } = {},
  ) {
    super(code);
    this.status = options.status ?? (ERROR_STATUS as Record<string, number>)[code] ?? 400;
    this.params = options.params ?? {};
    this.errors = options.errors;
    this.value = options.value ?? null;
    this.headers = options.headers ?? {};
    this.messageKey = options.messageKey ?? code;
  }
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  readonly errors: FieldError[] | undefined;
  readonly value: unknown;
  readonly headers: Record<string, string>;
}

/** Typed factories for the core codes every module may answer with (contracts' ERROR_STATUS). */
export const errors = {
  invalid: (fieldErrors: FieldError[]) => new AppError('request.invalid', { errors: fieldErrors }),
  notFound: () => new AppError('not_found'),
  authRequired: () => new AppError('auth.required'),
  forbidden: (code: KnownCode = 'auth.forbidden') => new AppError(code, { status: 403 }),
  conflict: (code: KnownCode = 'conflict') => new AppError(code, { status: 409 }),
  business: (code: KnownCode, params?: Record<string, string | number>) =>
    new AppError(code, { status: 422, ...(params ? { params } : {}) }),
  /**
   * The message names the same wait as the Retry-After header: in seconds under a minute (a
   * once-a-second limit says "1 second", not "1 minute"), else in minutes rounded up.
   */
  rateLimited: (seconds: number) => {
    const wait = Math.max(1, Math.ceil(seconds));
    const headers = { 'Retry-After': String(wait) };
    return wait < 60
      ? new AppError('rate_limited', { messageKey: 'rate_limited.seconds', params: { seconds: wait }, headers })
      : new AppError('rate_limited', { params: { minutes: Math.ceil(wait / 60) }, headers });
  },
  internal: () => new AppError('internal'),
  maintenance: () => new AppError('system.maintenance'),
  regionRestricted: () => new AppError('system.region_restricted'),
};

/** What an error carries besides its code: placeholders of its message, field errors, a value. */
type ErrorDetails = { params?: Record<string, string | number>; errors?: FieldError[]; value?: unknown };

/**
 * A module's `fail`: the AppError of one of the codes in its contracts status table (e.g.
 * `CHAT_ERROR_STATUS`), with the status that table gives it. The table's type keeps a module to
 * its own codes.
 */
export function failWith<C extends KnownCode>(statuses: Readonly<Record<C, number>>) {
  return (code: C, details: ErrorDetails = {}): AppError => new AppError(code, { status: statuses[code], ...details });
}

/** `room_not_found` → `roomNotFound`. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
/** A code's factory name: what follows the area, in camel case (`games.room_not_found` → `roomNotFound`). */
type FactoryName<C extends string> = C extends `${string}.${infer Name}` ? CamelCase<Name> : never;

const factoryName = (code: string) =>
  code.slice(code.indexOf('.') + 1).replace(/_(.)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A factory without arguments for every code of a module's contracts status table, named after the
 * code: `chat.queue_forbidden` gives `queueForbidden()`, the AppError with the status the table
 * gives it. A module spreads them first into its errors object; a factory it defines after them
 * for a code whose message has placeholders takes their values and replaces the bare one.
 */
export function codeFactories<C extends KnownCode>(
  statuses: Readonly<Record<C, number>>,
): { readonly [K in C as FactoryName<K>]: () => AppError } {
  const fail = failWith(statuses);
  const entries = (Object.keys(statuses) as C[]).map((code) => [factoryName(code), () => fail(code)]);
  return Object.fromEntries(entries) as { readonly [K in C as FactoryName<K>]: () => AppError };
}
