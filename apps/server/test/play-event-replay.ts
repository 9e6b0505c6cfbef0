import type { Db, Trx } from '../src/db/schema.ts';
import { inRetryingTransaction } from '../src/db/unit-of-work.ts';
import type { PlayEvent } from '../src/modules/play-record/play-events.port.ts';

/**
 * Proof that a subscriber's `handleBatch` leaves what its `handle` leaves: the same "bet settled"
 * events (several members interleaved, corrections, rollbacks of earlier bets, redeliveries),
 * handled one by one in one fresh database and in batches of uneven sizes in another, then the
 * subscriber's tables compared row for row.
 */
type Bet = { id: number; memberId: number; stake: bigint; validBet: bigint; payout: bigint; category: string };

/** A small deterministic generator: the same sequence on both databases and every run. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const CATEGORIES = ['INHOUSE', 'LIVE', 'SPORTS'];
const money = (n: bigint) => n.toString();

/**
 * `count` events for these members from `start` on, a minute apart (so they cross business days
 * when there are more than 1,440): mostly settlements, with corrections up and down and rollbacks
 * of bets settled earlier. Ids are given when the events are inserted.
 */
export function betEventSequence(
  merchantId: number,
  memberIds: number[],
  count: number,
  start: Date,
  seed = 7,
): Omit<PlayEvent, 'id'>[] {
  const next = random(seed);
  const live: Bet[] = [];
  const events: Omit<PlayEvent, 'id'>[] = [];
  let betId = 1_000;
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  for (let i = 0; i < count; i++) {
    const at = new Date(start.getTime() + i * 60_000);
    const roll = next();
    let kind: PlayEvent['kind'] = 'settled';
    let bet: Bet;
    let before = { stake: 0n, validBet: 0n, payout: 0n };
    if (roll < 0.12 && live.length > 0) {
      kind = 'rolled_back';
      bet = live.splice(Math.floor(next() * live.length), 1)[0]!;
      before = { ...bet };
      bet = { ...bet, stake: 0n, validBet: 0n, payout: 0n };
    } else if (roll < 0.22 && live.length > 0) {
      kind = 'corrected';
      const old = pick(live);
      before = { ...old };
      old.validBet = BigInt(Math.floor(next() * 3_000));
      old.stake = old.validBet;
      old.payout = BigInt(Math.floor(next() * 10_000));
      bet = old;
    } else {
      const stake = BigInt(100 + Math.floor(next() * 2_900));
      const payout = next() < 0.5 ? 0n : BigInt(Math.floor(Number(stake) * next() * 6));
      bet = { id: ++betId, memberId: pick(memberIds), stake, validBet: stake, payout, category: pick(CATEGORIES) };
      live.push(bet);
    }
    events.push({
      merchantId,
      memberId: bet.memberId,
      betId: bet.id,
      kind,
      createdAt: at.toISOString(),
      payload: {
        betId: bet.id,
        category: bet.category,
        vendorCode: 'TEST',
        day: at.toISOString().slice(0, 10),
        hour: at.toISOString().slice(0, 13),
        stake: money(bet.stake),
        validBet: money(bet.validBet),
        payout: money(bet.payout),
        winLoss: money(bet.payout - bet.stake),
        change: {
          stake: money(bet.stake - before.stake),
          validBet: money(bet.validBet - before.validBet),
          payout: money(bet.payout - before.payout),
          winLoss: money(bet.payout - bet.stake - (before.payout - before.stake)),
        },
      },
    });
  }
  return events;
}

/** Writes the events as the play record would, answering them with their ids. */
export async function insertEvents(db: Db, events: Omit<PlayEvent, 'id'>[]): Promise<PlayEvent[]> {
  const stored: PlayEvent[] = [];
  for (const e of events) {
    const row = await db
      .insertInto('play_events')
      .values({
        merchant_id: e.merchantId,
        member_id: e.memberId,
        bet_id: e.betId,
        kind: e.kind,
        payload: JSON.stringify(e.payload),
        created_at: e.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stored.push({ ...e, id: Number(row.id) });
  }
  return stored;
}

/** Some events handed over a second time (a batch redelivered after a crash): they must count once. */
const withRedeliveries = (events: PlayEvent[]) => [...events, ...events.slice(10, 40), ...events.slice(-5)];

export async function handleOneByOne(db: Db, handle: (trx: Trx, e: PlayEvent) => Promise<void>, events: PlayEvent[]) {
  for (const event of withRedeliveries(events)) await inRetryingTransaction(db, (trx) => handle(trx, event));
}

/** In batches of uneven sizes, so bets and their rollbacks fall in the same batch and in different ones. */
export async function handleInBatches(
  db: Db,
  handleBatch: (trx: Trx, events: PlayEvent[]) => Promise<void>,
  events: PlayEvent[],
) {
  const all = withRedeliveries(events);
  const sizes = [1, 7, 60, 3, 500];
  for (let from = 0, i = 0; from < all.length; i++) {
    const part = all.slice(from, from + sizes[i % sizes.length]!);
    from += part.length;
    await inRetryingTransaction(db, (trx) => handleBatch(trx, part));
  }
}

/** A table's rows without the given columns (ids from a sequence), sorted, as plain strings. */
export async function tableRows(db: Db, table: string, omit: string[] = []): Promise<string[]> {
  const rows = (await db
    .selectFrom(table as never)
    .selectAll()
    .execute()) as Record<string, unknown>[];
  return rows
    .map((r) =>
      JSON.stringify(
        Object.entries(r)
          .filter(([column]) => !omit.includes(column))
          .map(([column, value]) => [column, value === null ? null : String(value)]),
      ),
    )
    .sort();
}
