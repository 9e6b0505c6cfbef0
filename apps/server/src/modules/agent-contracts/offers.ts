import type { ContractState, ContractTerms, TeamMeasures, Tier } from './contract-terms.model.ts';
import { rateFor } from './tiers.ts';

/**
 * THE RATE CAP: a downline's rate never exceeds its upline's, in every tier — for any team result,
 * the offered tiers give at most the rate the upline's own tiers give. Rates are step functions of
 * the thresholds, so it is enough to compare them at every threshold either list names (and below
 * all of them): between two thresholds neither rate changes.
 */
export function exceedsUpline(upline: Tier[], offered: Tier[]): TeamMeasures | null {
  const all = [...upline, ...offered];
  const losses = [0n, ...all.flatMap((t) => (t.minTeamLoss === undefined ? [] : [t.minTeamLoss]))];
  const bets = [0n, ...all.flatMap((t) => (t.minValidBet === undefined ? [] : [t.minValidBet]))];
  const members = [0, ...all.flatMap((t) => (t.minActiveMembers === undefined ? [] : [t.minActiveMembers]))];
  for (const teamLoss of new Set(losses))
    for (const validBet of new Set(bets))
      for (const activeMembers of new Set(members)) {
        const at = { teamLoss, validBet, activeMembers } as TeamMeasures;
        if (rateFor(offered, at) > rateFor(upline, at)) return at;
      }
  return null;
}

/** The real-time salary cap: neither rate above the upline's, and no lower single bet amount. */
function realTimeExceeds(
  upline: Extract<ContractTerms, { kind: 'realtime_salary' }>,
  offered: Extract<ContractTerms, { kind: 'realtime_salary' }>,
) {
  return (
    offered.realTime.profitRateBp > upline.realTime.profitRateBp ||
    offered.realTime.lossRateBp > upline.realTime.lossRateBp ||
    offered.realTime.minSingleBet < upline.realTime.minSingleBet
  );
}

/** Whether an offer keeps within the offering agent's own contract of the same kind. */
export function withinUplineTerms(upline: ContractTerms, offered: ContractTerms): boolean {
  if (upline.kind !== offered.kind) return false;
  if (upline.kind === 'realtime_salary' && offered.kind === 'realtime_salary') return !realTimeExceeds(upline, offered);
  if (upline.kind !== 'realtime_salary' && offered.kind !== 'realtime_salary')
    return exceedsUpline(upline.tiers, offered.tiers) === null;
  return false;
}

/**
 * LOWERING ONE'S OWN RATE (spec portal.md section 4): a new contract with a lower rate than an
 * existing downline's terminates that downline's contract automatically, once the agent has
 * confirmed it. Answers the downline contracts the new terms would leave above the cap.
 */
export function terminatedByNewTerms<C extends { terms: ContractTerms }>(newOwn: ContractTerms, downlines: C[]): C[] {
  return downlines.filter((contract) => !withinUplineTerms(newOwn, contract.terms));
}

/** THE STATE MACHINE: an offer is answered once; only an accepted contract can be terminated. */
export type ContractAction = 'accept' | 'reject' | 'terminate';
const TRANSITIONS: Record<ContractState, Partial<Record<ContractAction, ContractState>>> = {
  requested: { accept: 'accepted', reject: 'rejected', terminate: 'terminated' },
  accepted: { terminate: 'terminated' },
  rejected: {},
  terminated: {},
};

/** The state after the action, or null when the action is not allowed from this state. */
export function nextState(state: ContractState, action: ContractAction): ContractState | null {
  return TRANSITIONS[state][action] ?? null;
}
