import { sign, type KeyObject } from 'node:crypto';
import {
  HUB88_GAME_LIST_PATH,
  HUB88_GAME_URL_PATH,
  hub88GameListAnswer,
  hub88GameUrlAnswer,
  type Hub88GameUrlRequest,
  type Hub88ListedGame,
} from '@arcadia/contracts';

/** Sends one signed request; the real aggregator over HTTPS, the sandbox in-process or over HTTP. */
export type Hub88Transport = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export class Hub88ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const signBody = (raw: string, key: KeyObject) =>
  sign('RSA-SHA256', Buffer.from(raw, 'utf8'), key).toString('base64');

/** POSTs to `${baseUrl}${path}` with a timeout; the answer text is returned whatever its status. */
export function httpTransport(baseUrl: string, timeoutMs = 10_000): Hub88Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (path, rawBody, headers) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}

/**
 * Hub88's Games API from the operator's side (reference section 2.6): every body signed with the
 * operator's private key in X-Hub88-Signature. Errors are Hub88ApiError with the HTTP status and
 * the aggregator's `error` text.
 */
export function hub88Api(opts: { transport: Hub88Transport; operatorId: number; privateKey: KeyObject }) {
  async function post(path: string, body: Record<string, unknown>): Promise<unknown> {
    const raw = JSON.stringify({ ...body, operator_id: opts.operatorId });
    const res = await opts.transport(path, raw, {
      'content-type': 'application/json',
      'x-hub88-signature': signBody(raw, opts.privateKey),
    });
    let json: unknown = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      // reported below with the status
    }
    if (res.status !== 200) {
      const reason = (json as { error?: unknown } | null)?.error;
      throw new Hub88ApiError(
        `${path}: HTTP ${res.status} ${typeof reason === 'string' ? reason : ''}`.trim(),
        res.status,
      );
    }
    return json;
  }

  return {
    async gameUrl(request: Omit<Hub88GameUrlRequest, 'operator_id'>): Promise<string> {
      const parsed = hub88GameUrlAnswer.safeParse(await post(HUB88_GAME_URL_PATH, request));
      if (!parsed.success) throw new Hub88ApiError('game/url: the answer has no url', 502);
      return parsed.data.url;
    },
    /** Games that fail the schema are left out and counted, not fatal to the whole import. */
    async gameList(): Promise<{ games: Hub88ListedGame[]; rejected: number }> {
      const json = await post(HUB88_GAME_LIST_PATH, {});
      if (!Array.isArray(json)) throw new Hub88ApiError('game/list: the answer is not a list', 502);
      const games: Hub88ListedGame[] = [];
      for (const item of json) {
        const parsed = hub88GameListAnswer.element.safeParse(item);
        if (parsed.success) games.push(parsed.data);
      }
      return { games, rejected: json.length - games.length };
    },
  };
}
export type Hub88Api = ReturnType<typeof hub88Api>;
