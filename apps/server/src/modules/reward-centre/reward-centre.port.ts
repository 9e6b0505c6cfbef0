import type { Language, RewardItem, RewardSourceName } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';

/**
 * THE REWARD CENTRE'S PORT. A module that owes members rewards (promotions, missions, rebates,
 * referrals, points, VIP, a raffle …) implements one source and registers it from its plugin; the
 * centre knows no module. A source reads its own rows and maps them to the contract's items:
 *
 *   current   what is claimable, in progress or in review now (a member has a handful);
 *   history   what was paid, claimed, rejected or ended, newest first by `at`: the first `limit`
 *             of them and how many there are in all, so the centre merges the sources' heads into
 *             one page without reading anyone's whole history.
 *
 * A claimable item names its module's own claim call (`claim`): the centre never moves money.
 */
export type RewardContext = {
  merchantId: number;
  memberId: number;
  language: Language;
  defaultLanguage: string;
  /** The brand currency's places. */
  places: number;
};

export type RewardSource = {
  name: RewardSourceName;
  current(db: Db, ctx: RewardContext, now: Date): Promise<RewardItem[]>;
  history(db: Db, ctx: RewardContext, limit: number, now: Date): Promise<{ items: RewardItem[]; total: number }>;
};

/** The sources the centre reads, registered once per process by their modules' plugins. */
export const REWARD_SOURCES_REGISTERED: RewardSource[] = [];

export function registerRewardSource(source: RewardSource): void {
  if (!REWARD_SOURCES_REGISTERED.some((s) => s.name === source.name)) REWARD_SOURCES_REGISTERED.push(source);
}

/** Newest first (by `at`, then id, so pages are stable), the first `limit` of several sorted lists. */
export function newestFirst(lists: RewardItem[][], limit: number): RewardItem[] {
  return lists
    .flat()
    .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
    .slice(0, limit);
}

/** Whole percent of done over target, 0–100. */
export function percentDone(done: bigint, target: bigint): number {
  if (target <= 0n) return 100;
  const p = (done * 100n) / target;
  return Number(p < 0n ? 0n : p > 100n ? 100n : p);
}
