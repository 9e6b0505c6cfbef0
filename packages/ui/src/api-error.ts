import type { FieldError } from '@arcadia/contracts';

/** Failures that never reached the server's envelope get client-side codes of the same shape. */
export const CLIENT_CODES = {
  network: 'client.network',
  timeout: 'client.timeout',
  invalidResponse: 'client.invalid_response',
  encryptionUnavailable: 'client.encryption_unavailable',
} as const;

/** A failed call: HTTP status (0 when no response arrived), the envelope's code, message and errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  readonly value: unknown;

  constructor(init: { status: number; code: string; message: string; errors?: FieldError[]; value?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.value = init.value ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
