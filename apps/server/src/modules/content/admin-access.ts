import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { currentOperator } from '../operators/operator-auth.plugin.ts';
import { operatorErrors } from '../operators/operators.errors.ts';

export const tags = ['admin-content'];
export const security = [{ bearer: [] }];
/** Who may change content; every operator role may read it (and handle feedback). */
export const EDITORS = ['admin', 'support'] as const;

/** An operator of one brand acts on that brand only; one of every brand names it (or the default). */
export async function brandOf(db: Db, request: FastifyRequest, code: string | undefined): Promise<number> {
  const operator = currentOperator(request);
  if (code === undefined && operator.merchantId !== null) return operator.merchantId;
  const merchant = code
    ? await merchantsPort.findByCode(db, code)
    : (await merchantsPort.listAll(db)).find((m) => m.isDefault);
  if (!merchant || (operator.merchantId !== null && operator.merchantId !== merchant.id))
    throw operatorErrors.forbidden();
  return merchant.id;
}

/** The brand an operator is limited to (null: every brand); rows of other brands are "not found". */
export const scopeOf = (request: FastifyRequest) => currentOperator(request).merchantId;
