import type { DbOrTrx } from '../../db/schema.ts';
import { registerProcessCache } from '../../lib/process-caches.ts';
import type { VipLevel, VipSettings } from './vip.model.ts';
import { vipLevelsRepository } from './vip-levels.repository.ts';

/**
 * A brand's ladder and growth weights as every growth event reads them: cached briefly per process
 * (read on each settled bet, changed by an operator now and then), dropped at once in the process
 * that changes them, so other instances agree within TTL_MS.
 */
export type Ladder = { levels: VipLevel[]; settings: VipSettings };

const TTL_MS = 15_000;
const cache = new Map<number, { at: number; ladder: Ladder }>();
registerProcessCache(() => cache.clear());

export async function ladderOf(db: DbOrTrx, merchantId: number, now = Date.now()): Promise<Ladder> {
  const cached = cache.get(merchantId);
  if (cached && now - cached.at < TTL_MS) return cached.ladder;
  const ladder = {
    levels: await vipLevelsRepository.levels(db, merchantId),
    settings: await vipLevelsRepository.settings(db, merchantId),
  };
  cache.set(merchantId, { at: now, ladder });
  return ladder;
}

export function forgetLadder(merchantId: number): void {
  cache.delete(merchantId);
}
