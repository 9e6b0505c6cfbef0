import { sql } from 'kysely';
import type { Trx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { minor, toMinor, type Minor } from '../../lib/money.ts';
import { ensureMemberAccount } from '../ledger/ledger.usecases.ts';
import { promotionsRepository } from './promotions.repository.ts';

/*
 * REAL MONEY FIRST: while a bonus is being wagered, a stake the main wallet cannot cover takes the
 * rest from the bonus balance, and a payout on such a stake goes back in the same shares (the
 * bonus part stays bonus money until the wagering is met). The game wallet asks here inside the
 * bet's transaction and writes the legs itself. The bonus row is locked first (then the main
 * account), the order ending a bonus takes too.
 */

export type StakeFunding = { bonusAccountId: number; fromBonus: Minor } | null;

export async function fundStake(
  trx: Trx,
  call: { merchantId: number; memberId: number; mainAccountId: number; currency: string; betId: number; stake: Minor },
): Promise<StakeFunding> {
  const bonus = await promotionsRepository.activeBonus(trx, call.memberId, true);
  if (!bonus) return null;
  const main = await sql<{ balance: string }>`
    select balance from ledger_accounts where id = ${call.mainAccountId}
    ${isPostgres(trx) ? sql`for update` : sql``}`.execute(trx);
  const real = toMinor(main.rows[0]?.balance ?? 0);
  if (real >= call.stake) return null;
  const fromBonus = minor(call.stake - (real > 0n ? real : 0n));
  const held = await ensureMemberAccount(trx, call.merchantId, call.memberId, 'bonus', call.currency);
  if (held.balance < fromBonus) return null;
  await trx
    .insertInto('promo_bonus_stakes')
    .values({
      bet_id: call.betId,
      bonus_id: bonus.id,
      stake: call.stake.toString(),
      from_bonus: fromBonus.toString(),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('bet_id').doNothing())
    .execute();
  return { bonusAccountId: held.id, fromBonus };
}

/** The bonus balance's share of a payout on a stake it partly paid, while that bonus is still wagered. */
export async function payoutShare(
  trx: Trx,
  call: { merchantId: number; memberId: number; currency: string; betId: number; payout: Minor },
): Promise<StakeFunding> {
  const stake = await trx
    .selectFrom('promo_bonus_stakes as s')
    .innerJoin('promo_bonuses as b', 'b.id', 's.bonus_id')
    .select(['s.stake', 's.from_bonus', 'b.state'])
    .where('s.bet_id', '=', call.betId)
    .executeTakeFirst();
  if (!stake || stake.state !== 'wagering') return null;
  const share = minor((call.payout * toMinor(stake.from_bonus)) / toMinor(stake.stake));
  if (share === 0n) return null;
  const held = await ensureMemberAccount(trx, call.merchantId, call.memberId, 'bonus', call.currency);
  return { bonusAccountId: held.id, fromBonus: share };
}
