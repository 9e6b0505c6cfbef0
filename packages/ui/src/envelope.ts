import type { Envelope, FieldError } from '@arcadia/contracts';
import { ApiError, CLIENT_CODES } from './api-error';

/*
 * Reading a response into its envelope, shared by both apps' clients. A hand-written shape check,
 * not the contracts' zod envelope schema: the player site's first screens load this, and zod would
 * add the whole schema library to them (see apps/web/src/lib/json-shape.ts).
 */

export function isEnvelope(json: unknown): json is Envelope<unknown> & { errors?: FieldError[] } {
  if (typeof json !== 'object' || json === null) return false;
  const e = json as Record<string, unknown>;
  return typeof e.success === 'boolean' && typeof e.code === 'string' && typeof e.message === 'string' && 'value' in e;
}

export type ReadEnvelopeOptions = {
  /** The error for a body that is no envelope (a proxy's HTML page, an empty body); the client codes by default. */
  unreadable?: (response: Response) => ApiError;
};

const unreadableByDefault = (response: Response) =>
  new ApiError({
    status: response.status,
    code: response.ok ? CLIENT_CODES.invalidResponse : CLIENT_CODES.network,
    message: response.statusText || 'Unexpected response',
  });

/**
 * The envelope of a successful call; anything else throws ApiError: a body that is no envelope, an
 * HTTP failure, or `success: false` (even with HTTP 200), with the envelope's code, message, field
 * errors and value.
 */
export async function readEnvelope(response: Response, options: ReadEnvelopeOptions = {}): Promise<Envelope<unknown>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!isEnvelope(json)) throw (options.unreadable ?? unreadableByDefault)(response);
  if (!response.ok || !json.success) {
    const { code, message, errors, value } = json;
    throw new ApiError({ status: response.status, code, message, errors: errors ?? [], value });
  }
  return json;
}

/** The value of a successful call's envelope (typed by the caller, unchecked); failures throw ApiError. */
export async function readEnvelopeValue<T>(response: Response, options?: ReadEnvelopeOptions): Promise<T> {
  return (await readEnvelope(response, options)).value as T;
}
