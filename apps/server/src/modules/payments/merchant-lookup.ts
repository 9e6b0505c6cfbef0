import type { DbOrTrx } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';

/** Brands are few; reading them all is simpler than a new query in another module. */
export async function merchantById(db: DbOrTrx, id: number): Promise<Merchant | undefined> {
  return (await merchantsPort.listAll(db)).find((m) => m.id === id);
}
