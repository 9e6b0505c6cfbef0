import { describe, expect, it } from 'vitest';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { runningLeaderboard, runningMission } from '../../../test/mission-fixtures.ts';
import {
  betEventSequence,
  handleInBatches,
  handleOneByOne,
  insertEvents,
  tableRows,
} from '../../../test/play-event-replay.ts';
import { useInstanceDatabases } from '../../../test/test-db.ts';
import { countBets } from './bet-progress.usecases.ts';
import { countBet } from './progress.usecases.ts';

/**
 * A delivery batch counted at once leaves exactly the progress, completions, counted marks and
 * leaderboard scores that its events counted one by one leave: the same events (five members
 * interleaved, a trial account, a time-out in the middle, corrections, rollbacks, redeliveries,
 * across a business day) on two fresh databases.
 */
// Each database this file opens is closed after its test.
const databases = useInstanceDatabases();

async function brandWithMissions() {
  const handle = await databases.fresh();
  const db = handle.db;
  const members = [];
  for (let i = 0; i < 5; i++) members.push(await createMember(db, { username: `batch${i}` }));
  members.push(await createMember(db, { username: 'batchtrial', trial: true }));
  await runningMission(db, { kind: 'rounds', target: '40', score: 5 });
  await runningMission(db, { kind: 'rounds', cadence: 'weekly', target: '60', category: 'LIVE' });
  await runningMission(db, { kind: 'wager', target: '300.00', score: 7 });
  await runningMission(db, { kind: 'multiplier', multiplier: '2.5', target: '8' });
  await runningLeaderboard(db, ['10.00', '5.00']);
  return { db, memberIds: members.map((m) => m.id) };
}

describe('missions progress, a batch at a time', () => {
  const start = new Date(Date.now() - 30 * 3_600_000);

  it('leaves the same rows as the events counted one by one', { timeout: 240_000 }, async () => {
    const one = await brandWithMissions();
    const batched = await brandWithMissions();
    expect(batched.memberIds).toEqual(one.memberIds);
    const events = betEventSequence(DEFAULT_MERCHANT, one.memberIds, 1_500, start);
    // A time-out for the second member, five hours into the sequence, for three hours.
    for (const { db } of [one, batched])
      await db
        .insertInto('rg_exclusions')
        .values({
          merchant_id: DEFAULT_MERCHANT,
          member_id: one.memberIds[1]!,
          kind: 'timeout',
          starts_at: new Date(start.getTime() + 5 * 3_600_000).toISOString(),
          ends_at: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
          reopens_at: null,
          created_by: 'member',
          reason: null,
        })
        .execute();
    await handleOneByOne(one.db, countBet, await insertEvents(one.db, events));
    await handleInBatches(batched.db, countBets, await insertEvents(batched.db, events));
    for (const [table, omit] of [
      ['mission_progress', ['id']],
      ['mission_counted', []],
      ['mission_scores', ['id']],
    ] as const) {
      const expected = await tableRows(one.db, table, [...omit]);
      expect(expected.length, table).toBeGreaterThan(0);
      expect(await tableRows(batched.db, table, [...omit]), table).toEqual(expected);
    }
  });
});
