import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import { pointsKeys } from './points.model.ts';

/** Postings under a key prefix, by the key without the brand. */
async function moved(db: DbOrTrx, prefix: string): Promise<Map<string, Minor>> {
  const byKey = new Map<string, Minor>();
  for (const [key, amount] of await postingsByKeyPrefix(db, prefix)) byKey.set(key.slice(key.indexOf('|') + 1), amount);
  return byKey;
}

/**
 * POINTS AGAINST THE LEDGER (part of `ledger:check`): every member's points account holds exactly
 * the remaining points of their lots; each lot (or group of returned lots) has the posting that
 * credited it; each expired lot its expiry posting; each redemption its spend (and, rejected, its
 * return); each conversion its points and money postings. Postings no row explains are reported.
 */
export async function reconcilePoints(db: DbOrTrx): Promise<DomainMismatch[]> {
  const mismatches: DomainMismatch[] = [];
  const check = (what: string, id: number, status: string, expected: bigint | undefined, found: bigint | undefined) => {
    if (expected !== found)
      mismatches.push({ what, id, status, expected: String(expected ?? 'none'), found: String(found ?? 'none') });
  };

  const { rows: balances } = await sql<{ member_id: unknown; balance: unknown; lots: unknown }>`
    select a.member_id, a.balance,
      (select coalesce(sum(l.remaining), 0) from points_lots l where l.member_id = a.member_id) as lots
    from ledger_accounts a where a.kind = 'points'`.execute(db);
  for (const b of balances)
    check('points account', Number(b.member_id), 'balance', BigInt(String(b.lots)), BigInt(String(b.balance)));

  const earned = await moved(db, 'points-earn:');
  const returned = await moved(db, 'points-redeem-return:');
  const expired = await moved(db, 'points-expire:');
  const returnedAll = new Map(returned);
  const { rows: lots } = await sql<{ ledger_key: string; points: unknown; id: unknown }>`
    select ledger_key, sum(points) as points, min(id) as id from points_lots group by ledger_key`.execute(db);
  for (const lot of lots) {
    const postings = lot.ledger_key.startsWith('points-earn:') ? earned : returned;
    check('points lot', Number(lot.id), lot.ledger_key, BigInt(String(lot.points)), postings.get(lot.ledger_key));
    postings.delete(lot.ledger_key);
  }
  const { rows: gone } = await sql<{ id: unknown; expired: unknown }>`
    select id, expired from points_lots where expired > 0`.execute(db);
  for (const lot of gone) {
    const key = pointsKeys.expire(Number(lot.id));
    check('points expiry', Number(lot.id), 'expired', BigInt(String(lot.expired)), expired.get(key));
    expired.delete(key);
  }

  const spent = await moved(db, 'points-redeem:');
  const { rows: redemptions } = await sql<{ id: unknown; points: unknown; state: string }>`
    select id, points, state from points_redemptions`.execute(db);
  for (const r of redemptions) {
    const id = Number(r.id);
    check('points redemption', id, r.state, BigInt(String(r.points)), spent.get(pointsKeys.redeem(id)));
    spent.delete(pointsKeys.redeem(id));
    const back = r.state === 'rejected' ? BigInt(String(r.points)) : undefined;
    check('points redemption return', id, r.state, back, returnedAll.get(pointsKeys.redeemReturn(id)));
  }

  const convertedPoints = await moved(db, 'points-convert:');
  const paid = await moved(db, 'points-convert-pay:');
  const { rows: conversions } = await sql<{ id: unknown; points: unknown; amount: unknown }>`
    select id, points, amount from points_conversions`.execute(db);
  for (const c of conversions) {
    const id = Number(c.id);
    check('points conversion', id, 'points', BigInt(String(c.points)), convertedPoints.get(pointsKeys.convert(id)));
    check('points conversion', id, 'money', BigInt(String(c.amount)), paid.get(pointsKeys.convertPay(id)));
    convertedPoints.delete(pointsKeys.convert(id));
    paid.delete(pointsKeys.convertPay(id));
  }

  for (const key of [...earned.keys(), ...expired.keys(), ...spent.keys(), ...convertedPoints.keys(), ...paid.keys()])
    mismatches.push({ what: 'points posting', id: 0, status: 'missing', expected: 'none', found: key });
  return mismatches;
}
