import { raffleWinningTickets } from '@arcadia/fair';
import type { RafflePrizeInput } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { amountIn, minor, type Minor } from '../../lib/money.ts';
import { brandPlaces } from './raffle-brand.ts';
import { rafflesRepository } from './raffles.repository.ts';

/** One prize per rank: the operator's lines expanded, first prize first. */
export type PrizeSlot = {
  kind: RafflePrizeInput['kind'];
  amount: Minor;
  points: number;
  multiple: number;
  expiryDays: number;
};

export function prizeSlots(lines: RafflePrizeInput[], places: number): PrizeSlot[] {
  return lines.flatMap((line) => {
    const slot: PrizeSlot =
      line.kind === 'points'
        ? { kind: 'points', amount: minor(0n), points: line.points, multiple: 0, expiryDays: 0 }
        : {
            kind: line.kind,
            amount: amountIn(line.amount, places),
            points: 0,
            multiple: line.kind === 'bonus' ? line.multiple : 0,
            expiryDays: line.kind === 'bonus' ? line.expiryDays : 0,
          };
    return Array.from({ length: line.count }, () => slot);
  });
}

/**
 * THE DRAW, on the server's clock (the scheduled job `raffles.draw`): a raffle past its draw time
 * moves open → drawn once (a conditional write, which also stops new tickets: issuing checks the
 * status under the same row), then its revealed seed and ticket count give the winning numbers
 * (packages/fair raffleWinningTickets, which anyone can rerun) and each rank's prize goes to the
 * ticket's holder, claimable until the claim deadline. Answers how many raffles it drew.
 */
export async function drawDueRaffles(db: Db, now: Date): Promise<number> {
  let drawn = 0;
  for (const id of await rafflesRepository.dueIds(db, now)) {
    const done = await inRetryingTransaction(db, async (trx) => {
      const at = now.toISOString();
      const first = await trx
        .selectFrom('raffles')
        .select('merchant_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (!(await rafflesRepository.markDrawn(trx, id, at))) return false;
      const raffle = (await rafflesRepository.raffle(trx, Number(first.merchant_id), id))!;
      const slots = prizeSlots(raffle.prizes, await brandPlaces(trx, raffle.merchantId));
      const winners = raffleWinningTickets({
        seed: raffle.seed,
        raffleId: raffle.id,
        tickets: raffle.ticketsIssued,
        prizes: slots.length,
      });
      const holders = await rafflesRepository.holders(trx, raffle.id, winners);
      await rafflesRepository.insertPrizes(
        trx,
        winners.map((ticket, i) => ({
          merchant_id: raffle.merchantId,
          raffle_id: raffle.id,
          rank: i + 1,
          ticket,
          member_id: holders.get(ticket)!,
          kind: slots[i]!.kind,
          amount: slots[i]!.amount.toString(),
          points: slots[i]!.points,
          multiple: slots[i]!.multiple,
          expiry_days: slots[i]!.expiryDays,
          state: 'claimable',
          claim_until: raffle.claimUntil,
        })),
      );
      return true;
    });
    if (done) drawn += 1;
  }
  return drawn;
}

/** Prizes not claimed by their deadline lapse (the scheduled job `raffles.expire`). */
export const expireRafflePrizes = (db: Db, now: Date) => rafflesRepository.expirePrizes(db, now);
