import type { Trx } from '../../db/schema.ts';
import { minor, toMinor } from '../../lib/money.ts';
import { eventsByBrand, type PlayEvent, type PlayEventSubscriber } from '../play-record/play-events.port.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { betTicketsRepository, entryKeyOf, type EntryState, type NewTicket } from './bet-tickets.repository.ts';
import type { Raffle } from './raffles.model.ts';
import { openRafflesWithWindow } from './raffles.repository.ts';
import { countBetTickets, ticketsDue } from './tickets.usecases.ts';

/**
 * A whole delivery batch of "bet settled" events, leaving exactly what `countBetTickets` leaves
 * event by event, in far fewer statements: the raffles, members and exclusions are read once, the
 * counted marks written once, each entry read (locked) and written once, and each raffle's tickets
 * numbered in one go. In between the events are replayed in order in memory, so the running
 * turnover (lowered by corrections and rollbacks), the cap and the ticket numbers come out as they
 * would one by one.
 */

export async function countBatchTickets(trx: Trx, events: PlayEvent[]): Promise<void> {
  // Brands share no rows (raffles and their entries are each a brand's): one after another.
  for (const [merchantId, ofBrand] of eventsByBrand(events)) await countBrandTickets(trx, merchantId, ofBrand);
}

type Counting = { raffle: Raffle; event: PlayEvent };

async function countBrandTickets(trx: Trx, merchantId: number, events: PlayEvent[]): Promise<void> {
  const raffles = (await openRafflesWithWindow(trx, merchantId)).filter(
    (r) => r.active && r.raffle.perTurnover !== null,
  );
  if (raffles.length === 0) return;
  const earning = (at: string) => {
    const time = Date.parse(at);
    return raffles.filter((r) => Date.parse(r.startsAt) <= time && (r.endsAt === null || time < Date.parse(r.endsAt)));
  };
  const withTurnover = events.filter(
    (e) => toMinor(e.payload.change.validBet) !== 0n && earning(e.createdAt).length > 0,
  );
  if (withTurnover.length === 0) return;
  // Who takes part: members and exclusions read once, each bet judged at its own time.
  const takesPart = await responsibleGamingPort.earningTest(trx, withTurnover);
  const candidates: Counting[] = withTurnover
    .filter(takesPart)
    .flatMap((event) => earning(event.createdAt).map(({ raffle }) => ({ raffle, event })));
  const markOf = (c: Counting) => `${c.raffle.id}:event:${c.event.id}`;
  const fresh = await betTicketsRepository.markCountedAt(
    trx,
    candidates.map((c) => ({ raffleId: c.raffle.id, key: `event:${c.event.id}`, at: c.event.createdAt })),
  );
  // Once each, also should the same event appear twice in one batch.
  const counting = candidates.filter((c) => fresh.delete(markOf(c)));
  const entries = await betTicketsRepository.lockedEntries(
    trx,
    merchantId,
    counting.map((c) => ({ raffleId: c.raffle.id, memberId: c.event.memberId, at: c.event.createdAt })),
  );
  const tickets = new Map<number, NewTicket[]>();
  for (const { raffle, event } of counting) {
    const entry = entries.get(entryKeyOf(raffle.id, event.memberId))!;
    const fresh = earn(entry, raffle, toMinor(event.payload.change.validBet), event.createdAt);
    const issued = tickets.get(raffle.id) ?? [];
    for (let i = 0; i < fresh; i++)
      issued.push({ raffleId: raffle.id, memberId: event.memberId, earnedAt: event.createdAt });
    tickets.set(raffle.id, issued);
  }
  for (const [raffleId, issued] of tickets) {
    if (issued.length === 0) continue;
    const { raffle } = raffles.find((r) => r.raffle.id === raffleId)!;
    if (await betTicketsRepository.issueInOrder(trx, raffle, issued)) continue;
    // Closed meanwhile: one by one, each issue would have found it closed and left the count alone.
    for (const t of issued) entries.get(entryKeyOf(raffleId, t.memberId))!.tickets -= 1;
  }
  await betTicketsRepository.writeEntries(trx, [...entries.values()]);
}

/** Adds a bet's turnover to the entry as `earn` would; answers the tickets it newly earns. */
function earn(entry: EntryState, raffle: Raffle, turnover: bigint, at: string): number {
  entry.turnover = minor(entry.turnover + turnover);
  entry.updatedAt = at;
  // Turnover and deposits each earn their own tickets; the cap holds over both.
  const due =
    ticketsDue(entry.turnover, raffle.perTurnover, null) + ticketsDue(entry.deposits, raffle.perDeposit, null);
  const allowed = raffle.maxPerMember === null ? due : Math.min(due, raffle.maxPerMember);
  const fresh = allowed - (entry.tickets - entry.granted);
  if (fresh <= 0) return 0;
  entry.tickets += fresh;
  return fresh;
}

export const rafflesPlaySubscriber: PlayEventSubscriber = {
  name: 'raffles.tickets',
  handle: countBetTickets,
  handleBatch: countBatchTickets,
};
