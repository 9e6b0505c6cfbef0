import { describe, expect, it } from 'vitest';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import {
  betEventSequence,
  handleInBatches,
  handleOneByOne,
  insertEvents,
  tableRows,
} from '../../../test/play-event-replay.ts';
import { runningRaffle } from '../../../test/raffle-fixtures.ts';
import { useInstanceDatabases } from '../../../test/test-db.ts';
import { countBatchTickets } from './bet-tickets.usecases.ts';
import { countBetTickets } from './tickets.usecases.ts';

/**
 * A delivery batch counted at once leaves exactly the entries, ticket numbers, counted marks and
 * raffle counters that its events counted one by one leave: the same events (five members
 * interleaved, a trial account, a time-out in the middle, corrections and rollbacks lowering the
 * turnover, redeliveries, raffles opening and closing inside the sequence, a cap) on two fresh
 * databases.
 */
// Each database this file opens is closed after its test.
const databases = useInstanceDatabases();
const HOUR = 3_600_000;
const start = new Date(Date.now() - 30 * HOUR);
const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();

async function brandWithRaffles() {
  const handle = await databases.fresh();
  const db = handle.db;
  const members = [];
  for (let i = 0; i < 5; i++) members.push(await createMember(db, { username: `raffle${i}` }));
  members.push(await createMember(db, { username: 'raffletrial', trial: true }));
  const window = { startsAt: at(2), endsAt: at(20), drawAt: at(40), claimUntil: at(60) };
  await runningRaffle(db, { ...window, tickets: { perTurnover: '10.00', perDeposit: null, maxPerMember: 12 } });
  await runningRaffle(db, {
    ...window,
    startsAt: at(6),
    tickets: { perTurnover: '3.00', perDeposit: '50.00', maxPerMember: null },
  });
  await db
    .insertInto('rg_exclusions')
    .values({
      merchant_id: DEFAULT_MERCHANT,
      member_id: members[1]!.id,
      kind: 'timeout',
      starts_at: at(5),
      ends_at: at(8),
      reopens_at: null,
      created_by: 'member',
      reason: null,
    })
    .execute();
  return { db, memberIds: members.map((m) => m.id) };
}

describe('raffle tickets, a batch at a time', () => {
  it('leaves the same rows as the events counted one by one', { timeout: 240_000 }, async () => {
    const one = await brandWithRaffles();
    const batched = await brandWithRaffles();
    expect(batched.memberIds).toEqual(one.memberIds);
    const events = betEventSequence(DEFAULT_MERCHANT, one.memberIds, 1_500, start, 11);
    await handleOneByOne(one.db, countBetTickets, await insertEvents(one.db, events));
    await handleInBatches(batched.db, countBatchTickets, await insertEvents(batched.db, events));
    for (const [table, omit] of [
      ['raffle_entries', ['id']],
      ['raffle_tickets', ['id']],
      ['raffle_counted', []],
      // The draw's seed and the creation time differ between the two databases, not the counter.
      ['raffles', ['seed', 'seed_hash', 'created_at']],
    ] as const) {
      const expected = await tableRows(one.db, table, [...omit]);
      expect(expected.length, table).toBeGreaterThan(0);
      expect(await tableRows(batched.db, table, [...omit]), table).toEqual(expected);
    }
  });
});
