import { firstResultAboveCap, periodEndsDownline, realTimeAboveCap } from '@arcadia/contracts';
import type { ContractState, ContractTerms, TeamMeasures, Tier } from './contract-terms.model.ts';

/**
 * THE RATE CAP: a downline's rate never exceeds its upline's, in every tier — the shared rule
 * (packages/contracts rate-cap.ts), the one the web's offer form checks too. Answers a team
 * result where the offered tiers pay more, or null.
 */
export function exceedsUpline(upline: Tier[], offered: Tier[]): TeamMeasures | null {
  return firstResultAboveCap(upline, offered) as TeamMeasures | null;
}

/** Whether an offer keeps within the offering agent's own contract of the same kind. */
export function withinUplineTerms(upline: ContractTerms, offered: ContractTerms): boolean {
  if (upline.kind === 'realtime_salary' && offered.kind === 'realtime_salary')
    return !realTimeAboveCap(upline.realTime, offered.realTime);
  if (upline.kind !== 'realtime_salary' && offered.kind !== 'realtime_salary' && upline.kind === offered.kind)
    return exceedsUpline(upline.tiers, offered.tiers) === null;
  return false;
}

/**
 * LOWERING ONE'S OWN RATE (spec portal.md section 4): a new contract with a lower rate than an
 * existing downline's terminates that downline's contract automatically, once the agent has
 * confirmed it. A dividend of another period ends the downline dividends on the old one too (a
 * chain settles on one period: dividend-chains.ts). Answers the downline contracts it ends.
 */
export function terminatedByNewTerms<C extends { terms: ContractTerms; period: string }>(
  newOwn: { terms: ContractTerms; period: string },
  downlines: C[],
): C[] {
  return downlines.filter(
    (contract) =>
      !withinUplineTerms(newOwn.terms, contract.terms) ||
      periodEndsDownline(newOwn.terms.kind, newOwn.period, contract.period),
  );
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
