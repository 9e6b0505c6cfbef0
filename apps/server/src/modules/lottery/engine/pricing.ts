import { betType, isBetTypeCode, type BetTypeCode } from './bet-types.ts';
import { oddsFor, type LotteryGameDefinition, type PrizeMode } from './definitions.ts';
import type { DrawResult } from './results.ts';

/** A slip line as accepted: odds are fixed at bet time and travel with the line to settlement. */
export type PricedLine = {
  betType: BetTypeCode;
  pick: string;
  /** Stake per point, minor units. */
  stake: bigint;
  /** Points the stake is multiplied by (lô covers every prize). */
  units: number;
  oddsMilli: number;
  /** What the line costs the player: stake × units. */
  cost: bigint;
  /** What one hit pays: the figure exposure limits are checked against. */
  payoutPerHit: bigint;
};

export type PricingRefusal = 'bet_type_unavailable' | 'invalid_pick' | 'stake_out_of_range';

export function priceLine(
  game: LotteryGameDefinition,
  mode: PrizeMode,
  line: { betType: string; pick: string; stake: bigint },
): PricedLine | PricingRefusal {
  if (!isBetTypeCode(line.betType)) return 'bet_type_unavailable';
  const offer = game.offers[line.betType];
  if (!offer) return 'bet_type_unavailable';
  const type = betType(line.betType);
  const pick = type.parse(line.pick);
  if (pick === null) return 'invalid_pick';
  const oddsMilli = oddsFor(offer, mode, type.oddsKey?.(pick) ?? '');
  if (oddsMilli === undefined) return 'invalid_pick';
  if (line.stake < BigInt(offer.minStake) || line.stake > BigInt(offer.maxStake)) return 'stake_out_of_range';
  const units = type.units(game.shape);
  return {
    betType: line.betType,
    pick,
    stake: line.stake,
    units,
    oddsMilli,
    cost: line.stake * BigInt(units),
    payoutPerHit: payout(line.stake, oddsMilli, 1),
  };
}

/** Stake × odds × hits, rounded down to the minor unit (the house keeps any fraction). */
export function payout(stake: bigint, oddsMilli: number, hits: number): bigint {
  return (stake * BigInt(oddsMilli) * BigInt(hits)) / 1000n;
}

export function settleLine(
  line: Pick<PricedLine, 'betType' | 'pick' | 'stake' | 'oddsMilli'>,
  result: DrawResult,
): { hits: number; payout: bigint } {
  const hits = betType(line.betType).hits(line.pick, result);
  return { hits, payout: payout(line.stake, line.oddsMilli, hits) };
}
