import { expect } from 'vitest';
import { createRequire } from 'node:module';
import { crashLiveEventSchema, type CrashLiveEvent } from '@arcadia/contracts';
import { crashElapsedMsFor, sha256Hex } from '@arcadia/fair';
import type { Db } from '../src/db/schema.ts';
import { crashChains, generateChain } from '../src/modules/bgs/crash-chain.ts';
import type { TestApp } from './test-app.ts';

/** The `ws` client that @fastify/websocket brings along (no type package: the little used here is typed by hand). */
type SocketClient = {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  terminate(): void;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => SocketClient;

/** Fast rounds for tests: a short betting phase and a steep curve (2× after ~0.35 s). */
export const FAST_CRASH = { CRASH_BETTING_MS: '700', CRASH_GROWTH_PER_MS: '0.002', CRASH_CHAIN_LENGTH: '40' };
export const GROWTH = Number(FAST_CRASH.CRASH_GROWTH_PER_MS);

/**
 * Publishes, for round `first` on, a chain whose first round busts between `low` and `high`
 * (hundredths): a real chain from a seed found by trying seeds in order, so scenarios know their
 * crash point the way the server does, from the committed chain.
 */
export async function publishChainWithFirstCrash(db: Db, first: number, low: number, high: number, length = 40) {
  for (let i = 0; ; i++) {
    const chain = generateChain(first, length, sha256Hex(`test-chain-${i}`));
    const row = {
      ...chain,
      id: 0,
      firstRound: first,
      checkpointEvery: 1000,
      checkpoints: JSON.parse(chain.checkpoints) as string[],
    };
    const { crash100 } = crashChains.roundOf(
      { ...row, terminatingHash: chain.terminating_hash, createdAt: chain.created_at, seed: chain.seed, length },
      first,
    );
    if (crash100 >= low && crash100 <= high) {
      await db.insertInto('crash_chains').values(chain).execute();
      return { crash100, chain };
    }
  }
}

/** A watcher on the live socket of a listening app (a real client), keeping every event it hears. */
export async function watch(t: TestApp) {
  const events: CrashLiveEvent[] = [];
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('listen first');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/bgs/crash/live`);
  // Unreadable events and socket errors fail the test that reads the socket (thrown from a
  // listener they would be uncaught, blamed on whichever test runs then).
  const faults: string[] = [];
  socket.on('message', (data: Buffer) => {
    const parsed = crashLiveEventSchema.safeParse(JSON.parse(data.toString()));
    if (parsed.success) events.push(parsed.data);
    else faults.push(`unreadable event ${data.toString().slice(0, 200)}: ${parsed.error.message}`);
  });
  socket.on('error', (error: Error) => faults.push(`socket error: ${error.message}`));
  await expect.poll(() => events.length).toBeGreaterThan(0);
  const of = <K extends CrashLiveEvent['type']>(type: K) => {
    if (faults.length > 0) throw new Error(faults.join('\n'));
    return events.filter((e) => e.type === type) as Extract<CrashLiveEvent, { type: K }>[];
  };
  return { events, socket, of };
}

export const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
export const flightMsFor = (m100: number) => crashElapsedMsFor(m100, GROWTH);
