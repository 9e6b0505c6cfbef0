import type { Trx } from '../../db/schema.ts';
import { minor, toMinor, type Minor } from '../../lib/money.ts';
import type { PlayEvent } from '../play-record/play-events.port.ts';
import { reachMilestone } from './referral-rewards.usecases.ts';
import type { ReferralLink, ReferralProgramme } from './referrals.model.ts';
import { referralsRepository } from './referrals.repository.ts';
import { turnoverBatchRepository } from './turnover-batch.repository.ts';

/**
 * A whole delivery batch of "bet settled" events, leaving exactly what `countReferredBet` leaves
 * event by event: links and programmes read once, the counted marks written in one statement, and
 * each link's turnover added once — or, when an event takes it to the milestone, added up to that
 * event and the milestone reached there. Later events of the batch need not try again: the first
 * try at a milestone decides it (its reward row is unique, held or paid), so they would change nothing.
 */
export async function countReferredBets(trx: Trx, events: PlayEvent[]): Promise<void> {
  const links = new Map<number, ReferralLink | null>();
  const programmes = new Map<number, ReferralProgramme | null>();
  const counting: { event: PlayEvent; link: ReferralLink; programme: ReferralProgramme }[] = [];
  for (const event of events) {
    if (!links.has(event.memberId)) links.set(event.memberId, await referralsRepository.linkOf(trx, event.memberId));
    const link = links.get(event.memberId)!;
    if (!link || event.createdAt < link.createdAt) continue;
    if (!programmes.has(event.merchantId))
      programmes.set(event.merchantId, await referralsRepository.programme(trx, event.merchantId));
    const programme = programmes.get(event.merchantId)!;
    if (programme) counting.push({ event, link, programme });
  }
  const fresh = new Set<string>();
  for (const merchantId of new Set(counting.map((c) => c.event.merchantId))) {
    const marks = counting
      .filter((c) => c.event.merchantId === merchantId)
      .map(({ event }) => ({ key: `event:${event.id}`, at: event.createdAt }));
    for (const key of await turnoverBatchRepository.markCountedMany(trx, merchantId, marks)) fresh.add(key);
  }
  const turnover = new Map<number, Minor>();
  const pending = new Map<number, Minor>();
  const tried = new Set<number>();
  // Once each, also should the same event appear twice in one batch.
  for (const { event, link, programme } of counting.filter((c) => fresh.delete(`event:${c.event.id}`))) {
    const id = link.referredId;
    const change = toMinor(event.payload.change.validBet);
    turnover.set(id, minor((turnover.get(id) ?? link.turnover) + change));
    pending.set(id, minor((pending.get(id) ?? 0n) + change));
    if (turnover.get(id)! < programme.turnoverMin || tried.has(id)) continue;
    await turnoverBatchRepository.addTurnover(trx, id, pending.get(id)!);
    pending.set(id, minor(0n));
    tried.add(id);
    await reachMilestone(trx, link, programme, 'turnover', new Date(event.createdAt));
  }
  for (const [id, amount] of pending) if (amount !== 0n) await turnoverBatchRepository.addTurnover(trx, id, amount);
}
