import { describe, expect, it } from 'vitest';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import {
  betEventSequence,
  handleInBatches,
  handleOneByOne,
  insertEvents,
  tableRows,
} from '../../../test/play-event-replay.ts';
import { betRule, pointsSettings } from '../../../test/points-fixtures.ts';
import { useInstanceDatabases } from '../../../test/test-db.ts';
import { earnFromBetEvent, earnFromBetEvents } from './earning.usecases.ts';

/**
 * A delivery batch earns exactly the lots and ledger postings that its events earn one by one:
 * the same events (five members interleaved, a time-out in the middle, corrections up and down,
 * rollbacks taking back what lots still hold, redeliveries) on two fresh databases, with rules
 * whose points are floored bet by bet.
 */
// Each database this file opens is closed after its test.
const databases = useInstanceDatabases();
const HOUR = 3_600_000;
const start = new Date(Date.now() - 30 * HOUR);

async function brandWithRules() {
  const handle = await databases.fresh();
  const db = handle.db;
  const members = [];
  for (let i = 0; i < 5; i++) members.push(await createMember(db, { username: `ptsbatch${i}` }));
  await pointsSettings(db);
  await betRule(db, 'LIVE', 3, '7.00');
  await betRule(db, 'ALL', 1, '3.00');
  await db
    .insertInto('rg_exclusions')
    .values({
      merchant_id: DEFAULT_MERCHANT,
      member_id: members[2]!.id,
      kind: 'timeout',
      starts_at: new Date(start.getTime() + 4 * HOUR).toISOString(),
      ends_at: new Date(start.getTime() + 9 * HOUR).toISOString(),
      reopens_at: null,
      created_by: 'member',
      reason: null,
    })
    .execute();
  return { db, memberIds: members.map((m) => m.id) };
}

describe('points from bets, a batch at a time', () => {
  it('leaves the same lots and postings as the events earned one by one', { timeout: 240_000 }, async () => {
    const one = await brandWithRules();
    const batched = await brandWithRules();
    expect(batched.memberIds).toEqual(one.memberIds);
    const events = betEventSequence(DEFAULT_MERCHANT, one.memberIds, 800, start, 5);
    const eachEvent = async (
      trx: Parameters<typeof earnFromBetEvent>[0],
      e: (typeof events)[number] & { id: number },
    ) => {
      await earnFromBetEvent(trx, e);
    };
    await handleOneByOne(one.db, eachEvent, await insertEvents(one.db, events));
    await handleInBatches(batched.db, earnFromBetEvents, await insertEvents(batched.db, events));
    for (const [table, omit] of [
      ['points_lots', ['id']],
      ['ledger_transactions', ['id', 'created_at']],
      ['ledger_entries', ['id', 'transaction_id', 'created_at']],
      ['ledger_accounts', ['id', 'created_at', 'updated_at']],
    ] as const) {
      const expected = await tableRows(one.db, table, [...omit]);
      expect(expected.length, table).toBeGreaterThan(0);
      expect(await tableRows(batched.db, table, [...omit]), table).toEqual(expected);
    }
  });
});
