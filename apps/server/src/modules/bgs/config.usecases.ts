import { formatMinor } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { houseEdgeBp, type BetLimits, type BgsGame } from './bgs.config.ts';
import type { PayingPlayer } from './fairness.usecases.ts';
import { balanceOf } from './settle.usecases.ts';

/** What a game page shows before the first bet: the bet range, the house edge and the wallet. */
export async function gameSettings(db: DbOrTrx, player: PayingPlayer, game: BgsGame, limits: BetLimits) {
  const wallet = await balanceOf(db, player);
  const edge = houseEdgeBp(game);
  return {
    game,
    minBet: formatMinor(limits.min, player.places),
    maxBet: formatMinor(limits.max, player.places),
    houseEdgePercent: `${Math.floor(edge / 100)}.${String(edge % 100).padStart(2, '0')}`,
    balance: formatMinor(wallet.balance, player.places),
    currency: wallet.currency,
    demo: wallet.demo,
  };
}
