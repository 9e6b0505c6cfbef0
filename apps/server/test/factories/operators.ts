import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@arcadia/contracts';
import type { Db } from '../../src/db/schema.ts';
import { createOperator, operatorLogin } from '../../src/modules/operators/operators.usecases.ts';

export const DEFAULT_OPERATOR_PASSWORD = 'operator-pass-1';

/** An operator of the given role (of one brand, or of all with null), signed in. */
export async function operatorToken(db: Db, role: OperatorRole, merchantId: number | null = null) {
  const username = `op_${randomUUID().slice(0, 8)}`;
  const operator = await createOperator(db, { username, password: DEFAULT_OPERATOR_PASSWORD, role, merchantId });
  const { token } = await operatorLogin(db, username, DEFAULT_OPERATOR_PASSWORD, null);
  return { operator, token, auth: { authorization: `Bearer ${token}` } };
}
