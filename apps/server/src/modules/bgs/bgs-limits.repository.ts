import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import { BGS_GAMES, type BetLimits, type BgsGame } from './bgs.config.ts';
import { precompiled, type Slots } from '../../db/precompiled.ts';

const isGame = (game: string): game is BgsGame => (BGS_GAMES as readonly string[]).includes(game);

const limitsOfGame = precompiled((db, $: Slots<{ merchantId: number; game: BgsGame }>) =>
  db
    .selectFrom('bgs_limits')
    .select(['min_bet', 'max_bet'])
    .where('merchant_id', '=', $('merchantId'))
    .where('game', '=', $('game')),
);

/** A brand's own bet ranges of the in-house games (`bgs_limits`); a game without a row plays the configured one. */
export const bgsLimitsRepository = {
  async ofBrand(db: DbOrTrx, merchantId: number): Promise<Partial<Record<BgsGame, BetLimits>>> {
    const rows = await db
      .selectFrom('bgs_limits')
      .select(['game', 'min_bet', 'max_bet'])
      .where('merchant_id', '=', merchantId)
      .execute();
    const limits: Partial<Record<BgsGame, BetLimits>> = {};
    for (const row of rows)
      if (isGame(row.game)) limits[row.game] = { min: toMinor(row.min_bet), max: toMinor(row.max_bet) };
    return limits;
  },

  async ofGame(db: DbOrTrx, merchantId: number, game: BgsGame): Promise<BetLimits | undefined> {
    const row = await limitsOfGame.first(db, { merchantId, game });
    return row && { min: toMinor(row.min_bet), max: toMinor(row.max_bet) };
  },

  async save(db: DbOrTrx, merchantId: number, limits: Record<BgsGame, BetLimits>, operator: string): Promise<void> {
    const now = new Date().toISOString();
    for (const game of BGS_GAMES) {
      const values = {
        min_bet: limits[game].min.toString(),
        max_bet: limits[game].max.toString(),
        updated_at: now,
        updated_by: operator,
      };
      await db
        .insertInto('bgs_limits')
        .values({ merchant_id: merchantId, game, ...values })
        .onConflict((oc) => oc.columns(['merchant_id', 'game']).doUpdateSet(values))
        .execute();
    }
  },

  /** The brand's settled play of a vendor over business days, all its games together, from the daily roll-up by vendor. */
  async measured(db: DbOrTrx, merchantId: number, vendorCode: string, range: { fromDay: string; toDay: string }) {
    const row = await db
      .selectFrom('member_day_vendor_play')
      .select((eb) => [
        eb.fn.sum<string | number | bigint | null>('bets').as('bets'),
        eb.fn.sum<string | number | bigint | null>('stake').as('stake'),
        eb.fn.sum<string | number | bigint | null>('payout').as('payout'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('day', '>=', range.fromDay)
      .where('day', '<=', range.toDay)
      .where('vendor_code', '=', vendorCode)
      .executeTakeFirst();
    return { bets: Number(row?.bets ?? 0), stake: toMinor(row?.stake ?? 0), payout: toMinor(row?.payout ?? 0) };
  },
};
