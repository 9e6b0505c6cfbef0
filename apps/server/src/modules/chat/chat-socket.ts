import type { WebSocket } from '@fastify/websocket';
import { chatClientEventSchema, type ChatClientEvent, type ChatServerEvent } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';

// A socket that cannot keep up (a stalled phone) is dropped rather than buffered without end.
const MAX_BUFFERED_BYTES = 1 << 20;
const PING_MS = 25_000;
/** Browsers cannot send a token header on a WebSocket: it comes as the first message, this soon. */
const AUTH_WITHIN_MS = 10_000;
/** At most this many client events per 10 s: typing pings and a person's lines fit well inside. */
const EVENTS_PER_WINDOW = 40;
/**
 * How often a listening socket asks whether its session still lives. Revocations (logout, a new
 * password) arrive at once through the change feed; this catches idle expiry and a notification
 * lost between instances, within a minute.
 */
export const SESSION_RECHECK_MS = 60_000;
/** Close code of a socket whose session ended (or never began): the client does not reconnect. */
const NO_SESSION = 4401;

type Log = { warn(details: object, message: string): void };

/**
 * The life of one chat socket, member or operator: the first message must authenticate (`auth`
 * with the token) or the socket closes (4401); later messages are checked against the contract,
 * rate-limited, and handed to `onEvent`; `subscribe` runs once authenticated and its
 * unsubscribe on close. The socket lives no longer than its session: each client event is
 * handled only while the session lives (and counts as activity), a `watchSession` signal or the
 * periodic check closes it (4401) once the session has ended, and what the bus delivers while
 * such a check runs is held until it answers.
 */
export function runChatSocket<Who>(
  socket: WebSocket,
  log: Log,
  handlers: {
    authenticate: (token: string) => Promise<Who | null>;
    /** Whether the token's session still lives; `activity` when the person did something. */
    stillSignedIn: (token: string, activity: boolean) => Promise<boolean>;
    /** Calls `recheck` whenever this one's sessions may have ended, on any instance. */
    watchSession: (who: Who, recheck: () => void) => () => void;
    subscribe: (who: Who, send: (event: ChatServerEvent) => void) => Promise<() => void>;
    onEvent: (who: Who, event: Exclude<ChatClientEvent, { type: 'auth' }>) => Promise<void>;
  },
  recheckEveryMs = SESSION_RECHECK_MS,
): void {
  let who: Who | null = null;
  let token: string | null = null;
  let unsubscribe: (() => void) | null = null;
  let unwatch: (() => void) | null = null;
  /** Bus events that arrived while the session was being re-checked. */
  let held: ChatServerEvent[] | null = null;
  let windowStart = Date.now();
  let eventsInWindow = 0;
  const send = (event: ChatServerEvent) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
    socket.send(JSON.stringify(event));
  };
  const deliver = (event: ChatServerEvent) => (held ? held.push(event) : send(event));
  const stillSignedIn = async (activity: boolean) => {
    if (token === null || socket.readyState !== socket.OPEN) return false;
    const live = await handlers.stillSignedIn(token, activity);
    if (!live) socket.close(NO_SESSION, 'session ended');
    return live;
  };
  const recheck = () => {
    held ??= [];
    stillSignedIn(false)
      .then((live) => {
        const release = held ?? [];
        held = null;
        if (live) release.forEach(send);
      })
      .catch((error: unknown) => {
        held = null;
        log.warn({ err: error }, 'chat socket session check failed');
      });
  };
  const authTimer = setTimeout(() => socket.close(NO_SESSION, 'auth required'), AUTH_WITHIN_MS);
  const ping = setInterval(() => socket.ping(), PING_MS);
  const sessionCheck = setInterval(() => who !== null && recheck(), recheckEveryMs);
  socket.on('close', () => {
    clearTimeout(authTimer);
    clearInterval(ping);
    clearInterval(sessionCheck);
    unwatch?.();
    unsubscribe?.();
  });
  socket.on('error', () => socket.terminate());

  const handle = async (raw: string) => {
    const parsed = chatClientEventSchema.safeParse(safeJson(raw));
    if (!parsed.success) return send({ type: 'error', code: 'request.invalid' });
    const event = parsed.data;
    if (who === null) {
      if (event.type !== 'auth') return socket.close(NO_SESSION, 'auth required');
      let found: Who | null;
      try {
        found = await handlers.authenticate(event.token);
      } catch (error) {
        // Signed in but not allowed (chat off, trial account, role): say why, then close.
        if (!(error instanceof AppError)) throw error;
        send({ type: 'error', code: error.code });
        return socket.close(4403, 'forbidden');
      }
      if (found === null) return socket.close(NO_SESSION, 'auth required');
      clearTimeout(authTimer);
      who = found;
      token = event.token;
      unwatch = handlers.watchSession(found, recheck);
      unsubscribe = await handlers.subscribe(found, deliver);
      if (socket.readyState !== socket.OPEN) {
        unwatch();
        unsubscribe();
      }
      return;
    }
    if (event.type === 'auth') return;
    if (Date.now() - windowStart > 10_000) {
      windowStart = Date.now();
      eventsInWindow = 0;
    }
    if (++eventsInWindow > EVENTS_PER_WINDOW) return send({ type: 'error', code: 'rate_limited' });
    // Checked before anything is stored: a revocation on another instance may not have arrived yet.
    if (!(await stillSignedIn(true))) return;
    await handlers.onEvent(who, event);
  };

  // One message at a time, in order: a line sent right after `auth` must not overtake it.
  let queue = Promise.resolve();
  socket.on('message', (data: Buffer) => {
    queue = queue
      .then(() => handle(data.toString()))
      .catch((error: unknown) => {
        if (error instanceof AppError) return send({ type: 'error', code: error.code });
        log.warn({ err: error }, 'chat socket event failed');
        send({ type: 'error', code: 'internal' });
      });
  });
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
