import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import type { Actor } from './actor.model.ts';
import { dualApprovalThreshold } from './adjustment-requests.usecases.ts';
import type { Operator } from './operator.model.ts';
import { operatorErrors } from './operators.errors.ts';

/*
 * What other modules' back-office routes need of the signed-in operator: who is acting, and on
 * which brand. Which roles may call a route is not theirs to say: the permissions matrix in the
 * contracts (ADMIN_ROUTE_PERMISSIONS) decides, enforced for every /admin/api route.
 */

export function currentOperator(request: FastifyRequest): Operator {
  if (!request.operator) throw operatorErrors.required();
  return request.operator;
}

export const actorOf = (request: FastifyRequest): Actor => {
  const operator = currentOperator(request);
  return { operatorId: operator.id, merchantScope: operator.merchantId };
};

/** The brand an operator acts on: one bound to a brand reaches only theirs; one of every brand names it (or the default). */
export async function operatorBrand(db: Db, request: FastifyRequest, code: string | undefined): Promise<number> {
  const operator = currentOperator(request);
  if (code === undefined && operator.merchantId !== null) return operator.merchantId;
  const merchant = code
    ? await merchantsPort.findByCode(db, code)
    : (await merchantsPort.listAll(db)).find((m) => m.isDefault);
  if (!merchant || (operator.merchantId !== null && operator.merchantId !== merchant.id))
    throw operatorErrors.forbidden();
  return merchant.id;
}

/**
 * The brand's two-person threshold: money actions (adjustments, withdrawals, bonus grants) from
 * this amount on need a second operator's approval.
 */
export async function twoPersonThreshold(db: DbOrTrx, merchantId: number): Promise<Minor | null> {
  const merchant = (await merchantsPort.listAll(db)).find((m) => m.id === merchantId);
  return merchant ? dualApprovalThreshold(db, merchant) : null;
}
