import type { DbOrTrx } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsRepository } from '../merchants/merchants.repository.ts';

/** Brands are few; reading them all is simpler than a new query in another module. */
export async function merchantById(db: DbOrTrx, id: number): Promise<Merchant | undefined> {
  return (await merchantsRepository.listAll(db)).find((m) => m.id === id);
}
