import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DbHandle } from '../../db/database.ts';
import { itOnPostgres } from '../../../test/test-db.ts';
import { useServerInstances } from '../../../test/server-instances.ts';
import { auth, fund, newMember } from '../../../test/wallet-fixtures.ts';
import { expectBooksAgree } from '../../../test/bgs-fixtures.ts';
import { FAST_CRASH, flightMsFor, publishChainWithFirstCrash, until, watch } from '../../../test/crash-fixtures.ts';
import { jobsRepository } from '../jobs/jobs.repository.ts';
import { crashRepository } from './crash.repository.ts';
import { CRASH_ROUND_JOB } from './crash-loop.ts';
import { openRound, startFlight } from './crash-rounds.usecases.ts';

/*
 * Live Crash across server instances and restarts: the round loop is a durable job, so one
 * instance drives each round, a dead instance's round is finished by whoever takes its job over,
 * and every bet is settled once by the crash point committed when its round opened.
 */
const servers = useServerInstances({ ...FAST_CRASH, JOBS_POLL_MS: '100' });

/** A second pool on the same PostgreSQL schema, as another server process has (on SQLite, the same handle). */
const sameDatabase = async (first: DbHandle) => (process.env.DATABASE_URL ? servers.same(first) : first);

const bet = (app: App, token: string, body: object) =>
  app.inject({ method: 'POST', url: '/bgs/crash/bet', headers: auth(token), payload: body });

describe('live Crash on several instances', () => {
  itOnPostgres(
    'two instances on one PostgreSQL: each round is driven once, and the sockets of both see it live',
    async () => {
      const database = await servers.fresh();
      const a = await servers.listen(database);
      const b = await servers.listen(await sameDatabase(database));
      const { member, token } = await newMember(database.db);
      await fund(database.db, member.id, 10_000n);
      const onA = await watch({ app: a } as never);
      const onB = await watch({ app: b } as never);
      a.jobs.start();
      b.jobs.start();
      await a.crash.loop.keep();
      // A bet every round through instance B, whichever instance runs the loop.
      for (let number = 1; number <= 3; number++) {
        await expect
          .poll(async () => (await crashRepository.latestRound(database.db))?.number, { timeout: 15_000 })
          .toBeGreaterThanOrEqual(number);
        const round = (await crashRepository.roundByNumber(database.db, number))!;
        if (round.status === 'betting' && Date.parse(round.flightAt) - Date.now() > 100)
          expect((await bet(b, token, { amount: '1.00', autoCashout: 1.01 })).statusCode).toBe(200);
      }
      await expect
        .poll(async () => (await crashRepository.roundByNumber(database.db, 3))?.status, { timeout: 20_000 })
        .toBe('busted');
      // The bust reaches the other instance's sockets through PostgreSQL's notifications, a moment
      // after its commit: wait for both before stopping (a loaded machine lost that race once).
      await expect
        .poll(() => [onA, onB].every((watcher) => watcher.of('bust').some((e) => e.number === 3)), { timeout: 10_000 })
        .toBe(true);
      await servers.stop(a);
      await servers.stop(b);

      for (const watcher of [onA, onB]) {
        for (const number of [1, 2, 3]) {
          expect(watcher.of('flight').filter((e) => e.number === number)).toHaveLength(1);
          expect(watcher.of('bust').filter((e) => e.number === number)).toHaveLength(1);
        }
      }
      // Bets placed through B reached the sockets on A too.
      const placed = await database.db.selectFrom('crash_bets').select('id').execute();
      expect(onA.of('bet')).toHaveLength(placed.length);
      expect(placed.length).toBeGreaterThan(0);
      // One successful run per round job; no two attempts at one round overlap, and a round's job
      // starts only once the round before it has busted. (The runner that drove round n records its
      // run's end a moment after it enqueued round n+1, which another instance may already have
      // claimed: those two runs may overlap by that moment, which is not two drivers of one round.)
      const runs = await database.db
        .selectFrom('job_runs as r')
        .innerJoin('jobs as j', 'j.id', 'r.job_id')
        .select(['r.job_id', 'r.outcome', 'r.started_at', 'r.finished_at', 'j.payload'])
        .where('r.kind', '=', CRASH_ROUND_JOB)
        .orderBy('r.id')
        .execute();
      const done = runs.filter((r) => r.outcome === 'succeeded').map((r) => Number(r.job_id));
      expect(new Set(done).size).toBe(done.length);
      const span = (r: (typeof runs)[number]) =>
        [Date.parse(r.started_at), Date.parse(r.finished_at ?? r.started_at)] as const;
      const roundOf = (r: (typeof runs)[number]) => (JSON.parse(r.payload) as { number: number }).number;
      for (const [i, run] of runs.entries()) {
        for (const earlier of runs.slice(0, i).filter((other) => other.job_id === run.job_id))
          expect(span(run)[0]).toBeGreaterThanOrEqual(span(earlier)[1] - 5);
        const previous = await crashRepository.roundByNumber(database.db, roundOf(run) - 1);
        if (previous) expect(span(run)[0]).toBeGreaterThanOrEqual(Date.parse(previous.bustedAt!) - 5);
      }
      // Each bet placed on B was settled once.
      const wins = await database.db
        .selectFrom('game_transactions')
        .select('transaction_id')
        .where('kind', '=', 'win')
        .execute();
      const bets = await database.db.selectFrom('crash_bets').select(['status']).execute();
      expect(wins).toHaveLength(bets.length);
      expect(bets.every((row) => row.status !== 'active')).toBe(true);
      await expectBooksAgree(database.db);
    },
    60_000,
  );

  it('a round in flight when its server died is settled after the restart by its committed crash point', async () => {
    const database = await servers.fresh();
    const before = await servers.listen(database);
    const db = database.db;
    const { crash100 } = await publishChainWithFirstCrash(db, 1, 1000, 5000);
    const players = await Promise.all([0, 1, 2].map(() => newMember(db)));
    for (const p of players) await fund(db, p.member.id, 10_000n);
    const [auto, holder, manual] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];

    // The instance leases round 1's job and plays it: betting, take-off, one manual cash-out…
    await before.crash.loop.keep();
    const now = new Date();
    const leased = await jobsRepository.claim(
      db,
      [CRASH_ROUND_JOB],
      { runner: 'dead', now: now.toISOString(), until: new Date(now.getTime() + 60_000).toISOString() },
      database.kind === 'postgres',
    );
    expect(leased?.payload).toEqual({ number: 1 });
    const { round } = await openRound(db, 1, { bettingMs: 2500, growthPerMs: 0.002, chainLength: 40 });
    expect((await bet(before, auto.token, { amount: '10.00', autoCashout: 2 })).statusCode).toBe(200);
    expect((await bet(before, holder.token, { amount: '10.00' })).statusCode).toBe(200);
    expect((await bet(before, manual.token, { amount: '10.00' })).statusCode).toBe(200);
    await until(Date.parse(round.flightAt));
    expect(await startFlight(db, round)).toBe(true);
    await until(Date.parse(round.flightAt) + flightMsFor(120));
    const cashed = await before.inject({ method: 'POST', url: '/bgs/crash/cashout', headers: auth(manual.token) });
    expect(cashed.statusCode).toBe(200);
    // …then the process dies mid-flight: nothing more happens, and its lease is left behind.
    await servers.stop(before);
    await until(Date.parse(round.bustAt) + 50);
    expect((await crashRepository.roundByNumber(db, 1))!.status).toBe('flying');

    const after = await servers.listen(database);
    const watcher = await watch({ app: after } as never);
    // The dead instance never renews its lease: once it runs out, the restarted one takes the round over.
    await db
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', leased!.id)
      .execute();
    after.jobs.start();
    await expect
      .poll(async () => (await crashRepository.roundByNumber(db, 1))!.status, { timeout: 10_000 })
      .toBe('busted');
    await expect.poll(() => watcher.of('bust').length).toBeGreaterThan(0);
    expect(watcher.of('bust')[0]).toMatchObject({ number: 1, crash: (crash100 / 100).toFixed(2) });

    const settled = new Map((await crashRepository.betsOfRound(db, round.id)).map((row) => [row.memberId, row]));
    expect(settled.get(auto.member.id)).toMatchObject({ status: 'cashed_out', cashout100: 200, payout: 2000n });
    expect(settled.get(holder.member.id)).toMatchObject({ status: 'lost', payout: 0n });
    expect(settled.get(manual.member.id)!.cashout100).toBe(Math.round(Number(cashed.json().value.bet.cashout) * 100));
    const wins = await db
      .selectFrom('game_transactions')
      .select('transaction_id')
      .where('kind', '=', 'win')
      .where('transaction_id', 'like', 'crash:1:%')
      .execute();
    expect(wins).toHaveLength(3);
    await expectBooksAgree(db);
  }, 30_000);
});
