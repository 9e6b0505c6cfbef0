import { formatMinor, type ContractView, type RealTimeInput, type TierInput } from '@arcadia/contracts';
import { amountIn, type Minor } from '../../lib/money.ts';
import type { AgentContract } from './agent-contracts.repository.ts';
import type { ContractKind, ContractTerms, RealTimeTerms, Tier } from './contract-terms.model.ts';

/** "1.25" (per cent, two decimals at most, checked by the contract) → 125 basis points. */
export function basisPoints(percent: string): number {
  const [whole, fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 125 → "1.25". */
export const percentText = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** The wire's offer as terms, amounts in the brand's minor units (a field error for too many decimals). */
export function termsFromInput(
  kind: ContractKind,
  input: { tiers?: TierInput[]; realTime?: RealTimeInput },
  places: number,
): ContractTerms {
  if (kind === 'realtime_salary') {
    const rt = input.realTime!;
    const realTime: RealTimeTerms = {
      profitRateBp: basisPoints(rt.profitRate),
      lossRateBp: basisPoints(rt.lossRate),
      minSingleBet: amountIn(rt.minSingleBet, places, 'minSingleBet'),
    };
    return { kind, realTime };
  }
  const tiers = (input.tiers ?? []).map((t): Tier => ({
    rateBp: basisPoints(t.rate),
    ...(t.minTeamLoss !== undefined ? { minTeamLoss: amountIn(t.minTeamLoss, places, 'minTeamLoss') } : {}),
    ...(t.minValidBet !== undefined ? { minValidBet: amountIn(t.minValidBet, places, 'minValidBet') } : {}),
    ...(t.minActiveMembers !== undefined ? { minActiveMembers: t.minActiveMembers } : {}),
  }));
  return { kind, tiers };
}

const money = (value: Minor | undefined, places: number) => (value === undefined ? null : formatMinor(value, places));

/** A contract as the agent centre shows it, from the caller's side. */
export function contractView(
  contract: AgentContract,
  callerId: number,
  names: Map<number, string>,
  places: number,
): ContractView {
  const { terms } = contract;
  return {
    id: contract.id,
    kind: contract.kind,
    period: contract.period,
    version: contract.version,
    state: contract.state,
    mine: contract.agentId === callerId,
    agent: names.get(contract.agentId) ?? '',
    offeredBy: contract.offeredBy === null ? null : (names.get(contract.offeredBy) ?? ''),
    tiers:
      terms.kind === 'realtime_salary'
        ? null
        : terms.tiers.map((t) => ({
            rate: percentText(t.rateBp),
            minTeamLoss: money(t.minTeamLoss, places),
            minValidBet: money(t.minValidBet, places),
            minActiveMembers: t.minActiveMembers ?? null,
          })),
    realTime:
      terms.kind === 'realtime_salary'
        ? {
            profitRate: percentText(terms.realTime.profitRateBp),
            lossRate: percentText(terms.realTime.lossRateBp),
            minSingleBet: formatMinor(terms.realTime.minSingleBet, places),
          }
        : null,
    createdAt: contract.createdAt,
    answeredAt: contract.answeredAt,
    endedAt: contract.endedAt,
    endReason: contract.endReason,
  };
}
