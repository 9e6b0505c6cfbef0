import {
  cashOutMines,
  getBgsConfig,
  getBgsHistory,
  getFairness,
  getOpenMines,
  placeDiceBet,
  placeLimboBet,
  placePlinkoBet,
  placeSlotBet,
  revealMinesTile,
  rotateSeed,
  setClientSeed,
  startMines,
  type BgsGameFamily,
} from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';
import { apiValue } from '@/lib/api-value';

/*
 * The in-house game calls. Inside the /game iframe the page speaks with its launch token (from the
 * address); opened directly by a signed-in member, the member token the client adds by itself.
 */
export const ORIGINALS_MODULE_ID = 'originals';

export function originalsApi(launchToken: string | null) {
  const base = {
    moduleId: ORIGINALS_MODULE_ID,
    ...(launchToken ? { headers: { Authorization: `Bearer ${launchToken}` } } : {}),
  };
  return {
    config: (game: BgsGameFamily) => apiValue(getBgsConfig, { ...base, query: { game } }),
    fairness: (game: BgsGameFamily) => apiValue(getFairness, { ...base, query: { game } }),
    history: (game: BgsGameFamily) => apiValue(getBgsHistory, { ...base, query: { game, limit: 15 } }),
    setClientSeed: (game: BgsGameFamily, clientSeed: string) =>
      apiValue(setClientSeed, { ...base, body: { game, clientSeed } }),
    rotate: (game: BgsGameFamily) => apiValue(rotateSeed, { ...base, body: { game } }),
    dice: (body: { amount: string; target: number; direction: 'over' | 'under' }) =>
      apiValue(placeDiceBet, { ...base, body }),
    limbo: (body: { amount: string; target: number }) => apiValue(placeLimboBet, { ...base, body }),
    plinko: (body: { amount: string; rows: number; risk: 'low' | 'medium' | 'high' }) =>
      apiValue(placePlinkoBet, { ...base, body }),
    slot: (body: { amount: string }) => apiValue(placeSlotBet, { ...base, body }),
    minesStart: (body: { amount: string; mines: number }) => apiValue(startMines, { ...base, body }),
    minesReveal: (tile: number) => apiValue(revealMinesTile, { ...base, body: { tile } }),
    minesCashOut: () => apiValue(cashOutMines, base),
    minesOpen: () => apiCall(getOpenMines, base),
  };
}
export type OriginalsApi = ReturnType<typeof originalsApi>;
