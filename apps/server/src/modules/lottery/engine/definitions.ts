import type { BetTypeCode } from './bet-types.ts';
import type { ResultShape } from './results.ts';

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export type Schedule =
  { kind: 'interval'; seconds: number; timeZone: string } | { kind: 'daily'; at: string; timeZone: string };

/** Odds in thousandths (1.98 → 1980), by odds key ("" unless the bet type names keys). */
export type OddsTable = Record<string, number>;

export type BetOffer = {
  odds: OddsTable;
  /** Odds that differ by prize mode; a mode not listed uses `odds`. */
  oddsByMode?: Partial<Record<PrizeMode, OddsTable>>;
  /** Stake per point, in minor units. */
  minStake: number;
  maxStake: number;
};

export type GameGroup = 'VN' | 'VN_FAST' | '5D' | 'F3' | 'PK10';

/** A lottery game as data: when it draws, what it draws, and what can be bet at what odds. */
export type LotteryGameDefinition = {
  code: string;
  group: GameGroup;
  names: Record<string, string>;
  schedule: Schedule;
  closeBeforeSeconds: number;
  shape: ResultShape;
  offers: Partial<Record<BetTypeCode, BetOffer>>;
  /** Largest total payout the brand will owe on one pick of one bet type in one issue, minor units. */
  exposureCapPerNumber: number;
  /**
   * The most one member may stake (line costs) on one pick of one bet type in one issue, minor
   * units; set by operators, absent for no limit.
   */
  stakeLimitPerNumber?: number | null;
};

export function oddsFor(offer: BetOffer, mode: PrizeMode, key: string): number | undefined {
  return (offer.oddsByMode?.[mode] ?? offer.odds)[key];
}
