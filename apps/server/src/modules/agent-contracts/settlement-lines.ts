import { minor, ZERO, type Minor } from '../../lib/money.ts';
import type { ContractTerms, TeamMeasures, Tier } from './contract-terms.model.ts';
import { dividendFor, realTimeSalaryFor, salaryFor, type SettledBet } from './contract-amounts.ts';
import { differencePayments } from './difference-model.ts';
import type { LineInputs, NewLine } from './settlement.model.ts';
import { percentText } from './contract-views.ts';
import { tierReached } from './tiers.ts';

/** A contract being settled: the agent's accepted contract of the kind. */
export type SettledContract = { id: number; agentId: number; terms: ContractTerms };

/** A bet of the team in a real-time window; -1 takes back what an earlier state of the bet counted. */
export type WindowBet = SettledBet & { sign: 1 | -1 };

const NO_PLAY: TeamMeasures = { teamLoss: ZERO, validBet: ZERO, activeMembers: 0 };

const tierJson = (tier: Tier | null): LineInputs['tier'] =>
  tier && {
    ...(tier.minTeamLoss !== undefined ? { minTeamLoss: tier.minTeamLoss.toString() } : {}),
    ...(tier.minValidBet !== undefined ? { minValidBet: tier.minValidBet.toString() } : {}),
    ...(tier.minActiveMembers !== undefined ? { minActiveMembers: tier.minActiveMembers } : {}),
    rateBp: tier.rateBp,
  };

/**
 * ONE CONTRACT'S AMOUNT for a period, with what it was computed from and the formula in words:
 * the same rules as the simulator (contract-amounts.ts), kept on the line for the agent and the
 * operator. The real-time salary sums its window's bets, each rounded down on its own.
 */
export function contractAmount(
  terms: ContractTerms,
  measures: TeamMeasures,
  carry: { carryIn: Minor; carryForward: boolean },
  bets: WindowBet[] = [],
): { amount: Minor; inputs: LineInputs; formula: string } {
  const base = {
    teamLoss: measures.teamLoss.toString(),
    validBet: measures.validBet.toString(),
    activeMembers: measures.activeMembers,
  };
  if (terms.kind === 'realtime_salary') {
    const { profitRateBp, lossRateBp, minSingleBet } = terms.realTime;
    const total = bets.reduce((t, bet) => t + BigInt(bet.sign) * realTimeSalaryFor(terms.realTime, bet), 0n);
    // A window whose corrections take back more than it earns pays nothing (never a negative payment).
    const amount = minor(total > 0n ? total : 0n);
    return {
      amount,
      inputs: {
        ...base,
        rateBp: 0,
        tier: null,
        bets: bets.length,
        profitRateBp,
        lossRateBp,
        minSingleBet: minSingleBet.toString(),
      },
      formula: `Σ over ${bets.length} bets with stake ≥ ${minSingleBet}: floor(valid bet × ${percentText(profitRateBp)}% when the house won, ${percentText(lossRateBp)}% when it lost) = ${amount}`,
    };
  }
  const tier = tierReached(terms.tiers, measures);
  if (terms.kind === 'dividend') {
    const d = dividendFor(terms.tiers, measures, carry.carryIn, carry.carryForward);
    return {
      amount: d.amount,
      inputs: {
        ...base,
        rateBp: d.rateBp,
        tier: tierJson(tier),
        carryIn: (carry.carryForward ? carry.carryIn : ZERO).toString(),
        base: d.base.toString(),
        carryOut: d.carryOut.toString(),
      },
      formula: `floor((team loss ${measures.teamLoss} + carry ${carry.carryForward ? carry.carryIn : 0}) × ${percentText(d.rateBp)}%) = ${d.amount}${d.carryOut < 0n ? `; carry ${d.carryOut} to the next period` : ''}`,
    };
  }
  const s = salaryFor(terms.tiers, measures);
  return {
    amount: s.amount,
    inputs: { ...base, rateBp: s.rateBp, tier: tierJson(tier) },
    formula: `floor(team valid bet ${measures.validBet} × ${percentText(s.rateBp)}%) = ${s.amount}`,
  };
}

/**
 * A PERIOD'S LINES: each contract's amount on its agent's whole team, then the difference model —
 * the nearest agent above with a contract of the kind pays it (the brand when there is none), and
 * each agent keeps its amount less what it owes its downlines.
 */
export function settlementLines(input: {
  contracts: SettledContract[];
  measures: Map<number, TeamMeasures>;
  nearestAbove: Map<number, number | null>;
  carry: Map<number, Minor>;
  carryForward: boolean;
  bets?: Map<number, WindowBet[]>;
}): NewLine[] {
  const computed = input.contracts.map((contract) => ({
    contract,
    ...contractAmount(
      contract.terms,
      input.measures.get(contract.agentId) ?? NO_PLAY,
      { carryIn: input.carry.get(contract.id) ?? ZERO, carryForward: input.carryForward },
      input.bets?.get(contract.agentId),
    ),
  }));
  const { payments, lines } = differencePayments(
    computed.map((c) => ({
      agentId: c.contract.agentId,
      uplineAgentId: input.nearestAbove.get(c.contract.agentId) ?? null,
      amount: c.amount,
    })),
  );
  return computed.map((c) => {
    const line = lines.find((l) => l.agentId === c.contract.agentId)!;
    const payer = payments.find((p) => p.payeeAgentId === c.contract.agentId);
    return {
      contractId: c.contract.id,
      agentId: c.contract.agentId,
      payerAgentId: payer ? payer.payerAgentId : (input.nearestAbove.get(c.contract.agentId) ?? null),
      amount: c.amount,
      toDownlines: line.paidToDownlines,
      kept: line.kept,
      inputs: c.inputs,
      formula: c.formula,
    };
  });
}
