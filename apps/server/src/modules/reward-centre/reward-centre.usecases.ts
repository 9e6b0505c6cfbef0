import { formatMinor, type RewardCentre, type RewardItem, type RewardSourceName } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { amountIn } from '../../lib/money.ts';
import { newestFirst, REWARD_SOURCES_REGISTERED, type RewardContext, type RewardSource } from './reward-centre.port.ts';

export type RewardCentreQuery = { pageNo: number; pageSize: number; source?: RewardSourceName | undefined };

const ORDER: Record<RewardItem['status'], number> = {
  claimable: 0,
  in_review: 1,
  in_progress: 2,
  issued: 3,
  claimed: 3,
  rejected: 3,
  expired: 3,
  forfeited: 3,
};

/** Soonest deadline first (what would be lost first), then newest. */
const bySoonest = (a: RewardItem, b: RewardItem) =>
  ORDER[a.status] - ORDER[b.status] ||
  (a.endsAt ?? '9999').localeCompare(b.endsAt ?? '9999') ||
  b.at.localeCompare(a.at);

/**
 * MCS2_getRewardCenter: every source's current rewards (claimable first, soonest deadline first)
 * and one page of the merged history. Page p of size s needs at most p × s items of each source:
 * each source answers its newest p × s and its count, the merge keeps the newest p × s overall and
 * the page is the last s of them.
 */
export async function rewardCentre(
  db: Db,
  ctx: RewardContext,
  query: RewardCentreQuery,
  now: Date,
  sources: RewardSource[] = REWARD_SOURCES_REGISTERED,
): Promise<RewardCentre> {
  const chosen = sources.filter((s) => query.source === undefined || s.name === query.source);
  const limit = query.pageNo * query.pageSize;
  const current: RewardItem[] = [];
  const heads: RewardItem[][] = [];
  let total = 0;
  // One source after another: each may take a transaction, and SQLite has one connection.
  for (const source of chosen) {
    current.push(...(await source.current(db, ctx, now)));
    const history = await source.history(db, ctx, limit, now);
    heads.push(history.items);
    total += history.total;
  }
  current.sort(bySoonest);
  const claimable = current.filter((i) => i.status === 'claimable');
  const sum = claimable.reduce((s, i) => s + (i.amount === null ? 0n : amountIn(i.amount, ctx.places)), 0n);
  return {
    claimable,
    claimableTotal: formatMinor(sum, ctx.places),
    inProgress: current.filter((i) => i.status !== 'claimable'),
    list: newestFirst(heads, limit).slice((query.pageNo - 1) * query.pageSize),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}
