import { minor } from '../../lib/money.ts';
import type { ContractTerms, Tier } from './contract-terms.model.ts';

/*
 * Terms as stored (agent_contracts.terms): JSON with amounts as strings of minor units, since
 * JSON has no integers as large as money can be.
 */
type TierJson = { minTeamLoss?: string; minValidBet?: string; minActiveMembers?: number; rateBp: number };
type TermsJson =
  | { kind: 'dividend' | 'daily_salary' | 'hourly_salary'; tiers: TierJson[] }
  | { kind: 'realtime_salary'; realTime: { profitRateBp: number; lossRateBp: number; minSingleBet: string } };

const tierToJson = (tier: Tier): TierJson => ({
  ...(tier.minTeamLoss !== undefined ? { minTeamLoss: tier.minTeamLoss.toString() } : {}),
  ...(tier.minValidBet !== undefined ? { minValidBet: tier.minValidBet.toString() } : {}),
  ...(tier.minActiveMembers !== undefined ? { minActiveMembers: tier.minActiveMembers } : {}),
  rateBp: tier.rateBp,
});

const tierFromJson = (tier: TierJson): Tier => ({
  ...(tier.minTeamLoss !== undefined ? { minTeamLoss: minor(BigInt(tier.minTeamLoss)) } : {}),
  ...(tier.minValidBet !== undefined ? { minValidBet: minor(BigInt(tier.minValidBet)) } : {}),
  ...(tier.minActiveMembers !== undefined ? { minActiveMembers: tier.minActiveMembers } : {}),
  rateBp: tier.rateBp,
});

export function termsToJson(terms: ContractTerms): string {
  const json: TermsJson =
    terms.kind === 'realtime_salary'
      ? { kind: terms.kind, realTime: { ...terms.realTime, minSingleBet: terms.realTime.minSingleBet.toString() } }
      : { kind: terms.kind, tiers: terms.tiers.map(tierToJson) };
  return JSON.stringify(json);
}

export function termsFromJson(text: string): ContractTerms {
  const json = JSON.parse(text) as TermsJson;
  return json.kind === 'realtime_salary'
    ? { kind: json.kind, realTime: { ...json.realTime, minSingleBet: minor(BigInt(json.realTime.minSingleBet)) } }
    : { kind: json.kind, tiers: json.tiers.map(tierFromJson) };
}
