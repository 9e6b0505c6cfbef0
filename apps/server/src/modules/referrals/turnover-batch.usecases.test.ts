import { describe, expect, it } from 'vitest';
import { DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import {
  betEventSequence,
  handleInBatches,
  handleOneByOne,
  insertEvents,
  tableRows,
} from '../../../test/play-event-replay.ts';
import { referralProgramme, referredBy, referrer } from '../../../test/referral-fixtures.ts';
import { useInstanceDatabases } from '../../../test/test-db.ts';
import { countReferredBets } from './turnover-batch.usecases.ts';
import { countReferredBet } from './referrals.usecases.ts';

/**
 * A delivery batch counted at once leaves exactly the links' turnover, counted marks, milestone
 * rewards (paid, or held for a shared IP) and their postings that its events counted one by one
 * leave: the same events (referred members and one who was not referred interleaved, bets before
 * a link, corrections and rollbacks around the milestone, redeliveries) on two fresh databases.
 */
// Each database this file opens is closed after its test.
const databases = useInstanceDatabases();
const HOUR = 3_600_000;
const start = new Date(Date.now() - 30 * HOUR);

async function brandWithLinks() {
  const handle = await databases.fresh();
  const db = handle.db;
  await referralProgramme(db, { registerReward: '0', turnoverMin: '150.00' });
  const owner = await referrer(db, '10.91.0.1');
  const referred = [];
  for (let i = 0; i < 4; i++) referred.push((await referredBy(db, owner.code, `10.91.1.${i + 1}`)).member);
  referred.push((await referredBy(db, owner.code, '10.91.0.1')).member); // shares the referrer's IP: held
  await db
    .updateTable('referral_links')
    .set({ created_at: new Date(start.getTime() + 3 * HOUR).toISOString() })
    .execute();
  return { db, memberIds: [owner.member.id, ...referred.map((m) => m.id)] };
}

describe('referral turnover, a batch at a time', () => {
  it('leaves the same rows as the events counted one by one', { timeout: 240_000 }, async () => {
    const one = await brandWithLinks();
    const batched = await brandWithLinks();
    expect(batched.memberIds).toEqual(one.memberIds);
    const events = betEventSequence(DEFAULT_MERCHANT, one.memberIds, 900, start, 3);
    await handleOneByOne(one.db, countReferredBet, await insertEvents(one.db, events));
    await handleInBatches(batched.db, countReferredBets, await insertEvents(batched.db, events));
    for (const [table, omit] of [
      ['referral_links', []],
      ['referral_counted', []],
      ['referral_rewards', ['id']],
      ['ledger_entries', ['id', 'transaction_id', 'created_at']],
    ] as const) {
      const expected = await tableRows(one.db, table, [...omit]);
      expect(expected.length, table).toBeGreaterThan(0);
      expect(await tableRows(batched.db, table, [...omit]), table).toEqual(expected);
    }
  });
});
