import type { Trx } from '../../db/schema.ts';
import { eventsByBrand, type PlayEvent, type PlayEventSubscriber } from '../play-record/play-events.port.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { betProgressRepository, progressKeyOf, type ProgressKey, type ProgressRow } from './bet-progress.repository.ts';
import { missionBrand, periodAt, type MissionBrand } from './mission-brand.ts';
import { betContribution } from './mission-rules.ts';
import type { Mission } from './missions.model.ts';
import { missionsRepository } from './missions.repository.ts';
import { countBet, scoreCompletion } from './progress.usecases.ts';

/**
 * A whole delivery batch of "bet settled" events, leaving exactly what `countBet` leaves event by
 * event, in far fewer statements: a batch holds many bets of the same members, so the missions,
 * brand, members and exclusions are read once, the counted marks and progress rows read and
 * written once, and the events replayed in between, in order, in memory. Replaying in order keeps
 * what depends on it: a rollback takes back only a round counted before it (in an earlier batch or
 * this one), and a completion is dated and scored by the bet that reached the target.
 */
const BET_KINDS: Mission['kind'][] = ['rounds', 'wager', 'multiplier'];

export async function countBets(trx: Trx, events: PlayEvent[]): Promise<void> {
  // Brands share no rows (missions, marks and leaderboards are each a brand's): one after another.
  for (const [merchantId, ofBrand] of eventsByBrand(events)) await countBrandBets(trx, merchantId, ofBrand);
}

type Addition = { mission: Mission; key: ProgressKey; amount: bigint; at: string };

async function countBrandBets(trx: Trx, merchantId: number, events: PlayEvent[]): Promise<void> {
  const missions = (await missionsRepository.missions(trx, merchantId, true)).filter((m) => BET_KINDS.includes(m.kind));
  if (missions.length === 0) return;
  const eventKey = (e: PlayEvent) => `event:${e.id}`;
  const firstTime = await betProgressRepository.markCountedAt(
    trx,
    merchantId,
    events.map((e) => ({ key: eventKey(e), at: e.createdAt })),
  );
  // Once each, also should the same event appear twice in one batch.
  const fresh = events.filter((e) => firstTime.delete(eventKey(e)));
  if (fresh.length === 0) return;
  // Who takes part: members and exclusions read once, each bet judged at its own time.
  const takesPart = await responsibleGamingPort.earningTest(trx, fresh);
  const brand = await missionBrand(trx, merchantId);
  const additions = await onceEachBet(trx, brand, missions, fresh.filter(takesPart));
  const rows = await betProgressRepository.progressOf(
    trx,
    additions.map((a) => a.key),
  );
  const completions: Addition[] = [];
  const touched = new Map<string, ProgressRow>();
  for (const addition of additions) {
    const id = progressKeyOf(addition.key);
    const row = rows.get(id) ?? { ...addition.key, progress: 0n, completedAt: null, updatedAt: addition.at };
    if (addProgress(row, addition)) completions.push(addition);
    rows.set(id, row);
    touched.set(id, row);
  }
  await betProgressRepository.writeProgress(trx, merchantId, [...touched.values()]);
  for (const { mission, key, at } of completions) await scoreCompletion(trx, brand, mission, key.memberId, at);
}

/**
 * Adds to the row as missionsRepository.addProgress's statement would; answers whether this
 * addition completed the mission (target first reached and dated by it).
 */
function addProgress(row: ProgressRow, { mission, amount, at }: Addition): boolean {
  const before = row.progress;
  row.progress += amount;
  if (row.completedAt === null && row.progress >= mission.target) row.completedAt = at;
  row.updatedAt = at;
  return amount > 0n && before < mission.target && row.progress >= mission.target && row.completedAt === at;
}

/**
 * What each event adds to each mission, after countBet's once-per-bet marks (a round or a
 * multiplier win counts once per bet; a rollback takes back only what was counted, once). The
 * marks are read once, replayed in event order, and the new ones written in one go.
 */
async function onceEachBet(trx: Trx, brand: MissionBrand, missions: Mission[], events: PlayEvent[]) {
  const { merchantId } = brand;
  const steps = events.flatMap((event) =>
    missions.flatMap((mission) => {
      const contribution = betContribution(mission, event);
      return contribution ? [{ event, mission, contribution, mark: `bet:${event.betId}:mission:${mission.id}` }] : [];
    }),
  );
  const perBet = steps.filter((s) => s.contribution.perBet);
  const marked = await betProgressRepository.countedAmong(trx, merchantId, [
    ...perBet.map((s) => s.mark),
    ...perBet.filter((s) => s.contribution.undo).map((s) => `${s.mark}:undone`),
  ]);
  const newMarks: { key: string; at: string }[] = [];
  const mark = (key: string, at: string) => {
    marked.add(key);
    newMarks.push({ key, at });
  };
  const additions: Addition[] = [];
  for (const { event, mission, contribution, mark: counted } of steps) {
    const at = event.createdAt;
    if (contribution.perBet) {
      const skip = contribution.undo ? !marked.has(counted) || marked.has(`${counted}:undone`) : marked.has(counted);
      if (skip) continue;
      mark(contribution.undo ? `${counted}:undone` : counted, at);
    }
    const period = periodAt(brand, mission.cadence, at);
    const key = { missionId: mission.id, memberId: event.memberId, periodKey: period.key };
    additions.push({ mission, key, amount: contribution.amount, at });
  }
  await betProgressRepository.markCountedAt(trx, merchantId, newMarks);
  return additions;
}

export const missionsPlaySubscriber: PlayEventSubscriber = {
  name: 'missions.progress',
  handle: countBet,
  handleBatch: countBets,
};
