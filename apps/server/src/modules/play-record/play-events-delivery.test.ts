import { sql, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { manualClock, runnerOn } from '../../../test/jobs-fixtures.ts';
import { itOnPostgres, sameDatabasePool, useTestDatabase } from '../../../test/test-db.ts';
import { fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { loadConfig } from '../../config/config.ts';
import type { DbHandle } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Db, Trx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { scheduledJobs } from '../../jobs/schedules.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { jobsRepository } from '../jobs/jobs.repository.ts';
import { listJobs, listSchedules } from '../jobs/jobs.usecases.ts';
import { enqueueDueSlots } from '../jobs/schedule-slots.ts';
import {
  deliverPlayEvents,
  PLAY_EVENT_SUBSCRIBERS,
  PLAY_EVENTS_DELIVERY,
  playEventsStatus,
  type PlayEvent,
  type PlayEventSubscriber,
} from './play-events.ts';

/**
 * The "bet settled" events delivered by the durable job runner (the production schedule from
 * src/jobs/schedules.ts), through crashes, restarts and two server instances: each event reaches
 * a subscriber's database writes once, in order per member.
 */
const database = useTestDatabase({
  prepare: async (db) => {
    const seq = isPostgres(db as never) ? sql`seq bigserial primary key` : sql`seq integer primary key autoincrement`;
    await sql`create table test_handled (${seq}, subscriber varchar(40) not null, event_id integer not null,
      member_id integer not null, bet_id integer not null)`.execute(db);
  },
});
const db = () => database().db;
let seq = 0;
const id = (prefix: string) => `ped-${prefix}-${++seq}`;

/** Writes what it handled into its own table inside the delivery transaction, as real subscribers do. */
function recording(name: string, options: { idempotent?: boolean; sent?: number[] } = {}): PlayEventSubscriber {
  return {
    name,
    handle: async (trx: Trx, event: PlayEvent) => {
      // Work outside the database (a message, a call) happens again if the delivery is repeated.
      options.sent?.push(event.id);
      const guard = options.idempotent
        ? sql`where not exists (select 1 from test_handled where subscriber = ${name} and event_id = ${event.id})`
        : sql``;
      await sql`insert into test_handled (subscriber, event_id, member_id, bet_id)
        select ${name}, ${event.id}, ${event.memberId}, ${event.betId} ${guard}`.execute(trx);
    },
  };
}

type Handled = { event_id: number; member_id: number; bet_id: number };
const handled = async (name: string, on: Db = db()): Promise<Handled[]> =>
  (
    await sql<Handled>`select event_id, member_id, bet_id from test_handled where subscriber = ${name} order by seq`.execute(
      on,
    )
  ).rows.map((r) => ({ event_id: Number(r.event_id), member_id: Number(r.member_id), bet_id: Number(r.bet_id) }));

const eventIds = async () =>
  (await db().selectFrom('play_events').select('id').orderBy('id').execute()).map((r) => Number(r.id));

async function player(on: Db = db()) {
  const { member } = await newMember(on);
  await fund(on, member.id, 1_000_000n);
  return member.id;
}

/** One bet placed and settled (a win every other one): one "settled" event. */
async function settleOne(memberId: number, on: Db = db(), payout = 0n) {
  const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId };
  const bet = id('bet');
  await gameWallet.bet(on, { ...base, transactionId: bet, round: bet, amount: minor(100n) });
  await gameWallet.win(on, {
    ...base,
    transactionId: id('win'),
    referenceTransactionId: bet,
    round: bet,
    amount: minor(payout),
  });
}

/** Subscribes `subscriber` for the length of `work` (the production list the schedule delivers to). */
async function subscribed<T>(subscriber: PlayEventSubscriber, work: () => Promise<T>): Promise<T> {
  PLAY_EVENT_SUBSCRIBERS.push(subscriber);
  try {
    return await work();
  } finally {
    PLAY_EVENT_SUBSCRIBERS.splice(PLAY_EVENT_SUBSCRIBERS.indexOf(subscriber), 1);
  }
}

// Every test's clock starts a day after the previous one's: the schedule's cursor only moves forward.
let day = 0;
const freshClock = () => manualClock(new Date(Date.UTC(2026, 2, 1 + ++day)).toISOString());

/** A server's job runner with the production delivery schedule only, on a hand-moved clock. */
function server(handle: DbHandle, clock: ReturnType<typeof manualClock>, name: string) {
  const runner = runnerOn(handle, { clock: clock.now, id: name });
  const delivery = scheduledJobs(loadConfig({ NODE_ENV: 'test' })).find((s) => s.name === PLAY_EVENTS_DELIVERY);
  runner.schedule(delivery!);
  return runner;
}

/** Every event once, and each member's events in the order they were written (= settled). */
function expectOncePerEventInMemberOrder(seen: Handled[], all: number[]) {
  expect(seen.map((h) => h.event_id).sort((a, b) => a - b)).toEqual(all);
  const byMember = new Map<number, number[]>();
  for (const h of seen) byMember.set(h.member_id, [...(byMember.get(h.member_id) ?? []), h.event_id]);
  for (const ids of byMember.values()) expect(ids).toEqual([...ids].sort((a, b) => a - b));
}

describe('delivery through the durable job runner', () => {
  it('is a production schedule that runs every 2 s as a job, with no subscriber too', async () => {
    const clock = freshClock();
    const runner = server(database(), clock, 'solo');
    await runner.tick(); // first sight of the schedule: its cursor starts at the latest slot
    clock.advance(2_000);
    expect(await runner.tick()).toBe(1);
    const [job] = await listJobs(db(), { kind: PLAY_EVENTS_DELIVERY, limit: 1 });
    expect(job).toMatchObject({ state: 'succeeded', lastError: null });
    expect((await listSchedules(db())).find((s) => s.name === PLAY_EVENTS_DELIVERY)?.pattern).toBe('*/2 * * * * *');
  });

  it('a crash between settlement and delivery, and a runner that died holding the job, still deliver each event once', async () => {
    const clock = freshClock();
    const memberId = await player();
    for (let i = 0; i < 5; i++) await settleOne(memberId, db(), i % 2 === 0 ? 0n : 250n);
    const all = await eventIds();
    const subscriber = recording('restart');
    let abandoned: number | undefined;
    await subscribed(subscriber, async () => {
      // The server that settled the bets died before delivering: nothing was handed over.
      expect(await handled('restart')).toEqual([]);
      // A restarted server enqueues the due delivery slot, claims its job and dies with it (lease held).
      // (A schedule seen for the first time starts at its latest slot: two looks make one due.)
      const slot = { name: PLAY_EVENTS_DELIVERY, pattern: '*/2 * * * * *', catchUp: 1, maxAttempts: 1 };
      await enqueueDueSlots(db(), [slot], clock.now(), console);
      clock.advance(2_000);
      await enqueueDueSlots(db(), [slot], clock.now(), console);
      const now = clock.now();
      const lease = { runner: 'dies', now: now.toISOString(), until: new Date(now.getTime() + 60_000).toISOString() };
      const claimed = await jobsRepository.claim(db(), [PLAY_EVENTS_DELIVERY], lease, isPostgres(db() as never));
      expect(claimed?.kind).toBe(PLAY_EVENTS_DELIVERY);
      abandoned = claimed!.id;
      expect(await handled('restart')).toEqual([]);
      // Another server comes up after the lease ran out: it takes the abandoned job and the next slot.
      clock.advance(61_000);
      const second = server(database(), clock, 'survives');
      expect(await second.tick()).toBeGreaterThanOrEqual(1);
      await second.drain();
    });
    expectOncePerEventInMemberOrder(await handled('restart'), all);
    // The abandoned job was closed by the second server (one attempt per slot: the next slot is its
    // retry, and each pass delivers everything pending), not left running for ever.
    expect(await jobsRepository.findById(db(), abandoned!)).toMatchObject({
      state: 'failed',
      lastError: expect.stringContaining('lease expired') as unknown,
    });
    const status = await playEventsStatus(db(), [subscriber]);
    expect(status.subscribers.find((s) => s.subscriber === 'restart')).toMatchObject({
      pending: 0,
      lastId: all.at(-1),
    });
  });

  it('a handler that crashes fails the pass; the next pass delivers from the old cursor, once', async () => {
    const clock = freshClock();
    const memberId = await player();
    for (let i = 0; i < 3; i++) await settleOne(memberId);
    const all = await eventIds();
    let crash = true;
    const subscriber: PlayEventSubscriber = {
      name: 'crashy',
      handle: async (trx, event) => {
        if (crash && event.id === all.at(-2)) throw new Error('subscriber down');
        await recording('crashy').handle(trx, event);
      },
    };
    await subscribed(subscriber, async () => {
      const runner = server(database(), clock, 'crashy');
      await runner.tick();
      clock.advance(2_000);
      await runner.tick();
      const [failed] = await listJobs(db(), { kind: PLAY_EVENTS_DELIVERY, limit: 1 });
      expect(failed?.lastError).toContain('subscriber down');
      expect(await handled('crashy')).toEqual([]);
      crash = false;
      clock.advance(2_000);
      await runner.tick();
    });
    expectOncePerEventInMemberOrder(await handled('crashy'), all);
  });

  it('at least once: a pass that dies after its handlers ran repeats their outside work; an idempotent handler applies it once', async () => {
    const memberId = await player();
    for (let i = 0; i < 3; i++) await settleOne(memberId);
    const all = await eventIds();
    const sent: number[] = [];
    const subscriber = recording('idem', { idempotent: true, sent });
    // The process dies as the cursor moves: the handlers ran, the transaction never committed.
    const dyingAtCursor: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'UpdateQueryNode') throw new Error('killed before the cursor moved');
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    await expect(deliverPlayEvents(db().withPlugin(dyingAtCursor), [subscriber])).rejects.toThrow(/killed/);
    expect(sent).toEqual(all);
    expect(await handled('idem')).toEqual([]);
    await deliverPlayEvents(db(), [subscriber]);
    // The message went out twice (at least once), the subscriber's own record holds each event once.
    expect(sent).toEqual([...all, ...all]);
    expectOncePerEventInMemberOrder(await handled('idem'), all);
    // A repeated delivery of the same events (an operator resetting the cursor) changes nothing either.
    await db().updateTable('play_event_cursors').set({ last_id: 0 }).where('subscriber', '=', 'idem').execute();
    await deliverPlayEvents(db(), [subscriber]);
    expectOncePerEventInMemberOrder(await handled('idem'), all);
  });

  it('keeps each member’s events in settlement order while members interleave', async () => {
    const members = [await player(), await player(), await player()];
    for (let round = 0; round < 4; round++)
      await Promise.all(members.map((m, i) => settleOne(m, db(), (round + i) % 2 === 0 ? 0n : 150n)));
    await deliverPlayEvents(db(), [recording('order')]);
    const seen = await handled('order');
    expectOncePerEventInMemberOrder(seen, await eventIds());
    // Per member, the bets arrive in the order they were placed and settled.
    for (const member of members) {
      const bets = seen.filter((h) => h.member_id === member).map((h) => h.bet_id);
      expect(bets).toEqual([...bets].sort((a, b) => a - b));
      expect(bets).toHaveLength(4);
    }
  });

  itOnPostgres('an event whose settlement commits after a newer one is not skipped', async () => {
    const [slow, fast] = [await player(), await player()];
    const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId: slow };
    const bet = id('bet');
    await gameWallet.bet(db(), { ...base, transactionId: bet, round: bet, amount: minor(100n) });
    await deliverPlayEvents(db(), [recording('gap')]);
    const before = (await handled('gap')).length;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const eventWritten = new Promise<void>((resolve) => (written = resolve));
    // The slow settlement takes its event id first and stays open ...
    const open = inTransaction(db(), async (trx) => {
      await gameWallet.win(trx, {
        ...base,
        transactionId: id('win'),
        referenceTransactionId: bet,
        round: bet,
        amount: minor(0n),
      });
      written();
      await gate;
    });
    await eventWritten;
    const other = await sameDatabasePool(database());
    try {
      // ... while a later one, on another server, commits with the next id.
      await settleOne(fast, other.db);
      const newest = await eventIds();
      await deliverPlayEvents(other.db, [recording('gap')], { waitMs: 200 });
      // Nothing past the open settlement was handed over: moving the cursor past it would lose it.
      expect((await handled('gap')).length).toBe(before);
      release();
      await open;
      await deliverPlayEvents(other.db, [recording('gap')]);
      const seen = await handled('gap');
      expect(seen.slice(before).map((h) => h.member_id)).toEqual([slow, fast]);
      expectOncePerEventInMemberOrder(seen, await eventIds());
      expect(newest.length).toBeLessThan((await eventIds()).length);
    } finally {
      release();
      await other.close();
    }
  });

  itOnPostgres(
    'two server instances, each with its runner, deliver each event once while bets settle on both',
    async () => {
      const other = await sameDatabasePool(database());
      const clock = freshClock();
      const subscriber = recording('pair');
      try {
        const members = [await player(), await player(), await player(), await player()];
        await subscribed(subscriber, async () => {
          const [a, b] = [server(database(), clock, 'instance-a'), server(other, clock, 'instance-b')];
          await Promise.all([a.tick(), b.tick()]);
          for (let pass = 0; pass < 6; pass++) {
            clock.advance(2_000);
            // Bets keep settling on both instances while both runners (and a direct pass each) deliver.
            await Promise.all([
              ...members.map((m, i) => settleOne(m, i % 2 === 0 ? db() : other.db, pass % 2 === 0 ? 0n : 120n)),
              a.tick(),
              b.tick(),
              deliverPlayEvents(db()),
              deliverPlayEvents(other.db),
            ]);
          }
          clock.advance(2_000);
          await Promise.all([a.tick(), b.tick()]);
        });
        const seen = await handled('pair');
        expectOncePerEventInMemberOrder(seen, await eventIds());
        for (const member of members) expect(seen.filter((h) => h.member_id === member)).toHaveLength(6);
      } finally {
        await other.close();
      }
    },
  );
});
