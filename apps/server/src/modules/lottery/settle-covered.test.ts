import { describe, expect, it } from 'vitest';
import { lotteryDatabase, lotteryPlayer, placeLines, type StakeLine } from '../../../test/lottery-fixtures.ts';
import { MERCHANT } from '../../../test/wallet-fixtures.ts';
import type { SlipInput } from './bets.usecases.ts';
import { betId, cancelLine } from './bets.usecases.ts';
import { drawDueIssues } from './issues.usecases.ts';
import { linesRepository } from './lines.repository.ts';
import { settleIssue } from './settle.usecases.ts';
import { checkPlayRollups } from '../play-record/stats-check.usecases.ts';

/**
 * Valid-bet rule 4 on the lottery's settlement: a member's lines on one issue that take both sides
 * of a two-sided market store only the uncovered part as valid bet, across slips and chases and
 * however the issue is cut into batches; the roll-ups and `stats:check` agree with the rows.
 */
const T = new Date('2026-11-22T10:00:05Z');
const minutes = (n: number) => new Date(T.getTime() + n * 60_000);
const db = lotteryDatabase(T);

const player = (cents: bigint) => lotteryPlayer(db(), cents);
const slip = (memberId: number, lines: StakeLine[], extra: Partial<SlipInput> = {}) =>
  placeLines(db(), memberId, 'F31M', lines, { extra, now: T });

/** Settles what is due twice at once, once in batches of two over two workers: a member's lines land in several batches. */
async function drawAndSettle(at: Date) {
  for (const issue of await drawDueIssues(db(), at))
    await Promise.all([settleIssue(db(), issue), settleIssue(db(), issue, { batch: 2, workers: 2 })]);
}

/** The stored bet of each line: its stake and valid bet, in minor units. */
async function betsOf(lineIds: number[]) {
  const rows = await db()
    .selectFrom('bets')
    .select(['transaction_id', 'stake', 'valid_bet', 'status'])
    .where(
      'transaction_id',
      'in',
      lineIds.map((id) => betId(id)),
    )
    .execute();
  const byTx = new Map(rows.map((r) => [r.transaction_id, r]));
  return lineIds.map((id) => {
    const row = byTx.get(betId(id))!;
    expect(row.status).toBe('settled');
    return { stake: Number(row.stake), validBet: Number(row.valid_bet) };
  });
}

async function dayPlay(memberId: number) {
  const rows = await db()
    .selectFrom('member_day_play')
    .select(['bets', 'stake', 'valid_bet'])
    .where('member_id', '=', memberId)
    .execute();
  return rows.reduce(
    (t, r) => ({
      bets: t.bets + Number(r.bets),
      stake: t.stake + Number(r.stake),
      validBet: t.validBet + Number(r.valid_bet),
    }),
    { bets: 0, stake: 0, validBet: 0 },
  );
}

describe('a lottery member covering both sides of a market on one issue', () => {
  it('stores valid bet = |big − small| on the larger side, across a slip and a chase, and the roll-ups agree', async () => {
    const hedger = await player(100_000n);
    const other = await player(100_000n);
    const placed = await slip(hedger, [
      { betType: 'f3.bigsmall', pick: 'big', stake: 1_000n },
      { betType: 'f3.bigsmall', pick: 'small', stake: 300n },
      { betType: 'f3.oddeven', pick: 'odd', stake: 500n },
      { betType: 'f3.pair', pick: '3', stake: 200n },
    ]);
    // A chase's line on the same issue takes the big side too; its next issue's line stands alone.
    const chase = await slip(hedger, [{ betType: 'f3.bigsmall', pick: 'big', stake: 400n }], { issues: 2 });
    // Another member's small line does not cover this member's big.
    const alone = await slip(other, [{ betType: 'f3.bigsmall', pick: 'small', stake: 300n }]);
    const [chaseNow, chaseNext] = await Promise.all(chase.lineIds.map((id) => linesRepository.find(db(), id)));
    const first = (await linesRepository.find(db(), placed.lineIds[0]!))!;
    expect(chaseNow!.issueId).toBe(first.issueId);

    await drawAndSettle(minutes(1));
    const [big, small, odd, pair] = await betsOf(placed.lineIds);
    // Big 1,000 + 400 against small 300: 1,100 uncovered, shared by stake and rounded down.
    expect(big).toEqual({ stake: 1_000, validBet: 785 });
    expect(small).toEqual({ stake: 300, validBet: 0 });
    expect(odd).toEqual({ stake: 500, validBet: 500 });
    expect(pair).toEqual({ stake: 200, validBet: 200 });
    expect((await betsOf([chaseNow!.id]))[0]).toEqual({ stake: 400, validBet: 314 });
    expect((await betsOf(alone.lineIds))[0]).toEqual({ stake: 300, validBet: 300 });
    // The roll-up keeps the whole stake and counts only the uncovered valid bet.
    expect(await dayPlay(hedger)).toEqual({ bets: 5, stake: 2_400, validBet: 785 + 314 + 500 + 200 });
    expect(await checkPlayRollups(db(), MERCHANT)).toEqual([]);

    // The chase's next issue: its line alone on that issue counts whole.
    await drawAndSettle(minutes(2));
    expect(chaseNext!.issueId).not.toBe(first.issueId);
    expect((await betsOf([chaseNext!.id]))[0]).toEqual({ stake: 400, validBet: 400 });
    expect(await checkPlayRollups(db(), MERCHANT)).toEqual([]);
  });

  it('an even cover counts nothing; a line taken back before the draw no longer covers', async () => {
    const memberId = await player(100_000n);
    const even = await slip(memberId, [
      { betType: 'f3.oddeven', pick: 'odd', stake: 500n },
      { betType: 'f3.oddeven', pick: 'even', stake: 500n },
    ]);
    const taken = await slip(memberId, [
      { betType: 'f3.bigsmall', pick: 'big', stake: 700n },
      { betType: 'f3.bigsmall', pick: 'small', stake: 700n },
    ]);
    await cancelLine(db(), memberId, taken.lineIds[1]!, T);
    // The file's first test drew the first two issues: these lines are on a later one.
    await drawAndSettle(minutes(5));
    expect(await betsOf(even.lineIds)).toEqual([
      { stake: 500, validBet: 0 },
      { stake: 500, validBet: 0 },
    ]);
    expect(await betsOf([taken.lineIds[0]!])).toEqual([{ stake: 700, validBet: 700 }]);
    expect(await dayPlay(memberId)).toEqual({ bets: 3, stake: 1_700, validBet: 700 });
    expect(await checkPlayRollups(db(), MERCHANT)).toEqual([]);
  });
});
