import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import type { DbHandle } from '../../db/database.ts';
import { scheduledJobs } from '../../jobs/schedules.ts';
import { itOnPostgres, useInstanceDatabases } from '../../../test/test-db.ts';
import { manualClock, runnerOn } from '../../../test/jobs-fixtures.ts';
import {
  expectLotteryBooksAgree,
  lotteryPlayer,
  LOTTERY_WALLET as WALLET,
  placeLines,
} from '../../../test/lottery-fixtures.ts';
import { balanceOf, MERCHANT } from '../../../test/wallet-fixtures.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { scheduleIssues } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';

/*
 * The lottery's draw and settlement run as durable jobs (jobs/schedules.ts): with two server
 * instances on one PostgreSQL each issue is drawn and settled once, and a server stopped across
 * draws catches up on restart — the missed issues drawn late from their committed seeds, flagged.
 */
const GAME = 'F31M';
const databases = useInstanceDatabases();
const open: { runners: JobRunner[] } = { runners: [] };

afterEach(async () => {
  for (const runner of open.runners.splice(0)) await runner.stop();
});

async function freshDatabase() {
  const database = await databases.fresh();
  // Only the game under test draws: each pass does this test's work and no other.
  for (const game of await lotteryRepository.games(database.db, MERCHANT)) {
    if (game.code !== GAME) await lotteryRepository.setEnabled(database.db, MERCHANT, game.code, false);
  }
  return database;
}

/** A second pool on the same PostgreSQL schema, as another server process has. */
const sameDatabase = databases.same;

/** A server's job runner with the production schedules (lottery.schedule, lottery.draw …) on a hand-moved clock. */
function server(database: DbHandle, clock: ReturnType<typeof manualClock>) {
  const runner = runnerOn(database, { clock: clock.now });
  for (const schedule of scheduledJobs(loadConfig({ NODE_ENV: 'test' }))) runner.schedule(schedule);
  open.runners.push(runner);
  return runner;
}

const bettor = (database: DbHandle) => lotteryPlayer(database.db, 1_000_000n);

const slip = (database: DbHandle, memberId: number, now: Date, issues = 1) =>
  placeLines(
    database.db,
    memberId,
    GAME,
    [
      { betType: 'f3.bigsmall', pick: 'big', stake: 1_000n },
      { betType: 'f3.sum', pick: '10', stake: 500n },
      { betType: 'f3.pair', pick: '3', stake: 300n },
    ],
    { extra: { issues }, now },
  );

/** Every line of the game out of `open`, each with one settlement, wallets and books agreeing. */
async function expectSettledOnce(database: DbHandle, members: number[]) {
  const db = database.db;
  const lines = await db.selectFrom('lottery_lines').select(['id', 'member_id', 'status', 'cost', 'payout']).execute();
  expect(lines.filter((l) => l.status !== 'won' && l.status !== 'lost')).toEqual([]);
  const settlements = await db
    .selectFrom('game_transactions')
    .select('transaction_id')
    .where('transaction_id', 'like', 'lot:%:settle')
    .execute();
  expect(settlements.map((s) => s.transaction_id).sort()).toEqual(lines.map((l) => `lot:${l.id}:settle`).sort());
  for (const member of members) {
    const mine = lines.filter((l) => Number(l.member_id) === member);
    const net = mine.reduce((sum, l) => sum - BigInt(l.cost) + BigInt(l.payout), 0n);
    expect(await balanceOf(db, member, WALLET)).toBe(1_000_000n + net);
  }
  await expectLotteryBooksAgree(db);
}

describe('lottery draws as durable jobs', () => {
  itOnPostgres(
    'two instances on one PostgreSQL draw and settle each issue once',
    async () => {
      const first = await freshDatabase();
      const second = await sameDatabase(first);
      const clock = manualClock('2026-11-22T10:00:02.000Z');
      const [a, b] = [server(first, clock), server(second, clock)];
      await scheduleIssues(first.db, clock.now());
      await Promise.all([a.tick(), b.tick()]);
      const members = [await bettor(first), await bettor(first), await bettor(first)];
      // Seven minutes in 10-second steps; bets land through either instance's pool.
      for (let step = 0; step < 42; step++) {
        clock.advance(10_000);
        if (step % 3 === 0) await slip(step % 2 === 0 ? first : second, members[step % 3]!, clock.now());
        await Promise.all([a.tick(), b.tick()]);
      }
      const issues = await first.db
        .selectFrom('lottery_issues')
        .select(['numero', 'state', 'late'])
        .where('game_code', '=', GAME)
        .where('draw_at', '<=', clock.now().toISOString())
        .where('draw_at', '>', '2026-11-22T10:00:02.000Z')
        .execute();
      expect(issues.length).toBeGreaterThanOrEqual(6);
      expect(issues.every((i) => i.state === 'settled' && Number(i.late) === 0)).toBe(true);
      // No slot of the draw job ran twice (whichever instance took it).
      const runs = await first.db
        .selectFrom('job_runs')
        .innerJoin('jobs', 'jobs.id', 'job_runs.job_id')
        .select(['job_runs.runner', 'jobs.dedupe_key'])
        .where('jobs.kind', '=', 'lottery.draw')
        .execute();
      expect(new Set(runs.map((r) => r.dedupe_key)).size).toBe(runs.length);
      await expectSettledOnce(first, members);
    },
    120_000,
  );

  it('a server stopped across three draws catches up on restart: drawn late, flagged, settled once', async () => {
    const database = await freshDatabase();
    const clock = manualClock('2026-11-22T10:00:02.000Z');
    const before = server(database, clock);
    await scheduleIssues(database.db, clock.now());
    await before.tick();
    const members = [await bettor(database), await bettor(database)];
    // Open bets on each of the next three issues (one a chase over all three).
    await slip(database, members[0]!, clock.now(), 3);
    await slip(database, members[1]!, clock.now());
    const [first, , third] = await lotteryRepository.upcoming(database.db, MERCHANT, GAME, clock.now(), 3);
    await before.stop();

    // Down for four minutes: three draw times pass with nobody running.
    clock.advance(4 * 60_000);
    expect((await lotteryRepository.issue(database.db, MERCHANT, GAME, third!.numero))!.state).toBe('pending');
    const after = server(database, clock);
    await after.tick();
    await after.tick();

    const missed = await database.db
      .selectFrom('lottery_issues')
      .select(['numero', 'state', 'late', 'draw_at', 'drawn_at'])
      .where('game_code', '=', GAME)
      .where('draw_at', '>=', first!.drawAt.toISOString())
      .where('draw_at', '<=', third!.drawAt.toISOString())
      .orderBy('draw_at')
      .execute();
    expect(missed.map((i) => [i.state, Number(i.late)])).toEqual([
      ['settled', 1],
      ['settled', 1],
      ['settled', 1],
    ]);
    expect(missed.every((i) => Date.parse(i.drawn_at!) === clock.now().getTime())).toBe(true);
    // Another pass changes nothing.
    await after.tick();
    await expectSettledOnce(database, members);
  });
});
