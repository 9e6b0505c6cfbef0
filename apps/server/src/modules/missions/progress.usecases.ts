import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { CreditedDeposit, DepositCreditedListener } from '../payments/deposit-events.port.ts';
import type { PlayEvent } from '../play-record/play-events.port.ts';
import { businessDay } from '../play-record/periods.port.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { leaderboardRepository } from './leaderboard.repository.ts';
import { betContribution } from './mission-rules.ts';
import { missionBrand, periodAt, type MissionBrand } from './mission-brand.ts';
import type { Mission } from './missions.model.ts';
import { missionsRepository } from './missions.repository.ts';

/**
 * Progress comes from what the member did: settled bets (the play record's events, delivered once
 * each inside the transaction that moves this subscriber's cursor), credited deposits (inside the
 * crediting transaction) and sign-ins (read from the sessions). Each source is also recorded in
 * `mission_counted`, so an event or deposit handed over again, or a bet corrected after it was
 * counted, never counts twice. A bet counts in the period of its settlement, however late its
 * event is delivered. Members a responsible-gaming exclusion keeps out, and trial accounts, make
 * no progress. Nothing here throws for a business reason: a settlement or deposit must not fail
 * because of a mission.
 */
/**
 * Adds to one mission's period and, when this completes it, its score to every running
 * leaderboard's period that holds the completion (unless that period's prizes were paid already:
 * a very late event changes nothing paid).
 */
export async function addToMission(
  trx: DbOrTrx,
  brand: MissionBrand,
  mission: Mission,
  memberId: number,
  amount: bigint,
  at: string,
): Promise<void> {
  const period = periodAt(brand, mission.cadence, at);
  const key = { missionId: mission.id, memberId, periodKey: period.key };
  const { completedNow } = await missionsRepository.addProgress(trx, brand.merchantId, key, amount, mission.target, at);
  if (completedNow) await scoreCompletion(trx, brand, mission, memberId, at);
}

export async function scoreCompletion(
  trx: DbOrTrx,
  brand: MissionBrand,
  mission: Mission,
  memberId: number,
  at: string,
) {
  if (mission.score <= 0) return;
  for (const board of await leaderboardRepository.leaderboards(trx, brand.merchantId, true)) {
    const period = periodAt(brand, board.cadence, at);
    if (await leaderboardRepository.isSettled(trx, board.id, period.key)) continue;
    await leaderboardRepository.addScore(
      trx,
      {
        merchantId: brand.merchantId,
        leaderboardId: board.id,
        memberId,
        periodKey: period.key,
        periodEnd: period.end.toISOString(),
      },
      mission.score,
      at,
    );
  }
}

/** One settled, corrected or rolled-back bet. */
export async function countBet(trx: Trx, event: PlayEvent): Promise<void> {
  const missions = (await missionsRepository.missions(trx, event.merchantId, true)).filter((m) =>
    ['rounds', 'wager', 'multiplier'].includes(m.kind),
  );
  if (missions.length === 0) return;
  const at = event.createdAt;
  if (!(await missionsRepository.markCounted(trx, event.merchantId, `event:${event.id}`, at))) return;
  if (!(await responsibleGamingPort.earnsFromPlay(trx, event.memberId, new Date(at)))) return;
  const brand = await missionBrand(trx, event.merchantId);
  const counting = missions.flatMap((mission) => {
    const contribution = betContribution(mission, event);
    return contribution ? [{ mission, contribution, key: `bet:${event.betId}:mission:${mission.id}` }] : [];
  });
  // The once-per-bet marks of every mission this bet adds to, in one statement.
  const firstTime = await missionsRepository.markCountedMany(
    trx,
    event.merchantId,
    counting.filter((c) => c.contribution.perBet && !c.contribution.undo).map((c) => c.key),
    at,
  );
  for (const { mission, contribution, key: counted } of counting) {
    if (contribution.perBet) {
      if (contribution.undo) {
        // Only what was counted is taken back, and only once.
        const wasCounted = await missionsRepository.isCounted(trx, event.merchantId, counted);
        if (!wasCounted || !(await missionsRepository.markCounted(trx, event.merchantId, `${counted}:undone`, at)))
          continue;
      } else if (!firstTime.has(counted)) continue;
    }
    await addToMission(trx, brand, mission, event.memberId, contribution.amount, at);
  }
}

/** One credited deposit: its amount counts towards every deposit mission of its period. */
export async function countDeposit(trx: Trx, deposit: CreditedDeposit): Promise<void> {
  const missions = (await missionsRepository.missions(trx, deposit.merchantId, true)).filter(
    (m) => m.kind === 'deposit',
  );
  if (missions.length === 0) return;
  const at = deposit.creditedAt;
  if (!(await missionsRepository.markCounted(trx, deposit.merchantId, `deposit:${deposit.id}`, at))) return;
  if (!(await responsibleGamingPort.earnsFromPlay(trx, deposit.memberId, new Date(at)))) return;
  const brand = await missionBrand(trx, deposit.merchantId);
  for (const mission of missions) await addToMission(trx, brand, mission, deposit.memberId, deposit.amount, at);
}

/**
 * A sign-in mission's progress: the distinct business days of the period on which the member
 * signed in (each sign-in opens a session). Counted when the member looks or claims, so it is
 * recomputed rather than added to; the completion is dated by the sign-in that reached the target.
 */
export async function refreshSignInDays(trx: Trx, brand: MissionBrand, mission: Mission, memberId: number, now: Date) {
  const period = periodAt(brand, mission.cadence, now);
  const signIns = await missionsRepository.signInsBetween(
    trx,
    memberId,
    period.start.toISOString(),
    period.end.toISOString(),
  );
  const days: string[] = [];
  let reachedAt: string | null = null;
  for (const at of signIns) {
    const day = businessDay(at, brand.timeZone);
    if (days.includes(day)) continue;
    days.push(day);
    if (reachedAt === null && BigInt(days.length) >= mission.target) reachedAt = at;
  }
  const key = { missionId: mission.id, memberId, periodKey: period.key };
  await missionsRepository.setProgress(trx, brand.merchantId, key, BigInt(days.length), now.toISOString());
  // Whoever dates the completion first scores it; a second look finds it dated.
  if (reachedAt !== null && (await missionsRepository.markCompleted(trx, key, reachedAt)))
    if (await responsibleGamingPort.earnsFromPlay(trx, memberId, now))
      await scoreCompletion(trx, brand, mission, memberId, reachedAt);
}

export const missionsDepositListener: DepositCreditedListener = { name: 'missions', credited: countDeposit };
