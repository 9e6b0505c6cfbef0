import { useEffect, useReducer, useRef } from 'react';
import { crashLiveEventSchema, type CrashBust, type CrashLiveEvent, type CrashPlayer } from '@arcadia/contracts';

/**
 * The live Crash round from the server's WebSocket (/bgs/crash/live): a snapshot, then every
 * event. Reconnects by itself (a phone that slept, a server restart) and starts again from a fresh
 * snapshot. `offsetMs` is the server clock minus ours, so the multiplier shown is the one the
 * server pays at.
 */
export type CrashLive = {
  connected: boolean;
  number: number | null;
  phase: 'betting' | 'flying' | 'busted' | null;
  flightAt: number | null;
  crash: string | null;
  players: CrashPlayer[];
  history: CrashBust[];
  chain: Extract<CrashLiveEvent, { type: 'snapshot' }>['chain'];
  growthPerMs: number;
  offsetMs: number;
  /** The round that just crashed (its point and players), kept a moment after the next one opens. */
  previous: { number: number; crash: string; players: CrashPlayer[]; at: number } | null;
};

/** Before the first snapshot: not connected, no round. */
export const INITIAL_CRASH_LIVE: CrashLive = {
  connected: false,
  number: null,
  phase: null,
  flightAt: null,
  crash: null,
  players: [],
  history: [],
  chain: null,
  growthPerMs: 0.00015,
  offsetMs: 0,
  previous: null,
};

type Action = CrashLiveEvent | { type: 'disconnected' };
const clockOffset = (serverTime: string) => Date.parse(serverTime) - Date.now();

/** A player's line replaced by name (an event may arrive twice after a reconnect). */
const upsert = (players: CrashPlayer[], next: CrashPlayer[]) => {
  const byName = new Map(players.map((p) => [p.name, p]));
  for (const player of next) byName.set(player.name, player);
  return [...byName.values()];
};

export function crashReducer(state: CrashLive, action: Action): CrashLive {
  switch (action.type) {
    case 'disconnected':
      return { ...state, connected: false };
    case 'snapshot':
      return {
        ...state,
        connected: true,
        number: action.round?.number ?? null,
        phase: action.round?.phase ?? null,
        flightAt: action.round ? Date.parse(action.round.flightAt) : null,
        crash: action.round?.crash ?? null,
        players: action.round?.players ?? [],
        history: action.history,
        chain: action.chain,
        growthPerMs: action.growthPerMs,
        offsetMs: clockOffset(action.serverTime),
      };
    case 'betting':
      return {
        ...state,
        previous:
          state.phase === 'busted' && state.number !== null && state.crash !== null
            ? { number: state.number, crash: state.crash, players: state.players, at: Date.now() }
            : state.previous,
        number: action.number,
        phase: 'betting',
        flightAt: Date.parse(action.flightAt),
        crash: null,
        players: [],
        offsetMs: clockOffset(action.serverTime),
      };
    case 'bet':
      return action.number === state.number ? { ...state, players: upsert(state.players, [action.player]) } : state;
    case 'flight':
      return action.number === state.number
        ? { ...state, phase: 'flying', flightAt: Date.parse(action.flightAt), offsetMs: clockOffset(action.serverTime) }
        : state;
    case 'cashout':
      return action.number === state.number ? { ...state, players: upsert(state.players, action.players) } : state;
    case 'bust': {
      const history = [{ number: action.number, crash: action.crash, hash: action.hash }, ...state.history];
      if (action.number !== state.number) return { ...state, history: history.slice(0, 20) };
      return {
        ...state,
        phase: 'busted',
        crash: action.crash,
        history: history.slice(0, 20),
        players: state.players.map((p) => (p.status === 'active' ? { ...p, status: 'lost', payout: '0.00' } : p)),
      };
    }
  }
}

export function useCrashLive(onEvent?: (event: CrashLiveEvent) => void): CrashLive {
  const [state, dispatch] = useReducer(crashReducer, INITIAL_CRASH_LIVE);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let attempts = 0;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/bgs/crash/live`);
      socket.onmessage = (message) => {
        attempts = 0;
        const parsed = crashLiveEventSchema.safeParse(JSON.parse(String(message.data)));
        if (!parsed.success) return;
        dispatch(parsed.data);
        handler.current?.(parsed.data);
      };
      socket.onclose = () => {
        dispatch({ type: 'disconnected' });
        if (closed) return;
        attempts += 1;
        retry = setTimeout(connect, Math.min(10_000, 500 * 2 ** attempts));
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, []);
  return state;
}
