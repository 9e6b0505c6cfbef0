import type { Db } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { lockMember } from '../members/members.port.ts';
import { pointsKeys } from './points.model.ts';
import { pointsRepository } from './points.repository.ts';
import { postPoints } from './points-ledger.ts';

const EXPIRY_BATCH = 200;

/**
 * EXPIRY, first in first out: each lot whose time has come gives its remaining points back to the
 * issuer, once (the posting's key is the lot's). Under the member's row lock, like every spend, so
 * a redemption at the same moment takes from the lot before or after, never the same points.
 * Members see what expires within 30 days in their balance before it happens.
 */
export async function expireDueLots(db: Db, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await pointsRepository.dueLots(db, now.toISOString(), EXPIRY_BATCH);
    for (const lot of due) if (await expireLot(db, lot, now)) expired++;
    if (due.length < EXPIRY_BATCH) return expired;
  }
}

async function expireLot(db: Db, due: { id: number; merchantId: number; memberId: number }, now: Date) {
  return inRetryingTransaction(db, async (trx) => {
    await lockMember(trx, due.memberId);
    const lot = await pointsRepository.lot(trx, due.id);
    if (!lot || lot.remaining === 0n || lot.expiresAt > now.toISOString()) return false;
    await postPoints(
      trx,
      { ...due, points: -lot.remaining, kind: 'points_expire', key: pointsKeys.expire(lot.id) },
      { lotId: lot.id, expiresAt: lot.expiresAt },
    );
    if (!(await pointsRepository.expireLot(trx, lot.id, lot.remaining)))
      throw new Error(`points lot ${lot.id} changed under lock`);
    return true;
  });
}
