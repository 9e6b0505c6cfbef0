import type { Minor } from '../../lib/money.ts';

/**
 * AGENT CONTRACTS: what an upline (or the brand, for a top-level agent) offers an agent for its
 * team's play. The kinds are the spec's four agent-centre entries (portal.md sections 2–5):
 * - dividend: a share of the team's loss (the house's win) over a period (day, week, half month,
 *   month), tiers by that loss and by active members;
 * - daily salary: a share of the team's valid bet of a business day, tiers by that valid bet and
 *   optionally active members;
 * - hourly salary: the same over a business hour, tiers by the hour's valid bet;
 * - real-time salary: paid every 5 minutes on each qualifying bet (a stake of at least the single
 *   bet amount), at the profit rate when the bet won for the house and the loss rate when it lost.
 * A contract is a versioned list of tiers; rates are basis points (1 % = 100 bp).
 */
export type ContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';

/** The spec's contract states (portal.md section 4). */
export type ContractState = 'requested' | 'accepted' | 'rejected' | 'terminated';

/**
 * One step of a tiered contract: reached when every threshold it names is met; the highest tier
 * reached gives the rate. Thresholds are minor units (amounts) or counts (members).
 */
export type Tier = {
  /** Dividend: the team's loss to the house over the period (stake − payout), at least this. */
  minTeamLoss?: Minor;
  /** Salaries: the team's valid bet over the day or hour, at least this. */
  minValidBet?: Minor;
  /** Members of the team who were active in the period, at least this many. */
  minActiveMembers?: number;
  rateBp: number;
};

export type RealTimeTerms = {
  /** Of the valid bet of a bet the house won. */
  profitRateBp: number;
  /** Of the valid bet of a bet the house lost. */
  lossRateBp: number;
  /** A bet counts only with a stake of at least this. */
  minSingleBet: Minor;
};

export type TieredTerms = { kind: 'dividend' | 'daily_salary' | 'hourly_salary'; tiers: Tier[] };
export type ContractTerms = TieredTerms | { kind: 'realtime_salary'; realTime: RealTimeTerms };

/** What a team did in one period, from the play record's roll-ups (the whole team, any depth). */
export type TeamMeasures = {
  /** Stake − payout of the team's settled bets: positive when the team lost. */
  teamLoss: Minor;
  validBet: Minor;
  activeMembers: number;
};
