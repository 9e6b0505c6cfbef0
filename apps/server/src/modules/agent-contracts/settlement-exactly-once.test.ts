import { describe, expect, it } from 'vitest';
import {
  amounts,
  contractFor,
  flat,
  periodAt,
  played,
  threeLevels,
  withSettings,
} from '../../../test/contract-fixtures.ts';
import { crashAtEveryStep, expectMoneySound } from '../../../test/crash-at.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { manualClock, runnerOn } from '../../../test/jobs-fixtures.ts';
import { itOnPostgres, sameDatabasePool, useTestDatabase } from '../../../test/test-db.ts';
import type { Db } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import type { Member } from '../members/member.model.ts';
import { businessDay } from '../play-record/periods.port.ts';
import { deliverPlayEvents } from '../play-record/play-events.ts';
import { realtimeSalarySubscriber } from './realtime-bets.ts';
import { contractSchedules, planSettlements, SETTLE_JOB, settleJob } from './settlement-jobs.ts';
import { approveRun } from './settlement-pay.usecases.ts';
import { previewPeriod } from './settlement-preview.usecases.ts';
import { settlementRepository } from './settlement.repository.ts';

/*
 * Exactly once: a real-time bet that settles after its window was settled counts in the next
 * window; settlement jobs planned by two instances and run by two runners pay each period once
 * and catch up periods a stop missed; two pools approving at once pay once; a crash before any
 * statement of an approval leaves nothing paid, and the next approval pays once.
 */
const database = useTestDatabase({ afterEachTest: expectMoneySound });
const db = () => database().db;
const MERCHANT = DEFAULT_MERCHANT;
const now = new Date('2026-06-01T00:00:00Z');

let betSeq = 0;
type Figures = { stake: bigint; payout: bigint };
/** A "bet settled" event as the play record writes it: the bet as it now counts and what changed. */
async function betEvent(
  member: Member,
  at: string,
  kind: 'settled' | 'corrected' | 'rolled_back',
  to: Figures,
  from: Figures = { stake: 0n, payout: 0n },
  betId = 900_000 + ++betSeq,
) {
  const figures = (f: Figures) => ({
    stake: f.stake,
    validBet: f.stake,
    payout: f.payout,
    winLoss: f.payout - f.stake,
  });
  const [now, was] = [figures(to), figures(from)];
  const text = (f: ReturnType<typeof figures>) => ({
    stake: `${f.stake}`,
    validBet: `${f.validBet}`,
    payout: `${f.payout}`,
    winLoss: `${f.winLoss}`,
  });
  const change = {
    stake: now.stake - was.stake,
    validBet: now.validBet - was.validBet,
    payout: now.payout - was.payout,
    winLoss: now.winLoss - was.winLoss,
  };
  await db()
    .insertInto('play_events')
    .values({
      merchant_id: MERCHANT,
      member_id: member.id,
      bet_id: betId,
      kind,
      payload: JSON.stringify({
        betId,
        category: 'slot',
        vendorCode: 'PXG',
        day: at.slice(0, 10),
        hour: at.slice(0, 13),
        ...text(now),
        change: text(change),
      }),
      created_at: at,
    })
    .execute();
  return betId;
}
const betSettled = (member: Member, at: string, stake: bigint, payout: bigint) =>
  betEvent(member, at, 'settled', { stake, payout });

const deliver = () => deliverPlayEvents(db(), [realtimeSalarySubscriber]);
const window = (at: string) =>
  previewPeriod(db(), { merchantId: MERCHANT, kind: 'realtime_salary', period: periodAt('5min', at), now });

/** A top agent on 1 % of the house's wins and 0.5 % of its losses, bets of 100 and more, and its member. */
async function realTimeAgent() {
  const agent = await createMember(db(), { isAgent: 1 });
  const realTime = { profitRateBp: 100, lossRateBp: 50, minSingleBet: minor(100n) };
  await contractFor(db(), agent, null, { kind: 'realtime_salary', realTime }, '5min');
  return { agent, player: await createMember(db(), { uplineId: agent.id }) };
}

describe('real-time salary windows', () => {
  it('a correction or a rollback in the window takes back what the bet counted before', async () => {
    const { agent, player } = await realTimeAgent();
    // Won by the house (1 % of 10,000 = 100), then corrected to lost (0.5 % = 50): counts 50.
    const corrected = await betSettled(player, '2026-04-02T11:00:10.000Z', 10_000n, 0n);
    await betEvent(
      player,
      '2026-04-02T11:01:00.000Z',
      'corrected',
      { stake: 10_000n, payout: 20_000n },
      { stake: 10_000n, payout: 0n },
      corrected,
    );
    // Settled, then rolled back: counts nothing.
    const undone = await betSettled(player, '2026-04-02T11:02:00.000Z', 10_000n, 0n);
    await betEvent(
      player,
      '2026-04-02T11:03:00.000Z',
      'rolled_back',
      { stake: 0n, payout: 0n },
      { stake: 10_000n, payout: 0n },
      undone,
    );
    await deliver();
    const { run, lines } = await window('2026-04-02T11:00:00Z');
    const line = lines.find((l) => l.agentId === agent.id)!;
    expect([line.amount, line.inputs.bets]).toEqual([50n, 5]);
    await approveRun(db(), run.id, { merchantId: MERCHANT, by: 'test', now });
    expect(await balanceOf(db(), agent.id)).toBe(50n);
  });

  it('a bet settled in a window already settled counts in the next window, never twice, never lost', async () => {
    const { agent, player } = await realTimeAgent();

    // 10:02 the house wins 10,000: 1 % = 100.
    await betSettled(player, '2026-04-01T10:02:00.000Z', 10_000n, 0n);
    await deliver();
    const first = await window('2026-04-01T10:00:00Z');
    expect(first.lines.find((l) => l.agentId === agent.id)).toMatchObject({ amount: 100n, inputs: { bets: 1 } });
    await approveRun(db(), first.run.id, { merchantId: MERCHANT, by: 'test', now });

    // Settled at 10:04:59 but kept only after the 10:00 window was settled; and a bet under the single bet amount.
    await betSettled(player, '2026-04-01T10:04:59.000Z', 20_000n, 30_000n);
    await betSettled(player, '2026-04-01T10:06:00.000Z', 99n, 0n);
    await deliver();
    await deliver();
    const second = await window('2026-04-01T10:05:00Z');
    // The house lost 10,000 on 20,000: 0.5 % of 20,000 = 100; the 99 bet counts nothing.
    const line = second.lines.find((l) => l.agentId === agent.id)!;
    expect([line.amount, line.inputs.bets, line.inputs.validBet]).toEqual([100n, 2, '20099']);
    await approveRun(db(), second.run.id, { merchantId: MERCHANT, by: 'test', now });
    // The next window has nothing left to count.
    const third = await window('2026-04-01T10:10:00Z');
    expect(third.lines.find((l) => l.agentId === agent.id)!.amount).toBe(0n);
    expect(await balanceOf(db(), agent.id)).toBe(200n);
  });
});

/** A daily-salary agent accepted four days before `at`, whose member played 10,000 on each of the three days before. */
async function agentPlayingDaily(at: Date) {
  const agent = await createMember(db(), { isAgent: 1 });
  await contractFor(db(), agent, null, flat('daily_salary', 100), 'day', new Date(at.getTime() - 4 * 86_400_000));
  const player = await createMember(db(), { uplineId: agent.id });
  for (let d = 3; d >= 1; d--)
    await played(db(), player, businessDay(new Date(at.getTime() - d * 86_400_000), 'UTC'), { stake: 10_000n });
  return agent;
}

describe('settlement jobs', () => {
  it('two instances plan and two runners settle: each missed day is paid once, and planning again adds nothing', () =>
    withSettings(db(), { autoApprove: true }, async () => {
      const second = process.env.DATABASE_URL ? await sameDatabasePool(database()) : database();
      try {
        const at = new Date();
        const agent = await agentPlayingDaily(at);
        const planned = await Promise.all([
          planSettlements(db(), 'daily_salary', at),
          planSettlements(second.db, 'daily_salary', at),
        ]);
        expect(planned[0] + planned[1]).toBe(3);
        const runners = [runnerOn(database()), runnerOn(second)];
        for (const runner of runners) runner.handle(SETTLE_JOB, settleJob);
        await Promise.all(runners.map((r) => r.tick()));
        await Promise.all(runners.map((r) => r.tick()));
        expect(await balanceOf(db(), agent.id)).toBe(300n);
        const runs = await settlementRepository.listRuns(db(), MERCHANT, { kind: 'daily_salary', limit: 10 });
        expect(runs.map((r) => r.state)).toEqual(['paid', 'paid', 'paid']);
        expect(await planSettlements(db(), 'daily_salary', at)).toBe(0);
        // The same job run again (a retry, a runner that died before recording it) pays nothing more.
        const [latest] = runs;
        await settleJob.run(
          {
            merchantId: MERCHANT,
            kind: 'daily_salary',
            periodKind: 'day',
            key: latest!.periodKey,
            start: latest!.periodStart,
            end: latest!.periodEnd,
          },
          { db: db(), now: at } as never,
        );
        expect(await balanceOf(db(), agent.id)).toBe(300n);
      } finally {
        if (second !== database()) await second.close();
      }
    }));

  it('the daily schedule catches up the days no server ran: one planner slot settles each missed day once', async () => {
    await withSettings(db(), { autoApprove: true }, async () => {
      const clock = manualClock(new Date().toISOString());
      const runner = runnerOn(database(), { clock: clock.now });
      runner.handle(SETTLE_JOB, settleJob);
      for (const schedule of contractSchedules().filter((s) => s.name === 'contracts.daily-salary'))
        runner.schedule(schedule);
      await runner.tick();
      // Three days pass with no server running; the agent's team plays on each of them.
      clock.advance(3 * 86_400_000);
      const agent = await agentPlayingDaily(clock.now());
      await runner.tick();
      await runner.tick();
      expect(await balanceOf(db(), agent.id)).toBe(300n);
      await runner.tick();
      expect(await balanceOf(db(), agent.id)).toBe(300n);
    });
  });

  itOnPostgres('two pools approving the same run at once pay it once', async () => {
    const { a, b, c, ofC } = await threeLevels(db(), 'hourly_salary', [300, 200, 100]);
    await played(db(), ofC, '2026-05-01T09', { stake: 10_000n });
    const { run } = await previewPeriod(db(), {
      merchantId: MERCHANT,
      kind: 'hourly_salary',
      period: periodAt('hour', '2026-05-01T09:30:00Z'),
      now,
    });
    const other = await sameDatabasePool(database());
    try {
      const results = await Promise.all([
        approveRun(db(), run.id, { merchantId: MERCHANT, by: 'one', now }),
        approveRun(other.db, run.id, { merchantId: MERCHANT, by: 'two', now }),
      ]);
      expect(results.map((r) => r.paid).sort()).toEqual([false, true]);
    } finally {
      await other.close();
    }
    expect([await balanceOf(db(), a.id), await balanceOf(db(), b.id), await balanceOf(db(), c.id)]).toEqual([
      100n,
      100n,
      100n,
    ]);
  });
});

describe('a crash during settlement', () => {
  it('a crash before any statement of an approval pays nothing; the approval after it pays once', async () => {
    let day = 0;
    const setup = async () => {
      const tree = await threeLevels(db(), 'daily_salary', [300, 200, 100]);
      const date = new Date(Date.UTC(2026, 0, 1) + ++day * 86_400_000).toISOString().slice(0, 10);
      await played(db(), tree.ofC, date, { stake: 10_000n });
      const { run, lines } = await previewPeriod(db(), {
        merchantId: MERCHANT,
        kind: 'daily_salary',
        period: periodAt('day', `${date}T00:00:00Z`),
        now,
      });
      expect(amounts(lines, [tree.a.id, tree.b.id, tree.c.id])).toEqual([
        [300, 200, 100],
        [200, 100, 100],
        [100, 0, 100],
      ]);
      return { ...tree, runId: run.id };
    };
    const act = (crashing: Db, s: Awaited<ReturnType<typeof setup>>) =>
      approveRun(crashing, s.runId, { merchantId: MERCHANT, by: 'test', now });
    const done = async (s: Awaited<ReturnType<typeof setup>>) => {
      const balances = [await balanceOf(db(), s.a.id), await balanceOf(db(), s.b.id), await balanceOf(db(), s.c.id)];
      expect(balances).toEqual([100n, 100n, 100n]);
      expect((await settlementRepository.findRun(db(), s.runId))!.state).toBe('paid');
    };
    const steps = await crashAtEveryStep(db(), setup, act, done);
    expect(steps).toBeGreaterThan(10);
  });
});
