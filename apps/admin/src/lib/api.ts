import { ApiError, readEnvelopeValue } from '@arcadia/ui';
import i18n from '../i18n';

export { ApiError };

const TOKEN_KEY = 'arcadia.console.token';

/** The operator token lives for the tab only: closing it signs out (the server also expires it when idle). */
export const tokenStore = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

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
  // The token expired or was revoked: the console shows its sign-in page again.
  if (res.status === 401 && token) {
    tokenStore.clear();
    window.dispatchEvent(new Event('console:signed-out'));
  }
  return readEnvelopeValue<T>(res, { unreadable: unreadableAnswer });
}

/** A body that is no envelope (a proxy's error page): the operator reads the console's own word for a failure. */
const unreadableAnswer = (res: Response) =>
  new ApiError({ status: res.status, code: 'request.failed', message: i18n.t('common.failed') });

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
