import type { Db } from '../../db/schema.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import { leaderboardRepository } from './leaderboard.repository.ts';
import { missionsRepository } from './missions.repository.ts';

export { missionsDepositListener } from './progress.usecases.ts';
export { missionsPlaySubscriber } from './bet-progress.usecases.ts';

/**
 * `ledger:check` for missions: every claim has its posting of the claim's reward
 * (mission:claim:<id>) and every leaderboard prize its posting (mission:prize:<id>).
 */
export async function reconcileMissions(db: Db): Promise<DomainMismatch[]> {
  const mismatches: DomainMismatch[] = [];
  const check = async (what: string, prefix: string, rows: { id: number; merchant_id: number; amount: unknown }[]) => {
    const posted = await postingsByKeyPrefix(db, prefix);
    for (const row of rows) {
      const expected = BigInt(row.amount as string);
      const found = posted.get(`${row.merchant_id}|${prefix}${row.id}`) ?? 0n;
      if (found !== expected)
        mismatches.push({ what, id: row.id, status: 'paid', expected: expected.toString(), found: found.toString() });
    }
  };
  const claims = await missionsRepository.allClaims(db);
  await check(
    'mission claim',
    'mission:claim:',
    claims.map((c) => ({ id: Number(c.id), merchant_id: Number(c.merchant_id), amount: c.reward })),
  );
  const prizes = await leaderboardRepository.allPrizes(db);
  await check(
    'mission prize',
    'mission:prize:',
    prizes.map((p) => ({ id: Number(p.id), merchant_id: Number(p.merchant_id), amount: p.amount })),
  );
  return mismatches;
}
