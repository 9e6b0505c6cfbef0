import { anyEnvelopeSchema, type FieldError } from '@arcadia/contracts';
import i18n from '../i18n';

const TOKEN_KEY = 'arcadia.console.token';

/** The operator token lives for the tab only: closing it signs out (the server also expires it when idle). */
export const tokenStore = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The fields the server refused, each with its message key (a `request.invalid` answer). */
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

/** One call to /admin/api: the envelope checked, its value answered, a failure thrown with the server's localised message. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return send<T>(
    method,
    path,
    body === undefined ? undefined : { type: 'application/json', content: JSON.stringify(body) },
  );
}

/** A file sent as the request body itself (the server checks its bytes, not this type). */
export const upload = <T>(path: string, file: File) =>
  send<T>('POST', path, { type: file.type || 'application/octet-stream', content: file });

async function send<T>(method: string, path: string, body?: { type: string; content: BodyInit }): Promise<T> {
  const token = tokenStore.get();
  const res = await fetch(`/admin/api${path}`, {
    method,
    headers: {
      Language: i18n.language,
      ...(body === undefined ? {} : { 'Content-Type': body.type }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: body.content }),
  });
  const parsed = anyEnvelopeSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new ApiError(res.status, 'request.failed', i18n.t('common.failed'));
  const envelope = parsed.data;
  if (!envelope.success) {
    if (res.status === 401 && token) {
      tokenStore.clear();
      window.dispatchEvent(new Event('console:signed-out'));
    }
    throw new ApiError(res.status, envelope.code, envelope.message, envelope.errors ?? []);
  }
  return envelope.value as T;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
