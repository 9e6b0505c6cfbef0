import { ERROR_STATUS, type FieldError, type KnownCode } from '@arcadia/contracts';

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
    } = {},
  ) {
    super(code);
    this.status = options.status ?? (ERROR_STATUS as Record<string, number>)[code] ?? 400;
    this.params = options.params ?? {};
    this.errors = options.errors;
    this.value = options.value ?? null;
    this.headers = options.headers ?? {};
  }
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
  /** The message names the same wait as the Retry-After header (minutes, rounded up). */
  rateLimited: (seconds: number) =>
    new AppError('rate_limited', {
      params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      headers: { 'Retry-After': String(seconds) },
    }),
  internal: () => new AppError('internal'),
  maintenance: () => new AppError('system.maintenance'),
  regionRestricted: () => new AppError('system.region_restricted'),
};
