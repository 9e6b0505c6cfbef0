import { describe, expect, it } from 'vitest';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import {
  betEventSequence,
  handleInBatches,
  handleOneByOne,
  insertEvents,
  tableRows,
} from '../../../test/play-event-replay.ts';
import { depositByWebhook, runningActivity } from '../../../test/promotion-fixtures.ts';
import { useInstanceDatabases } from '../../../test/test-db.ts';
import { registerPromotionHooks } from './promotions.plugin.ts';
import { countWageringEvent, countWageringEvents } from './wagering-events.ts';

/**
 * A delivery batch counted at once leaves exactly the wagering progress, completed bonuses and
 * their conversions on the ledger that its events counted one by one leave: the same events
 * (members with and without a bonus interleaved, corrections and rollbacks, redeliveries) on two
 * fresh databases.
 */
// The deposit rewards pay the bonuses being wagered: the module's hooks, as the app registers them.
registerPromotionHooks();
// Each database this file opens is closed after its test.
const databases = useInstanceDatabases();

async function brandWithBonuses() {
  const handle = await databases.fresh();
  const db = handle.db;
  await runningActivity(db, {
    category: 'new_player',
    trigger: { kind: 'deposit', which: 'first', minAmount: '20.00' },
    reward: { kind: 'percent', percentBp: 10_000, cap: '150.00' },
    wagering: { multiple: 5 },
    autoClaim: true,
  });
  const members = [];
  for (let i = 0; i < 5; i++) members.push(await createMember(db, { username: `wagerbatch${i}` }));
  for (const [i, amount] of [5_000n, 3_000n, 12_000n].entries()) await depositByWebhook(db, members[i]!, amount);
  return { db, memberIds: members.map((m) => m.id) };
}

describe('wagering, a batch at a time', () => {
  it('leaves the same rows as the events counted one by one', { timeout: 240_000 }, async () => {
    const one = await brandWithBonuses();
    const batched = await brandWithBonuses();
    expect(batched.memberIds).toEqual(one.memberIds);
    // Bets settled after both databases' bonuses were paid, so that they count.
    const events = betEventSequence(DEFAULT_MERCHANT, one.memberIds, 500, new Date(Date.now() + 60_000), 9);
    await handleOneByOne(one.db, (trx, e) => countWageringEvent(trx, e), await insertEvents(one.db, events));
    await handleInBatches(batched.db, countWageringEvents, await insertEvents(batched.db, events));
    const now = ['id', 'created_at', 'updated_at', 'ended_at', 'expires_at'];
    for (const [table, omit] of [
      ['promo_bonuses', [...now, 'deposit_id', 'participation_id']],
      ['ledger_entries', ['id', 'transaction_id', 'created_at']],
    ] as const) {
      const expected = await tableRows(one.db, table, [...omit]);
      expect(expected.length, table).toBeGreaterThan(0);
      expect(await tableRows(batched.db, table, [...omit]), table).toEqual(expected);
    }
    const states = await one.db.selectFrom('promo_bonuses').select('state').execute();
    expect(states.map((s) => s.state)).toContain('completed');
  });
});
