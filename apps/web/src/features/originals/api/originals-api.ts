import {
  cashOutCrash,
  cashOutMines,
  getCrashBets,
  getCrashState,
  placeCrashBet,
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
/** Every in-house game page: the seeded one-shot games and live Crash (whose rounds come from a hash chain). */
export type OriginalsGame = BgsGameFamily | 'crash';

export function originalsApi(launchToken: string | null) {
  const base = {
    moduleId: ORIGINALS_MODULE_ID,
    ...(launchToken ? { headers: { Authorization: `Bearer ${launchToken}` } } : {}),
  };
  return {
    config: (game: OriginalsGame) => apiValue(getBgsConfig, { ...base, query: { game } }),
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
    crashState: () => apiValue(getCrashState, base),
    crashBet: (body: { amount: string; autoCashout: number | null }) => apiValue(placeCrashBet, { ...base, body }),
    crashCashOut: () => apiValue(cashOutCrash, base),
    crashBets: () => apiValue(getCrashBets, { ...base, query: { limit: 15 } }),
  };
}
export type OriginalsApi = ReturnType<typeof originalsApi>;
