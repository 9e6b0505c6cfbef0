import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from '@fastify/websocket';
import type { ChatServerEvent } from '@arcadia/contracts';
import { runChatSocket } from './chat-socket.ts';

/** Just enough of a server-side WebSocket: what was sent, and the code it was closed with. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: ChatServerEvent[] = [];
  closedWith: number | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as ChatServerEvent);
  }
  close(code: number) {
    if (this.readyState !== this.OPEN) return;
    this.readyState = 3;
    this.closedWith = code;
    this.emit('close');
  }
  ping() {}
  terminate() {
    this.close(1006);
  }
}

const RECHECK_MS = 1000;
const log = { warn: () => {} };
const flush = () => vi.advanceTimersByTimeAsync(0);

function openSocket() {
  const socket = new FakeSocket();
  const state = {
    live: true,
    watcher: null as (() => void) | null,
    push: null as ((e: ChatServerEvent) => void) | null,
  };
  runChatSocket(
    socket as unknown as WebSocket,
    log,
    {
      authenticate: async () => 'someone',
      stillSignedIn: async () => state.live,
      watchSession: (_who, recheck) => {
        state.watcher = recheck;
        return () => (state.watcher = null);
      },
      subscribe: async (_who, send) => {
        state.push = send;
        return () => (state.push = null);
      },
      onEvent: async () => {},
    },
    RECHECK_MS,
  );
  socket.emit('message', Buffer.from(JSON.stringify({ type: 'auth', token: 't'.repeat(43) })));
  return { socket, state };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a chat socket and its session', () => {
  it('a listening socket whose session expired is closed (4401) at the next periodic check', async () => {
    const { socket, state } = openSocket();
    await flush();
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(socket.closedWith).toBeNull();
    state.live = false; // idle past its window, with no event to say so
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(socket.closedWith).toBe(4401);
    expect(state.watcher).toBeNull();
    expect(state.push).toBeNull();
  });

  it('what the bus delivers while a revocation is checked is dropped if the session ended, sent if it lives', async () => {
    const { socket, state } = openSocket();
    await flush();
    const line = (id: number): ChatServerEvent => ({
      type: 'closed',
      conversationId: id,
    });
    state.watcher!(); // e.g. a password change elsewhere: this session may or may not be the one kept
    state.push!(line(1));
    expect(socket.sent.filter((e) => e.type === 'closed')).toEqual([]);
    await flush();
    expect(socket.sent.filter((e) => e.type === 'closed')).toEqual([line(1)]);

    state.live = false;
    state.watcher!();
    state.push!(line(2));
    await flush();
    expect(socket.closedWith).toBe(4401);
    expect(socket.sent.filter((e) => e.type === 'closed')).toEqual([line(1)]);
  });
});
