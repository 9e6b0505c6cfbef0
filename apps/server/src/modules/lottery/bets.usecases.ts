import { randomUUID } from 'node:crypto';
import { formatMinor } from '@arcadia/contracts';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import type { PrizeMode } from './engine/definitions.ts';
import { priceLine, type PricedLine } from './engine/pricing.ts';
import { linesRepository, type StoredLine } from './lines.repository.ts';
import { openLineRow } from './line-rows.ts';
import { lotteryErrors } from './lottery.errors.ts';
import { lotteryRepository, type StoredIssue } from './lottery.repository.ts';

/** The lottery is the TCG_SEA vendor of the game wallet: every line is one of its bets. */
export const LOTTERY_VENDOR = 'TCG_SEA';
export const betId = (lineId: number) => `lot:${lineId}`;
export const roundOf = (issue: Pick<StoredIssue, 'gameCode' | 'numero'>) => `${issue.gameCode}:${issue.numero}`;

export type SlipInput = {
  merchantId: number;
  /** Minor-unit places of the brand's currency (the stake limits in a refusal are written with them). */
  places: number;
  memberId: number;
  gameCode: string;
  prizeMode: PrizeMode;
  lines: { betType: string; pick: string; stake: Minor }[];
  /** Repeat the slip on this many issues in a row (1 = this issue only). */
  issues: number;
  stopOnWin: boolean;
};

/**
 * Places a slip: every line priced (odds fixed now), checked against the brand's exposure cap
 * per pick and issue, written, and paid through the game wallet, all in one database
 * transaction, so a refusal or a crash leaves nothing behind. A chase places the same lines on
 * the next issues and pays for all of them now; what a stop on win leaves unplayed is refunded.
 */
export async function placeSlip(db: Db, input: SlipInput, now = new Date()) {
  const game = (await lotteryRepository.games(db, input.merchantId)).find((g) => g.code === input.gameCode);
  if (!game || !game.enabled) throw lotteryErrors.notFound();
  const priced: PricedLine[] = input.lines.map((line) => {
    const result = priceLine(game.definition, input.prizeMode, line);
    if (typeof result !== 'string') return result;
    const offer = game.definition.offers[line.betType as keyof typeof game.definition.offers];
    throw lotteryErrors.pricing(result, {
      min: formatMinor(minor(BigInt(offer?.minStake ?? 0)), input.places),
      max: formatMinor(minor(BigInt(offer?.maxStake ?? 0)), input.places),
    });
  });
  const issues = (await lotteryRepository.upcoming(db, input.merchantId, input.gameCode, now, input.issues + 1))
    .filter((issue) => issue.closesAt > now)
    .slice(0, input.issues);
  // A chase longer than what is scheduled says how many issues it can have; a single issue is closed.
  if (issues.length < input.issues) {
    throw input.issues > 1 && issues.length > 0 ? lotteryErrors.chaseTooLong(issues.length) : lotteryErrors.closed();
  }
  const slip = randomUUID();
  return inRetryingTransaction(db, async (trx) => {
    const chaseId =
      input.issues > 1
        ? await linesRepository.insertChase(trx, { ...input, issues: input.issues, stopOnWin: input.stopOnWin })
        : null;
    let balance: Minor | undefined;
    const placed: number[] = [];
    // Every issue of the slip is locked before the first stake posts (the lock order of
    // docs/architecture.md): locking the next issue while holding the wallet and house accounts
    // would deadlock with a bet on that issue that holds it and waits for the house account.
    for (const issue of [...issues].sort((a, b) => a.id - b.id)) await lockIssueStillOpen(trx, issue, now);
    for (const issue of issues) {
      for (const line of priced) {
        const exposure = await linesRepository.exposure(trx, issue.id, line.betType, line.pick);
        if (exposure + line.payoutPerHit > BigInt(game.definition.exposureCapPerNumber)) {
          throw lotteryErrors.exposureExceeded();
        }
        await checkStakeLimit(trx, game.definition.stakeLimitPerNumber, { ...input, issueId: issue.id, line });
        const id = await linesRepository.insert(
          trx,
          openLineRow(
            {
              merchantId: input.merchantId,
              memberId: input.memberId,
              issueId: issue.id,
              slip,
              chaseId,
              prizeMode: input.prizeMode,
              createdAt: now.toISOString(),
            },
            line,
          ),
        );
        const paid = await gameWallet.bet(trx, {
          merchantId: input.merchantId,
          vendorCode: LOTTERY_VENDOR,
          memberId: input.memberId,
          transactionId: betId(id),
          round: roundOf(issue),
          amount: minor(line.cost),
        });
        balance = paid.balance;
        placed.push(id);
      }
    }
    return { slip, lineIds: placed, chaseId, balance: balance! };
  });
}

/**
 * The member's open lines on this pick of this issue (this slip's earlier lines included) plus this
 * line must stay within the brand's stake limit per number, if it set one.
 */
async function checkStakeLimit(
  trx: Trx,
  limit: number | null | undefined,
  at: { memberId: number; issueId: number; places: number; line: PricedLine },
): Promise<void> {
  if (!limit) return;
  const staked = await linesRepository.memberStake(trx, at.issueId, at.memberId, at.line.betType, at.line.pick);
  if (staked + at.line.cost > BigInt(limit))
    throw lotteryErrors.numberLimitExceeded(formatMinor(minor(BigInt(limit)), at.places), at.line.pick);
}

/**
 * Serialises bets on one issue (exposure sums) and refuses an issue that closed meanwhile.
 * `FOR NO KEY UPDATE`, like every decision lock: it leaves foreign-key checks of rows referencing
 * the issue alone (docs/architecture.md, "Locks and retries").
 */
async function lockIssueStillOpen(trx: Trx, issue: StoredIssue, now: Date): Promise<void> {
  let query = trx.selectFrom('lottery_issues').select(['state', 'closes_at']).where('id', '=', issue.id);
  if (isPostgres(trx)) query = query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  if (!row || row.state !== 'pending' || new Date(row.closes_at) <= now) throw lotteryErrors.closed();
}

/** The player takes a line back before its issue closes: the stake comes back through the game wallet. */
export async function cancelLine(db: Db, memberId: number, lineId: number, now = new Date()) {
  return inRetryingTransaction(db, async (trx) => {
    const line = await linesRepository.find(trx, lineId);
    if (!line || line.memberId !== memberId) throw lotteryErrors.notFound();
    const issue = await issueOf(trx, line);
    if (line.status !== 'open' || issue.state !== 'pending' || issue.closesAt <= now)
      throw lotteryErrors.cannotCancel();
    return refund(trx, issue, line, 'cancelled');
  });
}

async function issueOf(db: DbOrTrx, line: StoredLine): Promise<StoredIssue> {
  const issue = await lotteryRepository.issueById(db, line.issueId);
  if (!issue) throw lotteryErrors.notFound();
  return issue;
}

/** Gives a line's stake back through the game wallet; the line closes once (conditional update). */
export async function refund(trx: Trx, issue: StoredIssue, line: StoredLine, status: 'cancelled' | 'refunded') {
  if (!(await linesRepository.close(trx, line.id, { status }))) throw lotteryErrors.cannotCancel();
  return gameWallet.rollback(trx, {
    merchantId: issue.merchantId,
    vendorCode: LOTTERY_VENDOR,
    memberId: line.memberId,
    transactionId: `${betId(line.id)}:${status}`,
    referenceTransactionId: betId(line.id),
  });
}

/** The member's lines, newest first, as the "my bets" panel shows them. */
export async function myLines(
  db: Db,
  memberId: number,
  query: { gameCode?: string | undefined; pageNo: number; pageSize: number },
  places: number,
  now = new Date(),
) {
  const rows = await linesRepository.ofMember(
    db,
    memberId,
    query.gameCode,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return {
    list: rows.map((l) => ({
      id: l.id,
      gameCode: l.gameCode,
      numero: l.numero,
      betType: l.betType,
      pick: l.pick,
      stake: formatMinor(l.stake, places),
      cost: formatMinor(l.cost, places),
      odds: (l.oddsMilli / 1000).toFixed(2),
      status: l.status,
      hits: l.hits,
      payout: formatMinor(l.payout, places),
      chaseId: l.chaseId,
      createdAt: l.createdAt,
      cancellable: l.status === 'open' && l.issueState === 'pending' && new Date(l.closesAt) > now,
    })),
  };
}
