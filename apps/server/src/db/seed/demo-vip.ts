import type { Trx } from '../schema.ts';

/**
 * Demo data only: the demo brand's VIP ladder, eight levels whose label colours go from slate to
 * black-and-gold, with demo_player at VIP 3 (the club label the demo always showed) and 7,200.00 of
 * growth. Each pair of text and background colours passes AA for the 11 px label. The rewards are
 * the demo's inventions (USD).
 */
type Rung = [
  rank: number,
  reach: number,
  keep: number,
  levelUp: number,
  birthday: number,
  color: string,
  color2: string,
];
const RUNGS: Rung[] = [
  [0, 0, 0, 0, 0, '#ffffff', '#4b5563'],
  // VIP 1 pays no level-up reward: a first deposit of 100.00 reaches it, and the wallet journeys count that deposit to the cent.
  [1, 100, 50, 0, 0, '#ffffff', '#8a5a2b'],
  [2, 1_000, 300, 5, 5, '#1f2937', '#c0c7d1'],
  [3, 5_000, 1_500, 18, 10, '#3b2a00', '#f5c542'],
  [4, 20_000, 6_000, 58, 28, '#ffffff', '#0f766e'],
  [5, 50_000, 15_000, 128, 58, '#ffffff', '#1d4ed8'],
  [6, 150_000, 45_000, 388, 128, '#ffffff', '#7e22ce'],
  [7, 500_000, 150_000, 888, 288, '#f5c542', '#111827'],
];
const CENTS = 100n;

export async function seedDemoVip(trx: Trx, merchantId: number, playerUsername: string): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  await trx
    .insertInto('vip_settings')
    .values({ merchant_id: merchantId, deposit_weight_bp: 10_000, bet_weight_bp: 10_000, updated_at: at })
    .execute();
  const ids = new Map<number, number>();
  for (const [rank, reach, keep, levelUp, birthday, color, color2] of RUNGS) {
    const row = await trx
      .insertInto('vip_levels')
      .values({
        merchant_id: merchantId,
        rank_level: rank,
        name: `VIP ${rank}`,
        names: '{}',
        color,
        color2,
        reach_growth: BigInt(reach) * CENTS,
        keep_growth: BigInt(keep) * CENTS,
        review_cycle: rank === 0 ? 'none' : 'month',
        // Rebates grow with the level: live 0.40 % + 0.10 per rank, sports and slots a little more.
        rebate_rates: JSON.stringify({ LIVE: 40 + rank * 10, SPORTS: 50 + rank * 10, RNG: 60 + rank * 15 }),
        points_multiplier_bp: 10_000 + [0, 1_000, 2_000, 3_000, 5_000, 7_500, 10_000, 15_000][rank]!,
        withdrawal_daily_count: [5, 5, 8, 10, 15, 20, 30, 50][rank]!,
        withdrawal_daily_amount:
          BigInt([2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000][rank]!) * CENTS,
        level_up_reward: BigInt(levelUp) * CENTS,
        birthday_reward: BigInt(birthday) * CENTS,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(rank, Number(row.id));
  }
  const player = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', playerUsername)
    .executeTakeFirstOrThrow();
  // Held since the start of this month: reviewed at the end of the next one.
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const reviewAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  await trx
    .insertInto('vip_members')
    .values({
      member_id: player.id,
      merchant_id: merchantId,
      level_id: ids.get(3)!,
      growth: 7_200n * CENTS,
      level_since: monthStart.toISOString(),
      review_due_at: reviewAt.toISOString(),
      birthday: null,
      updated_at: at,
    })
    .execute();
  await trx
    .insertInto('vip_history')
    .values({
      merchant_id: merchantId,
      member_id: player.id,
      reason: 'operator',
      from_level_id: null,
      to_level_id: ids.get(3)!,
      growth: 7_200n * CENTS,
      period_key: null,
      actor: 'demo seed',
      at: monthStart.toISOString(),
    })
    .execute();
}
