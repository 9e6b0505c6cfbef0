import { afterEach, describe, expect, it } from 'vitest';
import { changeFeed, type Change } from './change-feed.ts';
import { MemberKeyedCache } from './member-keyed-cache.ts';
import { startPgChangeRelay } from './pg-change-relay.ts';

const log = { warn: () => {} };

describe('change feed', () => {
  it('a cache forgets a member as soon as a change names them', () => {
    const cache = new MemberKeyedCache<string, number>(60_000, ['balance']);
    cache.set('a', 1, 100);
    cache.set('b', 2, 200);
    changeFeed.emit({ kind: 'balance', memberIds: [1] });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(200);
    changeFeed.emit({ kind: 'member', memberIds: [2] }); // a kind this cache does not follow
    expect(cache.get('b')).toBe(200);
    cache.close();
  });

  it('entries expire after their time limit', () => {
    const cache = new MemberKeyedCache<string, number>(1000, ['balance']);
    cache.set('a', 1, 100, 0);
    expect(cache.get('a', 999)).toBe(100);
    expect(cache.get('a', 1000)).toBeUndefined();
    cache.close();
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL relay between instances', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('delivers a change published by another instance, not its own echo', async () => {
    const channel = `arcadia_test_${Date.now()}`;
    const received: Change[] = [];
    const unsubscribe = changeFeed.subscribe((c) => received.push(c));
    // "Instance B" listens on the channel; "instance A" is this process publishing through the relay.
    stops.push(await startPgChangeRelay(process.env.DATABASE_URL!, log, channel));
    const pg = await import('pg');
    const other = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    await other.query('select pg_notify($1, $2)', [
      channel,
      JSON.stringify({ from: 'instance-b', change: { kind: 'balance', memberIds: [7] } }),
    ]);
    // An operator's logout elsewhere travels the same way (its chat sockets here re-check their session).
    await other.query('select pg_notify($1, $2)', [
      channel,
      JSON.stringify({ from: 'instance-b', change: { kind: 'operator-sessions', operatorIds: [9] } }),
    ]);
    await other.end();
    await expect
      .poll(() => received.some((c) => c.kind === 'balance' && c.memberIds.includes(7)), { timeout: 3000 })
      .toBe(true);
    await expect
      .poll(() => received.some((c) => c.kind === 'operator-sessions' && c.operatorIds.includes(9)), { timeout: 3000 })
      .toBe(true);
    unsubscribe();
  });
});
