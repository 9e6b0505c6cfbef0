import {
  AMOUNT_INPUT_PATTERN,
  formatMinor,
  type AdminLeaderboard,
  type AdminMission,
  type LeaderboardInput,
  type MissionInput,
  type MissionStatus,
} from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { amountIn } from '../../lib/money.ts';
import { leaderboardRepository } from './leaderboard.repository.ts';
import { missionBrand, periodAt } from './mission-brand.ts';
import { missionErrors } from './missions.errors.ts';
import { MONEY_KINDS, type Leaderboard, type Mission } from './missions.model.ts';
import { missionsRepository } from './missions.repository.ts';

/** Operators' missions: the console's /admin/api/missions routes and the `mission:*` commands share these. */
const viewMission = (m: Mission, places: number, totals?: { claims: number; paid: bigint }): AdminMission => ({
  id: m.id,
  code: m.code,
  titles: m.titles,
  kind: m.kind,
  cadence: m.cadence,
  target: MONEY_KINDS.has(m.kind) ? formatMinor(m.target, places) : m.target.toString(),
  multiplier: m.multiplierX100 === null ? null : (m.multiplierX100 / 100).toFixed(2),
  category: m.category,
  reward: formatMinor(m.reward, places),
  score: m.score,
  sortOrder: m.sortOrder,
  status: m.status,
  claims: totals?.claims ?? 0,
  paid: formatMinor(totals?.paid ?? 0n, places),
});

const viewLeaderboard = (b: Leaderboard, places: number): AdminLeaderboard => ({
  id: b.id,
  code: b.code,
  titles: b.titles,
  cadence: b.cadence,
  prizes: b.prizes.map((p) => formatMinor(p, places)),
  status: b.status,
});

export async function listMissions(db: DbOrTrx, merchantId: number): Promise<{ list: AdminMission[] }> {
  const { places } = await missionBrand(db, merchantId);
  const totals = await missionsRepository.claimTotals(db, merchantId);
  const missions = await missionsRepository.missions(db, merchantId, false);
  return { list: missions.map((m) => viewMission(m, places, totals.get(m.id))) };
}

/** A count target: a whole number from 1 to a million. */
function countTarget(text: string): bigint {
  if (!/^\d{1,7}$/.test(text) || Number(text) < 1 || Number(text) > 1_000_000)
    throw errors.invalid([{ field: 'target', key: 'validation.invalid' }]);
  return BigInt(text);
}

function moneyTarget(text: string, places: number): bigint {
  if (!AMOUNT_INPUT_PATTERN.test(text)) throw errors.invalid([{ field: 'target', key: 'validation.amount' }]);
  const amount = amountIn(text, places, 'target');
  if (amount <= 0n) throw errors.invalid([{ field: 'target', key: 'validation.amount' }]);
  return amount;
}

export async function createMission(db: DbOrTrx, merchantId: number, input: MissionInput, now: Date) {
  const { places } = await missionBrand(db, merchantId);
  const target = MONEY_KINDS.has(input.kind) ? moneyTarget(input.target, places) : countTarget(input.target);
  const at = now.toISOString();
  const id = await missionsRepository.insertMission(db, {
    merchant_id: merchantId,
    code: input.code,
    titles: JSON.stringify(input.titles),
    kind: input.kind,
    cadence: input.cadence,
    target: target.toString(),
    multiplier_x100: input.kind === 'multiplier' ? Math.round(Number(input.multiplier) * 100) : null,
    category: input.kind === 'deposit' || input.kind === 'login_days' ? null : (input.category ?? null),
    reward: amountIn(input.reward, places, 'reward').toString(),
    score: input.score,
    sort_order: input.sortOrder,
    status: 'active',
    created_at: at,
    updated_at: at,
  });
  if (id === null) throw missionErrors.codeTaken();
  return viewMission((await missionsRepository.mission(db, merchantId, id))!, places);
}

export async function setMissionStatus(db: DbOrTrx, merchantId: number, id: number, status: MissionStatus, now: Date) {
  const { places } = await missionBrand(db, merchantId);
  if (!(await missionsRepository.mission(db, merchantId, id))) throw missionErrors.notFound();
  await missionsRepository.setMissionStatus(db, merchantId, id, status, now.toISOString());
  return viewMission((await missionsRepository.mission(db, merchantId, id))!, places);
}

export async function listLeaderboards(db: DbOrTrx, merchantId: number): Promise<{ list: AdminLeaderboard[] }> {
  const { places } = await missionBrand(db, merchantId);
  const boards = await leaderboardRepository.leaderboards(db, merchantId, false);
  return { list: boards.map((b) => viewLeaderboard(b, places)) };
}

export async function createLeaderboard(db: DbOrTrx, merchantId: number, input: LeaderboardInput, now: Date) {
  const { places } = await missionBrand(db, merchantId);
  const prizes = input.prizes.map((p, i) => amountIn(p, places, `prizes.${i}`).toString());
  const id = await leaderboardRepository.insertLeaderboard(db, {
    merchant_id: merchantId,
    code: input.code,
    titles: JSON.stringify(input.titles),
    cadence: input.cadence,
    prizes: JSON.stringify(prizes),
    status: 'active',
    created_at: now.toISOString(),
  });
  if (id === null) throw missionErrors.codeTaken();
  return viewLeaderboard((await leaderboardRepository.leaderboard(db, merchantId, id))!, places);
}

export async function setLeaderboardStatus(db: DbOrTrx, merchantId: number, id: number, status: MissionStatus) {
  const { places } = await missionBrand(db, merchantId);
  if (!(await leaderboardRepository.leaderboard(db, merchantId, id))) throw missionErrors.leaderboardNotFound();
  await leaderboardRepository.setStatus(db, merchantId, id, status);
  return viewLeaderboard((await leaderboardRepository.leaderboard(db, merchantId, id))!, places);
}

/** A period's full ranking with accounts (the current period unless one is named), and what it paid. */
export async function leaderboardStandings(
  db: DbOrTrx,
  merchantId: number,
  id: number,
  periodKey: string | undefined,
  now: Date,
) {
  const board = await leaderboardRepository.leaderboard(db, merchantId, id);
  if (!board) throw missionErrors.leaderboardNotFound();
  const brand = await missionBrand(db, merchantId);
  const key = periodKey ?? periodAt(brand, board.cadence, now).key;
  const settled = await leaderboardRepository.isSettled(db, board.id, key);
  const paid = await leaderboardRepository.paidPrizes(db, board.id, key);
  const list = (await leaderboardRepository.standings(db, board.id, key)).map((s) => {
    const prize = settled ? paid.get(s.memberId) : board.prizes[s.rank - 1];
    return {
      rank: s.rank,
      memberId: s.memberId,
      account: s.account,
      nickname: s.nickname,
      score: s.score,
      reachedAt: s.reachedAt,
      prize: prize === undefined ? null : formatMinor(prize, brand.places),
      me: false,
    };
  });
  return { periodKey: key, settled, list };
}
