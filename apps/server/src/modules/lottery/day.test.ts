import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db.ts';
import {
  expectLotteryBooksAgree,
  LOTTERY_WALLET as WALLET,
  lotteryPlayer,
  placeLines,
} from '../../../test/lottery-fixtures.ts';
import { MERCHANT, balanceOf } from '../../../test/wallet-fixtures.ts';
import type { DbHandle } from '../../db/database.ts';
import { cancelLine } from './bets.usecases.ts';
import { runDraws } from './draw-job.usecases.ts';
import { LOTTERY_CATALOGUE } from './engine/catalogue.ts';
import { drawResult, seedCommitment } from './engine/draw.ts';
import { settleLine, type PricedLine } from './engine/pricing.ts';
import { scheduleIssues } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';

/*
 * A simulated stretch of a busy day on a fake clock: members bet every bet type of the fast games
 * (single issues, chases that stop on a win, a few cancels) while the real draw job draws and
 * settles — each pass run twice, as a second instance would. At the end every line is settled
 * exactly once, by the result its published seed gives, and the books agree.
 */

let database: DbHandle;
const db = () => database.db;
const START = new Date('2026-11-22T10:00:05Z');
const FUNDS = 50_000_000n;
const MEMBERS = 24;
const MINUTES = 15;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20261122);
const int = (from: number, to: number) => from + Math.floor(rand() * (to - from + 1));
const one = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
const two = () => String(int(0, 99)).padStart(2, '0');
const three = () => String(int(0, 999)).padStart(3, '0');
const distinctTwos = (n: number) => {
  const picks = new Set<string>();
  while (picks.size < n) picks.add(two());
  return [...picks].join(',');
};

/** A valid pick for every bet type the fast games offer. */
const PICKS: Record<string, () => string> = {
  lo2: two,
  lo3: three,
  de: two,
  cang3: three,
  xien2: () => distinctTwos(2),
  xien3: () => distinctTwos(3),
  xien4: () => distinctTwos(4),
  'd5.position': () => `p${int(1, 5)}:${int(0, 9)}`,
  'd5.bigsmall': () => `p${int(1, 5)}:${one(['big', 'small'])}`,
  'd5.oddeven': () => `p${int(1, 5)}:${one(['odd', 'even'])}`,
  'd5.sum': () => one(['big', 'small', 'odd', 'even']),
  'd5.front2': two,
  'd5.front3': three,
  'f3.sum': () => String(int(3, 18)),
  'f3.triple': () => String(int(1, 6)),
  'f3.anytriple': () => 'any',
  'f3.pair': () => String(int(1, 6)),
  'f3.bigsmall': () => one(['big', 'small']),
  'f3.oddeven': () => one(['odd', 'even']),
  'pk10.position': () => `p${int(1, 10)}:${int(1, 10)}`,
  'pk10.bigsmall': () => `p${int(1, 10)}:${one(['big', 'small'])}`,
  'pk10.oddeven': () => `p${int(1, 10)}:${one(['odd', 'even'])}`,
  'pk10.dragontiger': () => `p${int(1, 5)}:${one(['dragon', 'tiger'])}`,
  'pk10.top2sum': () => String(int(3, 19)),
};

const GAMES = LOTTERY_CATALOGUE.filter((g) => ['VNF1M', '5D1M', 'F31M', 'PK101M'].includes(g.code));

beforeAll(async () => {
  database = await createTestDatabase();
  // Only the games under test draw, so the pass does this day's work and no other.
  for (const game of await lotteryRepository.games(db(), MERCHANT)) {
    if (!GAMES.some((g) => g.code === game.code)) await lotteryRepository.setEnabled(db(), MERCHANT, game.code, false);
  }
});
afterAll(async () => database.close());

describe('a simulated day of lottery draws', () => {
  it('settles every line of every bet type exactly once, by its published seed, and the books agree', async () => {
    const members: number[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      members.push(await lotteryPlayer(db(), FUNDS));
    }
    const covered = new Set<string>();
    let chases = 0;
    let cancels = 0;
    await scheduleIssues(db(), START);
    for (let second = 0; second <= MINUTES * 60; second += 30) {
      const now = new Date(START.getTime() + second * 1000);
      if (second % 300 === 0) await scheduleIssues(db(), now);
      for (let k = 0; k < 4; k++) {
        const game = one(GAMES);
        const types = Object.keys(game.offers);
        // Walk the bet types in turn so every one is played, then at random.
        const lines = Array.from({ length: int(1, 4) }, (_, n) => {
          const type = covered.size < 24 ? types[(second / 30 + k + n) % types.length]! : one(types);
          covered.add(type);
          return { betType: type, pick: PICKS[type]!(), stake: BigInt(100 * int(1, 5)) };
        });
        const chase = rand() < 0.15 ? int(2, 4) : 1;
        chases += chase > 1 ? 1 : 0;
        const placed = await placeLines(db(), one(members), game.code, lines, {
          extra: { issues: chase, stopOnWin: true },
          now,
        });
        if (chase === 1 && rand() < 0.05) {
          const line = await db().selectFrom('lottery_lines').select('member_id').where('id', '=', placed.lineIds[0]!);
          await cancelLine(db(), Number((await line.executeTakeFirstOrThrow()).member_id), placed.lineIds[0]!, now);
          cancels++;
        }
      }
      // The job's pass, twice: a second run (another instance) finds nothing left to do.
      await runDraws(db(), now);
      await runDraws(db(), now);
    }
    // Past the last issue any chase reaches: everything drawn and settled.
    await runDraws(db(), new Date(START.getTime() + (MINUTES + 10) * 60_000));

    const allTypes = new Set(GAMES.flatMap((g) => Object.keys(g.offers)));
    expect([...covered].sort()).toEqual([...allTypes].sort());
    expect(chases).toBeGreaterThan(0);

    const lines = await db()
      .selectFrom('lottery_lines as l')
      .innerJoin('lottery_issues as i', 'i.id', 'l.issue_id')
      .select(['l.id', 'l.member_id', 'l.bet_type', 'l.pick', 'l.stake', 'l.odds_milli', 'l.cost', 'l.status'])
      .select(['l.hits', 'l.payout', 'i.game_code', 'i.numero', 'i.seed', 'i.seed_hash', 'i.state', 'i.result'])
      .execute();
    expect(lines.length).toBeGreaterThan(150);
    expect(lines.filter((l) => l.status === 'open')).toEqual([]);
    // Seeds are random, so which chases stop on a win varies; wins and losses are certain at this volume.
    const statuses = new Set(lines.map((l) => l.status));
    expect(statuses).toContain('won');
    expect(statuses).toContain('lost');
    expect(lines.filter((l) => l.status === 'cancelled')).toHaveLength(cancels);

    // Each settled line by the result its seed gives (anyone can recompute it from the published seed).
    const byCode = new Map(GAMES.map((g) => [g.code, g]));
    for (const line of lines.filter((l) => l.status === 'won' || l.status === 'lost')) {
      expect(line.state).toBe('settled');
      expect(seedCommitment(line.seed)).toBe(line.seed_hash);
      const result = drawResult(byCode.get(line.game_code)!, line.numero, line.seed);
      expect(JSON.parse(line.result!)).toEqual(result);
      const priced = {
        betType: line.bet_type as PricedLine['betType'],
        pick: line.pick,
        stake: BigInt(line.stake),
        oddsMilli: line.odds_milli,
      };
      const { hits, payout } = settleLine(priced, result);
      expect([line.id, line.hits, BigInt(line.payout)]).toEqual([line.id, hits, payout]);
    }

    // Exactly once in the bets record: one settled bet per played line, paid what the line won;
    // a cancelled or refunded line's bet rolled back.
    const bets = new Map(
      (
        await db()
          .selectFrom('bets')
          .select(['transaction_id', 'status', 'payout'])
          .where('round', 'like', '%:%')
          .execute()
      )
        .filter((b) => b.transaction_id.startsWith('lot:'))
        .map((b) => [b.transaction_id, b]),
    );
    expect(bets.size).toBe(lines.length);
    for (const line of lines) {
      const bet = bets.get(`lot:${line.id}`)!;
      if (line.status === 'won' || line.status === 'lost') {
        expect([line.id, bet.status, BigInt(bet.payout)]).toEqual([line.id, 'settled', BigInt(line.payout)]);
      } else {
        expect([line.id, bet.status]).toEqual([line.id, 'rolled_back']);
      }
    }
    const settlements = await db()
      .selectFrom('game_transactions')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.count<string | number>('transaction_id').distinct().as('distinct'),
      ])
      .where('transaction_id', 'like', 'lot:%:settle')
      .executeTakeFirstOrThrow();
    expect(Number(settlements.n)).toBe(lines.filter((l) => l.status === 'won' || l.status === 'lost').length);
    expect(Number(settlements.distinct)).toBe(Number(settlements.n));

    // Every member's wallet: funded, less what stood, plus what was won.
    for (const member of members) {
      const mine = lines.filter((l) => Number(l.member_id) === member);
      const stood = mine.filter((l) => l.status === 'won' || l.status === 'lost');
      const cost = stood.reduce((sum, l) => sum + BigInt(l.cost), 0n);
      const won = stood.reduce((sum, l) => sum + BigInt(l.payout), 0n);
      expect(await balanceOf(db(), member, WALLET)).toBe(FUNDS - cost + won);
    }

    await expectLotteryBooksAgree(db());
  }, 120_000);
});
