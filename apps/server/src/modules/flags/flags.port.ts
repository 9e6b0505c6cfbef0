import type { ModId } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { flagsRepository } from './flags.repository.ts';

/**
 * What other modules may ask of the brand's feature flags inside their own transaction (the
 * referral programme reads and switches REFERRAL3 with its settings). A flag with no row is off.
 */
export const flagsPort = {
  isOn: async (db: DbOrTrx, merchantId: number, modId: ModId) =>
    (await flagsRepository.listForMerchant(db, merchantId)).get(modId) === true,
  set: (db: DbOrTrx, merchantId: number, modId: ModId, enabled: boolean) =>
    flagsRepository.upsert(db, merchantId, modId, enabled),
};
