import { formatMinor, type VipHistoryEntry, type VipLevelView } from '@arcadia/contracts';
import type { HistoryRow } from './vip.repository.ts';
import { hasVipService, type VipLevel } from './vip.model.ts';

/** Basis points as a percent with two places: 80 -> "0.80", 10000 -> "100.00". */
export const bpPercent = (bp: number) => (bp / 100).toFixed(2);

export const levelName = (level: VipLevel, language: string) => level.names[language] || level.name;

export function levelView(level: VipLevel, language: string, places: number): VipLevelView {
  const money = (v: bigint) => formatMinor(v, places);
  return {
    id: level.id,
    rankLevel: level.rankLevel,
    name: levelName(level, language),
    color: level.color,
    color2: level.color2,
    reachGrowth: money(level.reachGrowth),
    keepGrowth: money(level.keepGrowth),
    reviewCycle: level.reviewCycle,
    benefits: {
      rebateRates: Object.fromEntries(Object.entries(level.rebateRatesBp).map(([k, bp]) => [k, bpPercent(bp)])),
      pointsMultiplier: (level.pointsMultiplierBp / 10_000).toFixed(2),
      withdrawalDailyCount: level.withdrawalDailyCount,
      withdrawalDailyAmount: level.withdrawalDailyAmount === null ? null : money(level.withdrawalDailyAmount),
      levelUpReward: money(level.levelUpReward),
      birthdayReward: money(level.birthdayReward),
      vipService: hasVipService(level.rankLevel),
    },
  };
}

export function historyView(row: HistoryRow, levels: VipLevel[], language: string, places: number): VipHistoryEntry {
  const of = (id: number | null) => levels.find((l) => l.id === id) ?? null;
  const [from, to] = [of(row.fromLevelId), of(row.toLevelId)];
  return {
    at: row.at,
    reason: row.reason,
    fromRank: from?.rankLevel ?? null,
    fromName: from ? levelName(from, language) : null,
    toRank: to?.rankLevel ?? null,
    toName: to ? levelName(to, language) : null,
    growth: formatMinor(row.growth, places),
    periodKey: row.periodKey,
  };
}
