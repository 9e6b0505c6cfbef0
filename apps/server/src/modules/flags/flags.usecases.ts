import { FLAG_GROUPS, FLAG_TREE, isFlagOn, type ModId, type WhitelabelNode } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { flagsErrors } from './flags.errors.ts';
import { flagsRepository } from './flags.repository.ts';

/** The whitelabel tree for a brand; a flag with no row is off. */
export async function getWhitelabelTree(db: Db, merchantId: number): Promise<WhitelabelNode[]> {
  const states = await flagsRepository.listForMerchant(db, merchantId);
  const node = (modId: ModId, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
    modId,
    enabled: states.get(modId) ? '1' : '0',
    childrenNodes,
  });
  return FLAG_GROUPS.map((group) =>
    node(
      group,
      FLAG_TREE[group].map((flag) => node(flag)),
    ),
  );
}

export async function isFlagEnabled(db: Db, merchantId: number, modId: ModId): Promise<boolean> {
  return isFlagOn(await getWhitelabelTree(db, merchantId), modId);
}

export async function setFlag(db: Db, merchantId: number, modId: string, enabled: boolean): Promise<void> {
  const tree = await getWhitelabelTree(db, merchantId);
  const known = tree.some((g) => g.modId === modId || g.childrenNodes.some((c) => c.modId === modId));
  if (!known) throw flagsErrors.unknownFlag();
  await flagsRepository.upsert(db, merchantId, modId as ModId, enabled);
}
