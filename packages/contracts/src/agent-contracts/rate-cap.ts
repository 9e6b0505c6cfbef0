import { parseAmountToMinor } from '../money-minor.ts';

/*
 * THE RATE CAP (spec portal.md section 4): a downline's rate never exceeds its upline's, in every
 * tier — for any team result, the offered tiers give at most the rate the upline's own tiers give.
 * One rule for the server (which refuses an offer above it and ends downline contracts a lowered
 * contract no longer covers) and the web (which shows the cap beside each tier and names the
 * contracts an acceptance would end before the server is asked).
 *
 * Rates are step functions of the thresholds, so it is enough to compare them at every
 * combination of the thresholds either list names (and zero): between two thresholds neither
 * rate changes.
 */

/** A tier as the cap compares it: thresholds in minor units or members (absent: any), the rate in basis points. */
export type CapTier = {
  rateBp: number;
  minTeamLoss?: bigint | null | undefined;
  minValidBet?: bigint | null | undefined;
  minActiveMembers?: number | null | undefined;
};

/** A team's result for one period, as the tiers read it. */
export type TeamPoint = { teamLoss: bigint; validBet: bigint; activeMembers: number };

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export function meetsTier(tier: CapTier, at: TeamPoint): boolean {
  return (
    (!given(tier.minTeamLoss) || at.teamLoss >= tier.minTeamLoss) &&
    (!given(tier.minValidBet) || at.validBet >= tier.minValidBet) &&
    (!given(tier.minActiveMembers) || at.activeMembers >= tier.minActiveMembers)
  );
}

/** The best rate (basis points) the tiers give at this result; 0 when no tier is reached. */
export function rateAt(tiers: CapTier[], at: TeamPoint): number {
  return tiers.reduce((best, tier) => (meetsTier(tier, at) && tier.rateBp > best ? tier.rateBp : best), 0);
}

/** Every team result where some tier of the lists starts or stops applying. */
function comparisonPoints(tiers: CapTier[]): TeamPoint[] {
  const values = <T>(pick: (t: CapTier) => T | null | undefined, zero: T) => [
    ...new Set([zero, ...tiers.map(pick).filter(given)]),
  ];
  const points: TeamPoint[] = [];
  for (const teamLoss of values((t) => t.minTeamLoss, 0n))
    for (const validBet of values((t) => t.minValidBet, 0n))
      for (const activeMembers of values((t) => t.minActiveMembers, 0))
        points.push({ teamLoss, validBet, activeMembers });
  return points;
}

/** A team result where the offered tiers pay above the upline's, or null when they keep within them. */
export function firstResultAboveCap(upline: CapTier[], offered: CapTier[]): TeamPoint | null {
  return comparisonPoints([...upline, ...offered]).find((at) => rateAt(offered, at) > rateAt(upline, at)) ?? null;
}

/**
 * The offered tiers that pay above the upline's at some team result, each with the lowest upline
 * rate it passes (the cap to show under its rate). A tier not readable yet (null) is left to its
 * own field rule. Empty when the offer keeps within the upline's contract.
 */
export function tiersAboveCap(upline: CapTier[], offered: (CapTier | null)[]): { index: number; capBp: number }[] {
  const found = new Map<number, number>();
  for (const at of comparisonPoints([...upline, ...offered.filter(given)])) {
    const cap = rateAt(upline, at);
    offered.forEach((tier, index) => {
      if (tier && meetsTier(tier, at) && tier.rateBp > cap) found.set(index, Math.min(found.get(index) ?? cap, cap));
    });
  }
  return [...found].sort(([a], [b]) => a - b).map(([index, capBp]) => ({ index, capBp }));
}

/** The upline's rate where the tier's thresholds are just met: the cap shown beside that tier. */
export function capAt(upline: CapTier[], tier: CapTier): number {
  return rateAt(upline, {
    teamLoss: tier.minTeamLoss ?? 0n,
    validBet: tier.minValidBet ?? 0n,
    activeMembers: tier.minActiveMembers ?? 0,
  });
}

/** Real-time salary terms as the cap compares them. */
export type RealTimeCapTerms = { profitRateBp: number; lossRateBp: number; minSingleBet: bigint };

/** The real-time salary cap: neither rate above the upline's, and no lower single bet amount. */
export function realTimeAboveCap(upline: RealTimeCapTerms, offered: RealTimeCapTerms): boolean {
  return (
    offered.profitRateBp > upline.profitRateBp ||
    offered.lossRateBp > upline.lossRateBp ||
    offered.minSingleBet < upline.minSingleBet
  );
}

/**
 * A dividend chain settles on one period (the server's dividend-chains.ts): a downline dividend
 * on another period than its upline's own would pay the same losses twice, so accepting a
 * dividend of a new period ends those the agent gave on the old one, as a lowered rate does.
 */
export function periodEndsDownline(kind: string, ownPeriod: string, downlinePeriod: string): boolean {
  return kind === 'dividend' && ownPeriod !== downlinePeriod;
}

/*
 * The same terms as text (the offer form's values, or a contract as the wire sends it). Amounts
 * are read with three places whatever the brand's, so both sides of a comparison agree.
 */
const TEXT_PLACES = 3;

/** A tier as text: the offer form's values or a contract's tiers as the server sends them. */
export type TierText = {
  rate: string;
  minTeamLoss?: string | null | undefined;
  minValidBet?: string | null | undefined;
  minActiveMembers?: number | string | null | undefined;
};

const amountOf = (text: string | null | undefined) => (text ? parseAmountToMinor(text, TEXT_PLACES) : null);
const countOf = (value: number | string | null | undefined) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The tier a text describes, or null while a value is not a number yet. */
export function capTierFromText(tier: TierText): CapTier | null {
  try {
    return {
      rateBp: Number(parseAmountToMinor(tier.rate, 2)),
      minTeamLoss: amountOf(tier.minTeamLoss),
      minValidBet: amountOf(tier.minValidBet),
      minActiveMembers: countOf(tier.minActiveMembers),
    };
  } catch {
    return null;
  }
}

/** The tiers of a text list that are readable (an upline's own tiers, as the cap compares them). */
export const readableTiers = (tiers: TierText[]): CapTier[] =>
  tiers.map(capTierFromText).filter((t): t is CapTier => t !== null);

/** Real-time terms from text, or null while a value is not a number yet. */
export function realTimeFromText(terms: {
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
}): RealTimeCapTerms | null {
  try {
    return {
      profitRateBp: Number(parseAmountToMinor(terms.profitRate, 2)),
      lossRateBp: Number(parseAmountToMinor(terms.lossRate, 2)),
      minSingleBet: parseAmountToMinor(terms.minSingleBet, TEXT_PLACES),
    };
  } catch {
    return null;
  }
}

/** Basis points as a percentage with two decimals: 150 → "1.50". */
export const percentOfBp = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
