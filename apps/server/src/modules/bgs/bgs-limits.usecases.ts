import type { DbOrTrx } from '../../db/schema.ts';
import type { BetLimits, BgsGame, BgsLimits } from './bgs.config.ts';
import { bgsLimitsRepository } from './bgs-limits.repository.ts';

/** The bet range a brand's players are held to in one game: the brand's own, else the configured one. */
export type BrandLimits = (db: DbOrTrx, merchantId: number, game: BgsGame) => Promise<BetLimits>;

/** Read at each bet (one primary-key row), so a range the console saves holds from the next bet on every server. */
export const brandLimits =
  (configured: BgsLimits): BrandLimits =>
  async (db, merchantId, game) =>
    (await bgsLimitsRepository.ofGame(db, merchantId, game)) ?? configured[game];
