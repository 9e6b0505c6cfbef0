import { formatMinor, type LeaderboardRow, type MissionCadence, type MissionLeaderboard } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { previousPeriod } from '../play-record/periods.port.ts';
import { recordBonusPaid } from '../play-record/play-record.usecases.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { leaderboardRepository } from './leaderboard.repository.ts';
import { maskName } from './mission-rules.ts';
import { missionBrand, periodAt } from './mission-brand.ts';
import { titleIn, type Leaderboard, type Standing } from './missions.model.ts';
import type { MissionContext } from './missions.usecases.ts';

/** Rows shown: at least the prize places, at least ten. */
const SHOWN = 10;
/** A period is settled this long after it ends, so bets settled just before the end still count. */
export const SETTLE_GRACE_MS = 5 * 60_000;

/** The ranking without members an exclusion keeps out (they neither show nor take a prize); ranks closed up. */
async function eligibleStandings(db: DbOrTrx, board: Leaderboard, periodKey: string, at: Date): Promise<Standing[]> {
  const all = await leaderboardRepository.standings(db, board.id, periodKey);
  const excluded = await responsibleGamingPort.excludedAmong(
    db,
    all.map((s) => s.memberId),
    at,
  );
  return all.filter((s) => !excluded.has(s.memberId)).map((s, i) => ({ ...s, rank: i + 1 }));
}

/**
 * MCSFE_getMissionLeaderboard: the brand's running leaderboard (of the cadence asked, daily first)
 * for the current or previous period: the top places with their prizes (paid ones once settled),
 * and the member's own row wherever it stands. Null when the brand runs none.
 */
export async function missionLeaderboard(
  db: Db,
  ctx: MissionContext,
  query: { cadence?: MissionCadence; period: 'current' | 'previous' },
  now: Date,
): Promise<MissionLeaderboard | null> {
  const boards = await leaderboardRepository.leaderboards(db, ctx.merchantId, true);
  const board = boards.find((b) => b.cadence === (query.cadence ?? 'daily')) ?? (query.cadence ? undefined : boards[0]);
  if (!board) return null;
  const brand = await missionBrand(db, ctx.merchantId);
  const current = periodAt(brand, board.cadence, now);
  const period = query.period === 'previous' ? previousPeriod(current, brand.timeZone) : current;
  const settled = await leaderboardRepository.isSettled(db, board.id, period.key);
  const paid = settled ? await leaderboardRepository.paidPrizes(db, board.id, period.key) : null;
  const standings = await eligibleStandings(db, board, period.key, now);
  const row = (s: Standing): LeaderboardRow => {
    const prize = paid ? paid.get(s.memberId) : board.prizes[s.rank - 1];
    const me = s.memberId === ctx.memberId;
    return {
      rank: s.rank,
      nickname: me ? s.nickname : maskName(s.nickname),
      score: s.score,
      reachedAt: s.reachedAt,
      prize: prize === undefined ? null : formatMinor(prize, brand.places),
      me,
    };
  };
  const mine = standings.find((s) => s.memberId === ctx.memberId);
  return {
    id: board.id,
    code: board.code,
    title: titleIn(board.titles, ctx.language),
    cadence: board.cadence,
    periodKey: period.key,
    startsAt: period.start.toISOString(),
    endsAt: period.end.toISOString(),
    prizes: board.prizes.map((p) => formatMinor(p, brand.places)),
    settled,
    list: standings.slice(0, Math.max(SHOWN, board.prizes.length)).map(row),
    mine: mine ? row(mine) : null,
  };
}

/**
 * Pays each ended period's prizes once (the job `missions.settle-leaderboards`): the settlement
 * row (unique per leaderboard and period) and every prize's row and posting commit together, so a
 * second run, or a second runner, finds the period settled and pays nothing. Members an exclusion
 * kept out as the period ended are passed over; the next places move up. Answers the prizes paid.
 */
export async function settleLeaderboards(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SETTLE_GRACE_MS).toISOString();
  let paid = 0;
  for (const board of await leaderboardRepository.leaderboards(db, null, false)) {
    for (const { key: periodKey, end } of await leaderboardRepository.duePeriods(db, board.id, cutoff)) {
      paid += await inRetryingTransaction(db, async (trx) => {
        const settlementId = await leaderboardRepository.insertSettlement(
          trx,
          board.merchantId,
          board.id,
          periodKey,
          now.toISOString(),
        );
        if (settlementId === null) return 0;
        const brand = await missionBrand(trx, board.merchantId);
        // Excluded as the period ended: a member who took a time-out during it takes no prize.
        const closedAt = new Date(new Date(end).getTime() - 1);
        const winners = (await eligibleStandings(trx, board, periodKey, closedAt)).slice(0, board.prizes.length);
        let count = 0;
        for (const winner of winners) {
          const amount = board.prizes[winner.rank - 1]!;
          if (amount <= 0n) continue;
          const prizeId = await leaderboardRepository.insertPrize(trx, {
            merchantId: board.merchantId,
            settlementId,
            memberId: winner.memberId,
            rank: winner.rank,
            score: winner.score,
            amount,
          });
          const source = await ensureSystemAccount(trx, board.merchantId, 'bonus', brand.currency);
          const target = await ensureMemberAccount(trx, board.merchantId, winner.memberId, 'main', brand.currency);
          await postTransaction(trx, {
            merchantId: board.merchantId,
            kind: 'mission_prize',
            idempotencyKey: `mission:prize:${prizeId}`,
            legs: [
              { accountId: source.id, amount: minor(-amount) },
              { accountId: target.id, amount },
            ],
            metadata: { leaderboardId: board.id, periodKey, rank: winner.rank },
          });
          // A prize is a bonus, on the day it is paid (the settling run's), not the period's.
          const paid = { merchantId: board.merchantId, memberId: winner.memberId, amount };
          await recordBonusPaid(trx, { ...paid, at: now.toISOString() });
          count += 1;
        }
        return count;
      });
    }
  }
  return paid;
}
