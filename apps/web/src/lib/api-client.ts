import type { z } from 'zod';
import { HEADERS, type Envelope, type Language } from '@arcadia/contracts';
import { ApiError, CLIENT_CODES, readEnvelope } from '@arcadia/ui';
import { deviceId } from './device-id';
import { encryptBody, getEncryptionKey } from './crypto';
import { sessionStore } from './session-store';

/** The shape every contract in @arcadia/contracts has: method, path and an envelope schema. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Contract = { readonly method: HttpMethod; readonly path: string; readonly response: z.ZodType };
export type ContractEnvelope<C extends Contract> = z.output<C['response']>;
/**
 * A route without a response schema, typed by hand. Only for the boot call (system status): the
 * server already validates every response against its contract before sending it (the zod
 * serializer), and leaving the schema out keeps zod out of the first-load JavaScript.
 */
export type UncheckedRoute<T> = { readonly method: HttpMethod; readonly path: string; readonly __value?: T };
/** Anything with zod's safeParse: a zod schema, or a light checker (lib/json-shape) for the first screens. */
export type ResponseCheck = {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: unknown };
};
/** A route checked by a light checker instead of its zod contract (home reads; see lib/json-shape). */
export type LightRoute<T> = UncheckedRoute<T> & { readonly response: ResponseCheck };
export type ContractValue<C extends Contract> = ContractEnvelope<C> extends { value: infer V } ? V : never;

type QueryValue = string | number | boolean | null | undefined;
export type CallOptions = {
  /** The UI module making the call ('system', 'layout', 'login' …); the server logs it. */
  moduleId: string;
  query?: Record<string, QueryValue>;
  /** Values for `:name` placeholders in the contract path. */
  params?: Record<string, string | number>;
  /** JSON body, URLSearchParams for the few form-encoded calls, or a Blob sent as the raw body. */
  body?: unknown;
  /** Encrypt the JSON body with the key from /wps/system/status (calls marked E in the spec). */
  encrypted?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers (e.g. X-Gateway-Version for free play, or a one-off Authorization). */
  headers?: Record<string, string>;
};

const DEFAULT_TIMEOUT_MS = 30_000;
let requestLanguage: Language = 'pt';

/** i18n calls this on every language change so later calls carry the new `Language` header. */
export function setApiLanguage(language: Language): void {
  requestLanguage = language;
}

function buildUrl(contract: Pick<Contract, 'path'>, options: CallOptions): string {
  const path = contract.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${contract.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function buildBody(options: CallOptions, headers: Headers): Promise<BodyInit | undefined> {
  if (options.body === undefined) return undefined;
  // Raw uploads (a proof image): fetch sends a Blob with its own type as the Content-Type.
  if (options.body instanceof URLSearchParams || options.body instanceof Blob) return options.body;
  headers.set('Content-Type', 'application/json');
  if (!options.encrypted) return JSON.stringify(options.body);
  const keyInfo = getEncryptionKey();
  if (!keyInfo) {
    throw new ApiError({ status: 0, code: CLIENT_CODES.encryptionUnavailable, message: 'Encryption key not loaded' });
  }
  return JSON.stringify(await encryptBody(options.body as Record<string, unknown>, keyInfo));
}

async function send(url: string, init: RequestInit, options: CallOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    throw new ApiError({
      status: 0,
      code: timedOut ? CLIENT_CODES.timeout : CLIENT_CODES.network,
      message: timedOut ? 'Request timed out' : 'Network error',
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Sends one call and returns the envelope (checked against the schema when one is given). */
async function exchange(
  contract: Pick<Contract, 'method' | 'path'> & { response?: ResponseCheck },
  options: CallOptions,
): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADERS.language, requestLanguage);
  headers.set(HEADERS.moduleId, options.moduleId);
  headers.set(HEADERS.deviceId, deviceId());
  const token = sessionStore.get('token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const body = await buildBody(options, headers);
  // same-origin credentials: the captcha is bound to this browser by an HttpOnly cookie.
  const init: RequestInit = { method: contract.method, headers, body, credentials: 'same-origin' };
  const response = await send(buildUrl(contract, options), init, options);

  // An expired or revoked token: forget the visitor so the UI falls back to logged-out. (Only the
  // stored token: a call made with its own Authorization header speaks for a session not yet stored.)
  if (response.status === 401 && token && !options.headers?.Authorization) sessionStore.clearSession();

  const envelope = await readEnvelope(response);
  if (!contract.response) return envelope;
  const parsed = contract.response.safeParse(envelope);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.warn(`Response of ${contract.path} does not match its contract`, parsed.error);
    throw new ApiError({ status: response.status, code: CLIENT_CODES.invalidResponse, message: 'Invalid response' });
  }
  return parsed.data;
}

/** Sends one call and returns the validated envelope; throws ApiError on any failure. */
export async function apiRequest<C extends Contract>(contract: C, options: CallOptions): Promise<ContractEnvelope<C>> {
  return (await exchange(contract, options)) as ContractEnvelope<C>;
}

/** Like apiCall for an UncheckedRoute: returns the envelope's `value` without a schema check. */
export async function apiCallUnchecked<T>(route: UncheckedRoute<T>, options: CallOptions): Promise<T | null> {
  return ((await exchange(route, options)) as Envelope<T>).value;
}

/** Like apiCall for a LightRoute: the envelope is checked by the route's light checker. */
export async function apiCallLight<T>(route: LightRoute<T>, options: CallOptions): Promise<T | null> {
  return ((await exchange(route, options)) as Envelope<T>).value;
}

/**
 * The usual helper: returns the envelope's `value`.
 * @example const status = await apiCall(getStatus, { moduleId: 'system' });
 */
export async function apiCall<C extends Contract>(contract: C, options: CallOptions): Promise<ContractValue<C>> {
  const envelope = (await apiRequest(contract, options)) as { value: ContractValue<C> };
  return envelope.value;
}
