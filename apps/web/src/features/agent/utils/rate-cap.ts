import { parseAmountToMinor } from '@arcadia/contracts';

/*
 * The rate cap as the offer form checks it before sending: for any team result, the offered tiers
 * may give at most the rate the agent's own tiers give. The server's rule (agent-contracts
 * offers.ts, exceedsUpline) compares both step functions at every threshold either list names;
 * this is the same comparison on the wire's text values, so the form refuses what the server would.
 */

/** A tier as text: the offer form's values or a contract's tiers as the server sends them. */
export type TierText = {
  rate: string;
  minTeamLoss?: string | null | undefined;
  minValidBet?: string | null | undefined;
  minActiveMembers?: number | string | null | undefined;
};

type Tier = { rateBp: bigint; loss: bigint | null; bet: bigint | null; members: number | null };
type Point = { loss: bigint; bet: bigint; members: number };

const amount = (text: string | null | undefined) => (text ? parseAmountToMinor(text, 3) : null);
const count = (value: number | string | null | undefined) => (value === '' || value == null ? null : Number(value));

function toTier(tier: TierText): Tier | null {
  try {
    return {
      rateBp: parseAmountToMinor(tier.rate, 2),
      loss: amount(tier.minTeamLoss),
      bet: amount(tier.minValidBet),
      members: count(tier.minActiveMembers),
    };
  } catch {
    return null; // Not a number yet: the field's own rule reports it.
  }
}

const meets = (t: Tier, p: Point) =>
  (t.loss === null || p.loss >= t.loss) &&
  (t.bet === null || p.bet >= t.bet) &&
  (t.members === null || p.members >= t.members);

/** The best rate (basis points) the tiers give at this point; 0 when none is reached. */
const rateAt = (tiers: Tier[], p: Point) =>
  tiers.reduce((best, t) => (meets(t, p) && t.rateBp > best ? t.rateBp : best), 0n);

const bpText = (bp: bigint) => `${bp / 100n}.${String(bp % 100n).padStart(2, '0')}`;

/** The agent's own rate where a tier's thresholds are just met: the cap shown beside that tier. */
export function capAt(own: TierText[], tier: TierText): string | null {
  const mine = own.map(toTier).filter((t) => t !== null);
  const at = toTier(tier);
  if (!at) return null;
  return bpText(rateAt(mine, { loss: at.loss ?? 0n, bet: at.bet ?? 0n, members: at.members ?? 0 }));
}

/**
 * The offered tiers that pay above the agent's own at some team result, each with the own rate
 * there (the cap to show under its rate). Empty when the offer keeps within the agent's contract.
 */
export function tiersAboveCap(own: TierText[], offered: TierText[]): { index: number; cap: string }[] {
  const mine = own.map(toTier).filter((t) => t !== null);
  const theirs = offered.map(toTier);
  const valid = theirs.filter((t) => t !== null);
  const all = [...mine, ...valid];
  const values = <T>(pick: (t: Tier) => T | null, zero: T) => [
    ...new Set([zero, ...all.flatMap((t) => (pick(t) === null ? [] : [pick(t) as T]))]),
  ];
  const found = new Map<number, bigint>();
  for (const loss of values((t) => t.loss, 0n))
    for (const bet of values((t) => t.bet, 0n))
      for (const members of values((t) => t.members, 0)) {
        const p = { loss, bet, members };
        const cap = rateAt(mine, p);
        theirs.forEach((t, index) => {
          if (t && meets(t, p) && t.rateBp > cap)
            found.set(index, found.has(index) ? min(found.get(index)!, cap) : cap);
        });
      }
  return [...found].sort(([a], [b]) => a - b).map(([index, cap]) => ({ index, cap: bpText(cap) }));
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
