import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { operatorBrand } from '../operators/operators.port.ts';

/** The brand a settings call acts on (`?merchant=`, within the operator's reach), loaded whole. */
export async function settingsBrand(db: Db, request: FastifyRequest, code: string | undefined): Promise<Merchant> {
  const id = await operatorBrand(db, request, code);
  const merchant = (await merchantsPort.listAll(db)).find((m) => m.id === id);
  if (!merchant) throw new Error(`brand ${id} vanished`);
  // The trail names the brand a setting changed on.
  request.audit = { ...request.audit, target: `merchant=${merchant.code}` };
  return merchant;
}
