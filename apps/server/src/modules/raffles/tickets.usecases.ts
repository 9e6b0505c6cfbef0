import type { Trx } from '../../db/schema.ts';
import { minor, toMinor, type Minor } from '../../lib/money.ts';
import type { CreditedDeposit, DepositCreditedListener } from '../payments/deposit-events.port.ts';
import type { PlayEvent } from '../play-record/play-events.port.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import type { Raffle } from './raffles.model.ts';
import { openRafflesWithWindow, rafflesRepository } from './raffles.repository.ts';

/*
 * TICKETS are earned while a raffle's promotion runs: one per `perTurnover` of valid bet (the play
 * record's "bet settled" events, delivered once each inside the transaction that moves this
 * subscriber's cursor) and one per `perDeposit` deposited (inside the crediting transaction),
 * never more than `maxPerMember`. A source counts once per raffle (raffle_counted), dated by its
 * settlement or credit, however late it is delivered; a raffle already drawn takes none. A
 * correction or rollback lowers the running turnover, so the next tickets need it made up again;
 * a ticket already numbered stays (its number may be on a published list). Trial accounts and
 * members a responsible-gaming exclusion or restriction keeps out earn nothing. Nothing here
 * throws for a business reason: a settlement or a deposit must not fail because of a raffle.
 */
/** Tickets a running total is worth: floor(total / per), capped. */
export function ticketsDue(total: Minor, per: Minor | null, cap: number | null): number {
  if (per === null || per <= 0n || total <= 0n) return 0;
  const due = Number(total / per);
  return cap === null ? due : Math.min(due, cap);
}

/** The raffles open for earning at `at`. */
async function earningRaffles(trx: Trx, merchantId: number, at: string) {
  const time = Date.parse(at);
  return (await openRafflesWithWindow(trx, merchantId)).filter(
    (r) => r.active && Date.parse(r.startsAt) <= time && (r.endsAt === null || time < Date.parse(r.endsAt)),
  );
}

async function earn(
  trx: Trx,
  raffle: Raffle,
  memberId: number,
  add: { turnover: Minor; deposits: Minor },
  at: string,
): Promise<number[]> {
  const entry = await rafflesRepository.addToEntry(
    trx,
    { merchantId: raffle.merchantId, raffleId: raffle.id, memberId },
    add,
    at,
  );
  // Turnover and deposits each earn their own tickets; the cap holds over both.
  const due =
    ticketsDue(entry.turnover, raffle.perTurnover, null) + ticketsDue(entry.deposits, raffle.perDeposit, null);
  const allowed = raffle.maxPerMember === null ? due : Math.min(due, raffle.maxPerMember);
  // Tickets a promotion granted (granted-tickets.ts) are the member's too, but not earned here.
  const fresh = allowed - (entry.tickets - entry.granted);
  if (fresh <= 0) return [];
  const source = add.deposits > 0n ? 'deposit' : 'turnover';
  return rafflesRepository.issueTickets(trx, raffle, entry.id, memberId, fresh, source, at);
}

/** One settled, corrected or rolled-back bet. */
export async function countBetTickets(trx: Trx, event: PlayEvent): Promise<void> {
  const raffles = (await earningRaffles(trx, event.merchantId, event.createdAt)).filter(
    (r) => r.raffle.perTurnover !== null,
  );
  if (raffles.length === 0) return;
  const validBet = toMinor(event.payload.change.validBet);
  if (validBet === 0n || !(await responsibleGamingPort.earnsFromPlay(trx, event.memberId, new Date(event.createdAt))))
    return;
  for (const { raffle } of raffles) {
    if (!(await rafflesRepository.markCounted(trx, raffle.id, `event:${event.id}`, event.createdAt))) continue;
    await earn(trx, raffle, event.memberId, { turnover: validBet, deposits: minor(0n) }, event.createdAt);
  }
}

/** One credited deposit. */
export async function countDepositTickets(trx: Trx, deposit: CreditedDeposit): Promise<void> {
  const raffles = (await earningRaffles(trx, deposit.merchantId, deposit.creditedAt)).filter(
    (r) => r.raffle.perDeposit !== null,
  );
  if (
    raffles.length === 0 ||
    !(await responsibleGamingPort.earnsFromPlay(trx, deposit.memberId, new Date(deposit.creditedAt)))
  )
    return;
  for (const { raffle } of raffles) {
    if (!(await rafflesRepository.markCounted(trx, raffle.id, `deposit:${deposit.id}`, deposit.creditedAt))) continue;
    await earn(trx, raffle, deposit.memberId, { turnover: minor(0n), deposits: deposit.amount }, deposit.creditedAt);
  }
}

export const rafflesDepositListener: DepositCreditedListener = { name: 'raffles', credited: countDepositTickets };
