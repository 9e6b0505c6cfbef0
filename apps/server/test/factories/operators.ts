import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { OperatorRole } from '@arcadia/contracts';
import type { Db } from '../../src/db/schema.ts';
import { createOperator, operatorLogin } from '../../src/modules/operators/operators.usecases.ts';
import { enrolTotp, verifySecondFactor } from '../../src/modules/operators/two-factor.usecases.ts';

export const DEFAULT_OPERATOR_PASSWORD = 'operator-pass-1';

/** The authenticator's code for `secret` at `at` (default now). */
export const totpCode = (secret: string, at = new Date()) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/**
 * An operator of the given role (of one brand, or of all with null), signed in through both steps
 * the way the console does: password, two-factor enrolment, a code from the authenticator.
 */
export async function operatorToken(db: Db, role: OperatorRole, merchantId: number | null = null) {
  const username = `op_${randomUUID().slice(0, 8)}`;
  const operator = await createOperator(db, { username, password: DEFAULT_OPERATOR_PASSWORD, role, merchantId });
  const { challenge } = await operatorLogin(db, username, DEFAULT_OPERATOR_PASSWORD, null);
  const { secret } = await enrolTotp(db, challenge);
  const { token, recoveryCodes } = await verifySecondFactor(db, challenge, { code: await totpCode(secret) });
  return { operator, token, secret, recoveryCodes: recoveryCodes!, auth: { authorization: `Bearer ${token}` } };
}
