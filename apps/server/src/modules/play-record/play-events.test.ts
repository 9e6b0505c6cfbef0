import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { itOnPostgres, sameDatabasePool, useTestDatabase } from '../../../test/test-db.ts';
import type { Trx } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { deliverPlayEvents, playEventsStatus, type PlayEvent, type PlayEventSubscriber } from './play-events.ts';

const database = useTestDatabase();
const db = () => database().db;
let seq = 0;
const id = (prefix: string) => `pe-${prefix}-${++seq}`;

/**
 * A subscriber that writes what it handled into a table of its own inside the delivery
 * transaction (as real subscribers do), so a rolled-back delivery leaves nothing of itself.
 */
function recordingSubscriber(name: string, options: { failOnEvent?: () => number | null } = {}): PlayEventSubscriber {
  return {
    name,
    handle: async (trx: Trx, event: PlayEvent) => {
      if (options.failOnEvent?.() === event.id) throw new Error(`handler crashed on event ${event.id}`);
      await trx
        .insertInto('merchant_flags')
        .values({ merchant_id: MERCHANT, mod_id: `${name}:${event.id}`.slice(0, 40), enabled: 1 })
        .execute();
    },
  };
}

const handled = async (name: string) =>
  (await db().selectFrom('merchant_flags').select('mod_id').where('mod_id', 'like', `${name}:%`).execute())
    .map((r) => Number(r.mod_id.split(':')[1]))
    .sort((a, b) => a - b);

async function settleBets(count: number) {
  const { member } = await newMember(db());
  await fund(db(), member.id, 100_000n);
  const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId: member.id };
  for (let i = 0; i < count; i++) {
    const bet = id('bet');
    await gameWallet.bet(db(), { ...base, transactionId: bet, round: bet, amount: minor(100n) });
    await gameWallet.win(db(), {
      ...base,
      transactionId: id('win'),
      referenceTransactionId: bet,
      round: bet,
      amount: minor(i % 2 === 0 ? 0n : 250n),
    });
  }
  return member.id;
}

const eventIds = async () =>
  (await db().selectFrom('play_events').select('id').orderBy('id').execute()).map((r) => Number(r.id));

describe('"bet settled" events', () => {
  it('a settlement, a correction and a rollback each write one event in the settling transaction', async () => {
    const memberId = await settleBets(1);
    const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId };
    const bet = id('bet');
    await gameWallet.bet(db(), { ...base, transactionId: bet, round: bet, amount: minor(100n) });
    const win = id('win');
    await gameWallet.win(db(), {
      ...base,
      transactionId: win,
      referenceTransactionId: bet,
      round: bet,
      amount: minor(300n),
    });
    await gameWallet.rollback(db(), { ...base, transactionId: id('rbw'), referenceTransactionId: win });
    const undone = id('bet');
    await gameWallet.bet(db(), { ...base, transactionId: undone, round: undone, amount: minor(100n) });
    await gameWallet.win(db(), {
      ...base,
      transactionId: id('win'),
      referenceTransactionId: undone,
      round: undone,
      amount: minor(0n),
    });
    await gameWallet.rollback(db(), { ...base, transactionId: id('rbb'), referenceTransactionId: undone });
    const events = await db()
      .selectFrom('play_events')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['settled', 'settled', 'corrected', 'settled', 'rolled_back']);
    const correction = JSON.parse(events[2]!.payload) as PlayEvent['payload'];
    expect(correction.change).toEqual({ stake: '0', validBet: '0', payout: '-300', winLoss: '-300' });
  });

  it('are delivered once each, in order, and a later delivery finds nothing new', async () => {
    await settleBets(3);
    const subscriber = recordingSubscriber('once');
    await deliverPlayEvents(db(), [subscriber]);
    expect(await handled('once')).toEqual(await eventIds());
    expect(await deliverPlayEvents(db(), [subscriber])).toEqual({ once: 0 });
    expect(await handled('once')).toEqual(await eventIds());
  });

  it('a crash between settlement and delivery, or in the middle of a delivery, still delivers each event once', async () => {
    await settleBets(4);
    const all = await eventIds();
    // The process died mid-batch: the handler's writes roll back with the cursor.
    const crashing = recordingSubscriber('crash', { failOnEvent: () => all[2]! });
    await expect(deliverPlayEvents(db(), [crashing])).rejects.toThrow(/handler crashed/);
    expect(await handled('crash')).toEqual([]);
    // After the restart nothing fails: everything pending arrives, once.
    await deliverPlayEvents(db(), [recordingSubscriber('crash')]);
    expect(await handled('crash')).toEqual(all);
    const status = await playEventsStatus(db(), [recordingSubscriber('crash')]);
    expect(status.subscribers.find((s) => s.subscriber === 'crash')).toMatchObject({ lastId: all.at(-1), pending: 0 });
  });

  it('shows the lag of a subscriber that has not caught up', async () => {
    await settleBets(2);
    const status = await playEventsStatus(db(), [recordingSubscriber('late')]);
    const late = status.subscribers.find((s) => s.subscriber === 'late')!;
    expect(late.pending).toBe(status.events);
    expect(late.oldestPendingAt).not.toBeNull();
  });

  itOnPostgres('two instances delivering at once hand each event to the subscriber once', async () => {
    await settleBets(6);
    const other = await sameDatabasePool(database());
    try {
      const subscriber = recordingSubscriber('pair');
      await Promise.all([deliverPlayEvents(db(), [subscriber]), deliverPlayEvents(other.db, [subscriber])]);
      const seen = await handled('pair');
      expect(seen).toEqual(await eventIds());
      expect(new Set(seen).size).toBe(seen.length);
    } finally {
      await other.close();
    }
  });

  itOnPostgres('a long transaction in another database of the cluster does not hold delivery up', async () => {
    await settleBets(2);
    // A session elsewhere on the same server, holding a transaction id open (a report, a backup):
    // the snapshot's xmin is the cluster's, so a horizon read from it waited for this one too.
    const elsewhere = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await elsewhere.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      const delivered = await deliverPlayEvents(db(), [recordingSubscriber('elsewhere')], { waitMs: 300 });
      expect(delivered).toEqual({ elsewhere: (await eventIds()).length });
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });
});
