import type { ContractKindName } from '@arcadia/contracts';

/** A tier's thresholds as the form and the tiers list name them. */
export type Threshold = 'minTeamLoss' | 'minValidBet' | 'minActiveMembers';

/**
 * What each kind's tiers are measured by (spec portal.md section 3, contract fields): a dividend by
 * the period's team loss and active members, a daily salary by the day's valid bet and active
 * members, an hourly salary by the hour's valid bet. A real-time salary has rates, not tiers.
 */
export const THRESHOLDS: Record<Exclude<ContractKindName, 'realtime_salary'>, readonly Threshold[]> = {
  dividend: ['minTeamLoss', 'minActiveMembers'],
  daily_salary: ['minValidBet', 'minActiveMembers'],
  hourly_salary: ['minValidBet'],
};

export type TieredKind = keyof typeof THRESHOLDS;
export const isTiered = (kind: ContractKindName): kind is TieredKind => kind !== 'realtime_salary';

/** "2026-11-27" for a day, "11-27 10:00" for an hour or a 5-minute window (keys are ISO instants or days). */
export function periodLabel(key: string): string {
  if (!key.includes('T')) return key;
  const instant = new Date(key);
  if (Number.isNaN(instant.getTime())) return key;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())} ${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}
