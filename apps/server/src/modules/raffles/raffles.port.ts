import type { Db } from '../../db/schema.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import { rafflesRepository } from './raffles.repository.ts';

/** For the member centre's reward centre: a member's raffle prizes (claimable, claimed, expired). */
export { listRafflePrizes } from './raffles.usecases.ts';
export { rafflesDepositListener } from './tickets.usecases.ts';
export { rafflesPlaySubscriber } from './bet-tickets.usecases.ts';

/**
 * `ledger:check` for raffles: every claimed cash or bonus prize has its payment, the posting of
 * its participation (promo:reward:<participation>) for exactly the prize's amount; a points prize
 * has its participation (points are not money: the points module checks its lots).
 */
export async function reconcileRaffles(db: Db): Promise<DomainMismatch[]> {
  const posted = await postingsByKeyPrefix(db, 'promo:reward:');
  const mismatches: DomainMismatch[] = [];
  for (const prize of await rafflesRepository.claimedPrizes(db)) {
    const expected = prize.kind === 'points' ? 0n : prize.amount;
    const found =
      prize.participationId === null
        ? -1n
        : (posted.get(`${prize.merchantId}|promo:reward:${prize.participationId}`) ?? 0n);
    if (found !== expected)
      mismatches.push({
        what: 'raffle prize',
        id: prize.id,
        status: prize.state,
        expected: expected.toString(),
        found: found.toString(),
      });
  }
  return mismatches;
}
