import type { Db, Trx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { twoSidedMarket, uncoveredStakes } from '../play-record/play-record.usecases.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { settleMany } from '../game-wallet/game-wallet-bulk.usecases.ts';
import { betId, LOTTERY_VENDOR, refund, roundOf } from './bets.usecases.ts';
import { settleLine, type PricedLine } from './engine/pricing.ts';
import type { DrawResult } from './engine/results.ts';
import { linesRepository, type StoredLine } from './lines.repository.ts';
import { lotteryRepository, type StoredIssue } from './lottery.repository.ts';

type Tally = { settled: number; won: number };

const POSTGRES_WORKERS = 2;

/**
 * Settles a drawn issue: open lines in batches (read in id order, one reader), each batch one
 * database transaction in which every line moves out of `open` once (one conditional statement)
 * and its bet is settled through the game wallet's bulk settlement — a win pays stake × odds ×
 * hits, a loss settles at zero. So running this twice, or on two instances at once, settles each
 * line exactly once, and a crash leaves each batch whole or untouched. A winning line of a chase
 * that stops on win refunds the chase's lines on issues not yet drawn.
 */
export async function settleIssue(
  db: Db,
  issue: StoredIssue,
  options: { batch?: number; workers?: number } = {},
): Promise<Tally> {
  const { batch = 2000 } = options;
  if (!issue.result) throw new Error(`Issue ${issue.gameCode} ${issue.numero} is not drawn`);
  const result: DrawResult = issue.result;
  const tally: Tally = { settled: 0, won: 0 };
  // One reader: each batch starts after the last line the previous one read.
  let after = 0;
  let reads: Promise<unknown> = Promise.resolve();
  const take = (): Promise<StoredLine[]> => {
    const read = reads.then(async () => {
      const lines = await linesRepository.openBatch(db, issue.id, batch, after);
      after = lines.at(-1)?.id ?? after;
      return lines;
    });
    reads = read.catch(() => undefined);
    return read;
  };
  let failed = false;
  const worker = async () => {
    try {
      for (let lines = await take(); lines.length > 0 && !failed; lines = await take())
        await settleBatch(db, issue, result, lines, tally);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  // Batches settled at once (PostgreSQL only; SQLite has one writer). Each is its own transaction
  // over its own lines; the rows two share (the house account, a chase) are locked late and
  // briefly, so a second connection keeps another core of the database busy: 100,000 lines in
  // 10.3 s against 12.9 s with one, on this two-core machine moderately loaded. (Saturated by
  // other work, two were slower: 26 s against 20 s.) `npm run bench -- lottery --workers N`.
  const workers = isPostgres(db) ? (options.workers ?? POSTGRES_WORKERS) : 1;
  const outcomes = await Promise.allSettled(Array.from({ length: workers }, worker));
  const rejected = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (rejected) throw rejected.reason;
  await db
    .updateTable('lottery_issues')
    .set({ state: 'settled', settled_at: new Date().toISOString() })
    .where('id', '=', issue.id)
    .where('state', '=', 'drawn')
    .execute();
  return tally;
}

async function settleBatch(db: Db, issue: StoredIssue, result: DrawResult, lines: StoredLine[], tally: Tally) {
  const outcomes = lines.map((line) => {
    const { hits, payout } = settleLine(pricedOf(line), result);
    return { line, id: line.id, hits, payout: minor(payout) };
  });
  const done = await inTransaction(db, async (trx) => {
    const closed = new Set(await linesRepository.closeSettled(trx, outcomes));
    const mine = outcomes.filter((o) => closed.has(o.id));
    const counted = await countedStakes(
      trx,
      issue.id,
      mine.map((o) => o.line),
    );
    const { settled, leftOut } = await settleMany(
      trx,
      { merchantId: issue.merchantId, vendorCode: LOTTERY_VENDOR, round: roundOf(issue) },
      mine.map((o) => ({
        memberId: o.line.memberId,
        transactionId: `${betId(o.id)}:settle`,
        referenceTransactionId: betId(o.id),
        amount: o.payout,
        countedStake: counted.get(o.id),
      })),
    );
    // Not expected (a lottery bet is only rolled back by its own line's refund); if it happens,
    // the single call answers as it always has.
    for (const s of leftOut) {
      await gameWallet.win(trx, {
        merchantId: issue.merchantId,
        vendorCode: LOTTERY_VENDOR,
        round: roundOf(issue),
        ...s,
      });
    }
    let won = 0;
    for (const o of mine.filter((m) => m.hits > 0)) {
      won++;
      if (o.line.chaseId !== null) await stopChase(trx, o.line.chaseId);
    }
    // A chase whose last issue this was has run its course.
    for (const chaseId of new Set(mine.flatMap((o) => (o.line.chaseId === null ? [] : [o.line.chaseId])))) {
      await linesRepository.finishChase(trx, chaseId);
    }
    return { settled: settled + leftOut.length, won };
  });
  // Counted once committed: a batch rolled back settled nothing.
  tally.settled += done.settled;
  tally.won += done.won;
}

/**
 * The stake each line counts as valid bet (valid-bet rule 4): a member's lines on this issue that
 * take both sides of a two-sided market count only the uncovered part. Weighed over all the
 * member's lines on the issue still in play, whichever batch (or worker) settles them, so every
 * line gets the same figure however the issue is cut into batches. Lines on no two-sided market
 * (and members without one) are not read again: they count their whole cost.
 */
async function countedStakes(trx: Trx, issueId: number, lines: StoredLine[]): Promise<Map<number, Minor>> {
  const hedging = new Set(lines.filter((l) => twoSidedMarket(l.betType, l.pick)).map((l) => l.memberId));
  const held = await linesRepository.playingLinesOf(trx, issueId, [...hedging]);
  const byMember = new Map<number, typeof held>();
  for (const line of held) {
    const own = byMember.get(line.memberId);
    if (own) own.push(line);
    else byMember.set(line.memberId, [line]);
  }
  const counted = new Map<number, Minor>();
  for (const own of byMember.values())
    for (const [id, stake] of uncoveredStakes(own.map((l) => ({ ...l, stake: l.cost })))) counted.set(id, stake);
  return counted;
}

const pricedOf = (line: StoredLine) => ({
  betType: line.betType as PricedLine['betType'],
  pick: line.pick,
  stake: line.stake,
  oddsMilli: line.oddsMilli,
});

/**
 * Refunds what a chase that stops on win has left on issues not yet drawn. The chase row is locked
 * first: two batches with winning lines of one chase take turns, and the second finds it stopped.
 */
async function stopChase(trx: Trx, chaseId: number): Promise<void> {
  const chase = await linesRepository.chase(trx, chaseId, { lock: true });
  if (!chase || chase.stop_on_win !== 1 || chase.state !== 'running') return;
  for (const line of await linesRepository.openChaseLines(trx, chaseId)) {
    const issue = await lotteryRepository.issueById(trx, line.issueId);
    if (issue) await refund(trx, issue, line, 'refunded');
  }
  await linesRepository.setChaseState(trx, chaseId, 'stopped');
}
