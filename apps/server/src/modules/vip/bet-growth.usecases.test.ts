import { describe, expect, it } from 'vitest';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import {
  betEventSequence,
  handleInBatches,
  handleOneByOne,
  insertEvents,
  tableRows,
} from '../../../test/play-event-replay.ts';
import { useInstanceDatabases } from '../../../test/test-db.ts';
import { createTestLadder } from '../../../test/vip-fixtures.ts';
import { addBetGrowthBatch } from './bet-growth.usecases.ts';
import { addBetGrowth } from './vip-sources.ts';

/**
 * A delivery batch counted at once leaves exactly the growth records, members' growth and levels,
 * promotions and level-up rewards that its events counted one by one leave: the same events (five
 * members interleaved, a trial account, corrections and rollbacks, redeliveries) on two fresh
 * databases, with a bet weight that rounds every bet's growth.
 */
// Each database this file opens is closed after its test.
const databases = useInstanceDatabases();
const HOUR = 3_600_000;
const start = new Date(Date.now() - 30 * HOUR);
// The time of handling dates promotions and reviews: the same on both sides.
const NOW = new Date(start.getTime() + 31 * HOUR);

async function brandWithLadder() {
  const handle = await databases.fresh();
  const db = handle.db;
  const members = [];
  for (let i = 0; i < 5; i++) members.push(await createMember(db, { username: `vipbatch${i}` }));
  members.push(await createMember(db, { username: 'vipbatchtrial', trial: true }));
  await createTestLadder(db);
  await db
    .insertInto('vip_settings')
    .values({
      merchant_id: DEFAULT_MERCHANT,
      deposit_weight_bp: 10_000,
      bet_weight_bp: 333,
      updated_at: NOW.toISOString(),
    })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ bet_weight_bp: 333 }))
    .execute();
  return { db, memberIds: members.map((m) => m.id) };
}

describe('VIP growth, a batch at a time', () => {
  it('leaves the same rows as the events counted one by one', { timeout: 240_000 }, async () => {
    const one = await brandWithLadder();
    const batched = await brandWithLadder();
    expect(batched.memberIds).toEqual(one.memberIds);
    const events = betEventSequence(DEFAULT_MERCHANT, one.memberIds, 1_200, start, 23);
    await handleOneByOne(one.db, (trx, e) => addBetGrowth(trx, e, NOW), await insertEvents(one.db, events));
    await handleInBatches(
      batched.db,
      (trx, list) => addBetGrowthBatch(trx, list, NOW),
      await insertEvents(batched.db, events),
    );
    for (const [table, omit] of [
      ['vip_members', []],
      ['vip_growth', ['id']],
      ['vip_history', ['id']],
      ['vip_rewards', ['id', 'ledger_transaction_id']],
    ] as const) {
      const expected = await tableRows(one.db, table, [...omit]);
      expect(expected.length, table).toBeGreaterThan(0);
      expect(await tableRows(batched.db, table, [...omit]), table).toEqual(expected);
    }
  });
});
