import { describe, expect, it } from 'vitest';
import type { CrashLiveEvent, CrashPlayer } from '@arcadia/contracts';
import { INITIAL_CRASH_LIVE, crashReducer, type CrashLive } from './use-crash-live';

const start: CrashLive = crashReducer(INITIAL_CRASH_LIVE, {
  type: 'snapshot',
  serverTime: new Date().toISOString(),
  growthPerMs: 0.0002,
  bettingMs: 5000,
  round: null,
  history: [],
  chain: null,
});
const player = (name: string, extra: Partial<CrashPlayer> = {}): CrashPlayer => ({
  name,
  amount: '1.00',
  status: 'active',
  cashout: null,
  payout: null,
  ...extra,
});
const play = (state: CrashLive, ...events: CrashLiveEvent[]) => events.reduce(crashReducer, state);
const now = () => new Date().toISOString();

describe('the live Crash round on the page', () => {
  it('follows a round from boarding to the bust, players and cash-outs included', () => {
    const state = play(
      start,
      { type: 'betting', serverTime: now(), number: 4, flightAt: now() },
      { type: 'bet', number: 4, player: player('ab***c') },
      { type: 'bet', number: 4, player: player('de***f') },
      // A repeat after a reconnect replaces the line, never adds one.
      { type: 'bet', number: 4, player: player('ab***c') },
      { type: 'flight', serverTime: now(), number: 4, flightAt: now() },
      {
        type: 'cashout',
        number: 4,
        players: [player('ab***c', { status: 'cashed_out', cashout: '1.50', payout: '1.50' })],
      },
      { type: 'bust', serverTime: now(), number: 4, crash: '2.10', hash: 'h4', bustedAt: now() },
    );
    expect(state).toMatchObject({ connected: true, number: 4, phase: 'busted', crash: '2.10', growthPerMs: 0.0002 });
    expect(state.players.map((p) => [p.name, p.status])).toEqual([
      ['ab***c', 'cashed_out'],
      ['de***f', 'lost'],
    ]);
    expect(state.history[0]).toEqual({ number: 4, crash: '2.10', hash: 'h4' });

    // The next round boards: its list starts empty, the crash just seen is kept to show a moment longer.
    const next = play(state, { type: 'betting', serverTime: now(), number: 5, flightAt: now() });
    expect(next).toMatchObject({ number: 5, phase: 'betting', players: [], crash: null });
    expect(next.previous).toMatchObject({ number: 4, crash: '2.10' });
    expect(next.previous!.players).toHaveLength(2);
  });

  it('ignores events of another round', () => {
    const state = play(
      start,
      { type: 'betting', serverTime: now(), number: 9, flightAt: now() },
      { type: 'bet', number: 8, player: player('zz***z') },
      { type: 'flight', serverTime: now(), number: 8, flightAt: now() },
    );
    expect(state).toMatchObject({ number: 9, phase: 'betting', players: [] });
  });
});
