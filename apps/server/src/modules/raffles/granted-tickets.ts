import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import type { OpenRaffle, TicketGrant } from '../promotions/raffle-tickets-reward.port.ts';
import { activityTitles, openRafflesWithWindow, rafflesRepository } from './raffles.repository.ts';

/*
 * Raffle tickets granted by a promotion's "raffle tickets" reward, through the raffle's own rows:
 * numbered like any ticket (the raffle's counter), counted on the member's entry as granted
 * (outside the raffle's cap on earned tickets), once per source key (raffle_counted), and only
 * while the raffle is open (not drawn). Promotions does not import this file (raffles reads
 * promotions): registerRaffleHooks provides these two to promotions/raffle-tickets-reward.port.ts.
 */

/** An open raffle's id and its promotion's titles per language; null when there is none open. */
export async function openRaffle(db: DbOrTrx, merchantId: number, raffleId: number): Promise<OpenRaffle | null> {
  const raffle = await rafflesRepository.raffle(db, merchantId, raffleId);
  if (!raffle || raffle.status !== 'open') return null;
  const titles = (await activityTitles(db, [raffle.activityId])).get(raffle.activityId) ?? {};
  return { id: raffle.id, activityId: raffle.activityId, titles };
}

/** The open raffles among `raffleIds` (this brand's), by id, with their titles: two reads in all. */
export async function openRaffles(
  db: DbOrTrx,
  merchantId: number,
  raffleIds: number[],
): Promise<Map<number, OpenRaffle>> {
  const wanted = new Set(raffleIds);
  const open = wanted.size === 0 ? [] : (await openRafflesWithWindow(db, merchantId)).map((r) => r.raffle);
  const raffles = open.filter((r) => wanted.has(r.id));
  const titles = await activityTitles(db, [...new Set(raffles.map((r) => r.activityId))]);
  return new Map(
    raffles.map((r) => [r.id, { id: r.id, activityId: r.activityId, titles: titles.get(r.activityId) ?? {} }]),
  );
}

/**
 * Issues the tickets inside the caller's transaction. Answers the new ticket numbers, [] when this
 * key was granted already, or null when the raffle is not open (drawn, or not this brand's).
 */
export async function grantRaffleTickets(trx: Trx, grant: TicketGrant): Promise<number[] | null> {
  const raffle = await rafflesRepository.raffle(trx, grant.merchantId, grant.raffleId);
  if (!raffle || raffle.status !== 'open') return null;
  if (!(await rafflesRepository.markCounted(trx, raffle.id, grant.sourceKey, grant.at))) return [];
  const entry = await rafflesRepository.addToEntry(
    trx,
    { merchantId: grant.merchantId, raffleId: raffle.id, memberId: grant.memberId },
    { turnover: minor(0n), deposits: minor(0n) },
    grant.at,
  );
  const numbers = await rafflesRepository.issueTickets(
    trx,
    raffle,
    entry.id,
    grant.memberId,
    grant.tickets,
    'promotion',
    grant.at,
  );
  // Drawn between the read and the counter's move: nothing was issued.
  return numbers.length === 0 ? null : numbers;
}
