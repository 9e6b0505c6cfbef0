import type { MissionInput } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';
import { createLeaderboard, createMission } from '../src/modules/missions/missions-admin.usecases.ts';
import { missionsPlaySubscriber } from '../src/modules/missions/missions.port.ts';
import { deliverPlayEvents } from '../src/modules/play-record/play-events.ts';
import { DEFAULT_MERCHANT } from './factories/members.ts';

let seq = 0;

/** A running mission of brand 1 under a fresh code (a round of 1 by default). */
export async function runningMission(db: Db, input: Partial<MissionInput> = {}) {
  return createMission(
    db,
    DEFAULT_MERCHANT,
    {
      code: `test-${++seq}-${Date.now() % 100_000}`,
      titles: { en: `Test mission ${seq}` },
      kind: 'rounds',
      cadence: 'daily',
      target: '1',
      reward: '1.00',
      score: 10,
      sortOrder: 0,
      ...input,
    },
    new Date(),
  );
}

/** A leaderboard of brand 1 under a fresh code. */
export async function runningLeaderboard(db: Db, prizes: string[], cadence: 'daily' | 'weekly' = 'daily') {
  return createLeaderboard(
    db,
    DEFAULT_MERCHANT,
    { code: `board-${++seq}-${Date.now() % 100_000}`, titles: { en: 'Test board' }, cadence, prizes },
    new Date(),
  );
}

/** Hands every pending "bet settled" event to missions. */
export const deliverToMissions = (db: Db) => deliverPlayEvents(db, [missionsPlaySubscriber], { waitMs: 5_000 });

export const missionCtx = (memberId: number) => ({ merchantId: DEFAULT_MERCHANT, memberId, language: 'en' });
