import { formatMinor, type RafflePrizeView, type Language } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { maskName } from '../../lib/mask-name.ts';
import { membersPort } from '../members/members.port.ts';
import { prizeSlots } from './draw.usecases.ts';
import { brandPlaces, titleIn } from './raffle-brand.ts';
import type { Raffle, RafflePrize } from './raffles.model.ts';
import { activityTitles, rafflesRepository } from './raffles.repository.ts';

export function prizeView(
  prize: RafflePrize,
  raffle: Pick<Raffle, 'activityId'>,
  title: string,
  places: number,
): RafflePrizeView {
  return {
    id: prize.id,
    raffleId: prize.raffleId,
    activityId: raffle.activityId,
    title,
    rank: prize.rank,
    ticket: prize.ticket,
    kind: prize.kind,
    amount: prize.kind === 'points' ? null : formatMinor(prize.amount, places),
    points: prize.kind === 'points' ? prize.points : null,
    multiple: prize.multiple,
    state: prize.state,
    claimUntil: prize.claimUntil,
    claimedAt: prize.claimedAt,
  };
}

/** The prize lines as the member reads them, one per rank. */
export function prizeLines(raffle: Raffle, places: number) {
  return prizeSlots(raffle.prizes, places).map((slot, i) => ({
    rank: i + 1,
    kind: slot.kind,
    amount: slot.kind === 'points' ? null : formatMinor(slot.amount, places),
    points: slot.kind === 'points' ? slot.points : null,
    multiple: slot.multiple,
  }));
}

const MY_NUMBERS = 200;

/**
 * A raffle as the promotion page shows it: the committed hash from the start, the seed and the
 * winning tickets (accounts masked) once drawn, and for a member their tickets and prizes.
 */
export async function raffleView(db: DbOrTrx, raffle: Raffle, memberId: number | null, language: Language) {
  const places = await brandPlaces(db, raffle.merchantId);
  const drawn = raffle.status === 'drawn';
  const prizes = drawn ? await rafflesRepository.prizes(db, raffle.id) : [];
  const names = await membersPort.usernamesOf(db, [...new Set(prizes.map((p) => p.memberId))]);
  const title = titleIn((await activityTitles(db, [raffle.activityId])).get(raffle.activityId), language);
  const entry = memberId === null ? null : await rafflesRepository.entry(db, raffle.id, memberId);
  return {
    raffleId: raffle.id,
    activityId: raffle.activityId,
    status: raffle.status,
    startsAt: '',
    endsAt: '',
    drawAt: raffle.drawAt,
    claimUntil: raffle.claimUntil,
    hash: raffle.seedHash,
    seed: drawn ? raffle.seed : null,
    ticketsIssued: raffle.ticketsIssued,
    rule: {
      perTurnover: raffle.perTurnover === null ? null : formatMinor(raffle.perTurnover, places),
      perDeposit: raffle.perDeposit === null ? null : formatMinor(raffle.perDeposit, places),
      maxPerMember: raffle.maxPerMember,
    },
    prizes: prizeLines(raffle, places),
    winners: prizes.map((p) => ({
      rank: p.rank,
      ticket: p.ticket,
      member: p.memberId === memberId ? (names.get(p.memberId) ?? '') : maskName(names.get(p.memberId) ?? ''),
    })),
    mine:
      memberId === null
        ? null
        : {
            count: entry?.tickets ?? 0,
            numbers: entry ? await rafflesRepository.ticketNumbers(db, raffle.id, memberId, MY_NUMBERS) : [],
            prizes: prizes.filter((p) => p.memberId === memberId).map((p) => prizeView(p, raffle, title, places)),
          },
  };
}
