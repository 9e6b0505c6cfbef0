import type { DrawResult, ResultShape } from './results.ts';

/**
 * One way of betting on a draw. A pick is a short canonical string (the number, the position and
 * digit, "big"…) so a slip line stores and shows the same text the rules read.
 */
export type BetType<R extends DrawResult = DrawResult> = {
  shapes: readonly R['shape'][];
  /** The canonical pick, or null when the pick is not valid for this bet type. */
  parse: (pick: string) => string | null;
  /** What one point of stake is multiplied by to get the cost (lô covers every prize of the shape). */
  units: (shape: ResultShape) => number;
  /** How many times the pick wins on this result (0 when it loses). */
  hits: (pick: string, result: R) => number;
  /** The most times one pick can win on one draw (lô: every prize it is matched against); 1 if absent. */
  maxHits?: (shape: ResultShape) => number;
  /** Picks whose odds differ (a dice sum of 4 pays more than one of 10) name their odds key. */
  oddsKey?: (pick: string) => string;
};

export const ONE_UNIT = (): number => 1;
