import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import { POINTS_CURRENCY } from '../ledger/ledger.model.ts';
import { accountIdsFor, memberAccounts, postTransaction } from '../ledger/ledger.usecases.ts';
import { pointsErrors } from './points.errors.ts';
import { pointsKeys, RETURN_GRACE_MS, type Lot } from './points.model.ts';
import { pointsRepository, type NewLot } from './points.repository.ts';

/*
 * POINTS ON THE LEDGER. A member's points are the balance of their `points` account (currency
 * PTS); they are issued from and go back to the brand's `points_issuer` account. Beside the
 * ledger, lots say when each point was earned and when it expires: the account's balance is always
 * the sum of its lots' remaining points (`ledger:check` verifies it). Spending and expiry take the
 * member's row lock first, then post, then take from the lots, soonest to expire first.
 */

export async function pointsAccounts(db: DbOrTrx, merchantId: number, memberId: number) {
  const ids = await accountIdsFor(db, merchantId, { memberId, kind: 'points' }, 'points_issuer', POINTS_CURRENCY);
  return { member: ids.memberAccountId, issuer: ids.systemAccountId };
}

/**
 * One points posting between the member and the issuer: `points` > 0 credits the member, < 0
 * debits them. Answers the member's balance after it.
 */
export async function postPoints(
  trx: Trx,
  move: { merchantId: number; memberId: number; points: bigint; kind: string; key: string },
  metadata: Record<string, string | number>,
): Promise<bigint> {
  const accounts = await pointsAccounts(trx, move.merchantId, move.memberId);
  const posted = await postTransaction(trx, {
    merchantId: move.merchantId,
    kind: move.kind,
    idempotencyKey: move.key,
    legs: [
      { accountId: accounts.issuer, amount: minor(-move.points) },
      { accountId: accounts.member, amount: minor(move.points) },
    ],
    metadata: { memberId: move.memberId, points: Number(move.points < 0n ? -move.points : move.points), ...metadata },
  });
  return posted.entries.find((e) => e.accountId === accounts.member)!.balanceAfter;
}

/** Credits a lot, once per source: false when the source already earned (nothing posted again). */
export async function creditLot(trx: Trx, lot: NewLot, metadata: Record<string, string | number>): Promise<boolean> {
  if (lot.points <= 0n) return false;
  if (!(await pointsRepository.insertLotIfAbsent(trx, lot))) return false;
  const move = { merchantId: lot.merchantId, memberId: lot.memberId, points: lot.points };
  await postPoints(trx, { ...move, kind: `points_${lot.kind}`, key: lot.ledgerKey }, metadata);
  return true;
}

/**
 * Takes `points` from the member (under their row lock, which the caller holds): one posting to
 * the issuer, then from the lots soonest to expire first, each take recorded under `useKey`.
 * Answers the member's points left. Too few points: points.insufficient, nothing written.
 */
export async function spendPoints(
  trx: Trx,
  spend: { merchantId: number; memberId: number; points: bigint; kind: string; ledgerKey: string; useKey: string },
  metadata: Record<string, string | number>,
): Promise<bigint> {
  // Read under the member's row lock the caller holds, so it stays true until this commits (a
  // refused posting would abort the transaction on PostgreSQL before its error could be told).
  const available = await pointsBalance(trx, spend.merchantId, spend.memberId);
  if (available < spend.points) throw pointsErrors.insufficient(spend.points, available);
  const after = await postPoints(
    trx,
    {
      merchantId: spend.merchantId,
      memberId: spend.memberId,
      points: -spend.points,
      kind: `points_${spend.kind}`,
      key: spend.ledgerKey,
    },
    metadata,
  );
  let left = spend.points;
  const uses: { lotId: number; points: bigint }[] = [];
  for (const lot of await pointsRepository.liveLots(trx, spend.memberId)) {
    if (left === 0n) break;
    const take = lot.remaining < left ? lot.remaining : left;
    if (!(await pointsRepository.takeFromLot(trx, lot.id, take)))
      throw new Error(`points lot ${lot.id} changed under lock`);
    uses.push({ lotId: lot.id, points: take });
    left -= take;
  }
  // The balance covered the posting, so the lots (which sum to it) cover it too.
  if (left !== 0n) throw new Error(`points lots of member ${spend.memberId} short of their account by ${left}`);
  await pointsRepository.recordUses(trx, spend.useKey, uses);
  return after;
}

/** The member's points: their ledger account's balance (0 when it was never opened). */
export async function pointsBalance(db: DbOrTrx, merchantId: number, memberId: number): Promise<bigint> {
  const account = (await memberAccounts(db, merchantId, memberId)).find((a) => a.kind === 'points');
  return account?.balance ?? 0n;
}

/**
 * Gives back what a spend took (a rejected redemption): one posting issuer → member under
 * `ledgerKey`, and a lot per lot it took from, each keeping that lot's expiry but never less than
 * RETURN_GRACE_MS from now, so returned points are not lost to an expiry that passed meanwhile.
 */
export async function returnSpend(
  trx: Trx,
  spend: { merchantId: number; memberId: number; useKey: string; ledgerKey: string; now: Date },
  metadata: Record<string, string | number>,
): Promise<bigint> {
  const uses = await pointsRepository.usesOf(trx, spend.useKey);
  const total = uses.reduce((sum, u) => sum + u.points, 0n);
  if (total === 0n) return 0n;
  const floor = new Date(spend.now.getTime() + RETURN_GRACE_MS).toISOString();
  for (const use of uses) {
    const inserted = await pointsRepository.insertLotIfAbsent(trx, {
      merchantId: spend.merchantId,
      memberId: spend.memberId,
      sourceKey: `return:${spend.useKey}:${use.lotId}`,
      kind: 'return',
      ledgerKey: spend.ledgerKey,
      points: use.points,
      earnedAt: spend.now.toISOString(),
      expiresAt: use.expiresAt > floor ? use.expiresAt : floor,
      detail: { fromLot: use.lotId, useKey: spend.useKey },
    });
    if (!inserted) throw new Error(`${spend.useKey} was already returned`);
  }
  const move = { merchantId: spend.merchantId, memberId: spend.memberId, points: total };
  await postPoints(trx, { ...move, kind: 'points_return', key: spend.ledgerKey }, metadata);
  return total;
}

/**
 * Takes back what lots still hold, at once, as if they expired now (the same posting key and
 * column, so `ledger:check` reads them alike): a rolled-back bet's points. Posts first, then
 * moves each lot only if it still holds what was read; a spend that took from it meanwhile makes
 * this throw, and the caller's transaction (an event delivery) runs again with fresh rows.
 */
export async function revokeLots(trx: Trx, merchantId: number, lots: Lot[]): Promise<number> {
  for (const lot of lots) {
    const move = { merchantId, memberId: lot.memberId, points: -lot.remaining };
    await postPoints(trx, { ...move, kind: 'points_revoke', key: pointsKeys.expire(lot.id) }, { lotId: lot.id });
    if (!(await pointsRepository.expireLot(trx, lot.id, lot.remaining)))
      throw new Error(`points lot ${lot.id} changed while it was revoked`);
  }
  return lots.length;
}
