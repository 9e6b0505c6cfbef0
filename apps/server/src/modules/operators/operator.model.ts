import type { OperatorRole } from '@arcadia/contracts';

export type Operator = {
  id: number;
  username: string;
  role: OperatorRole;
  /** null: every brand. */
  merchantId: number | null;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
};

export const toOperatorView = (o: Operator) => ({
  id: String(o.id),
  username: o.username,
  role: o.role,
  merchantId: o.merchantId === null ? null : String(o.merchantId),
});
