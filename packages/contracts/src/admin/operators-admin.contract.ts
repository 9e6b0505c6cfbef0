import { z } from 'zod';
import { idParams } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { text } from '../text.ts';
import { OPERATOR_ROLES, PERMISSIONS, operatorRoleSchema } from './permissions.ts';

/*
 * The console's Settings page, people part: operator accounts (operators.manage, admins only)
 * and the roles' permissions matrix, read-only (settings.read).
 */

export const adminOperatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: operatorRoleSchema,
  /** The brand code the operator is bound to; null: every brand. */
  merchant: z.string().nullable(),
  /** Locked: no sign-in, and open sessions stop at once. */
  disabled: z.boolean(),
  /** An authenticator is enrolled (else the next sign-in enrols one). */
  twoFactor: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminOperator = z.infer<typeof adminOperatorSchema>;

/** GET /admin/api/settings/operators: the accounts this admin reaches (a brand's admin: that brand's). */
export const adminOperators = endpoint('GET', '/admin/api/settings/operators', {
  response: envelope(z.array(adminOperatorSchema)),
});

export const operatorCreateSchema = z.object({
  username: text()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,40}$/, 'validation.invalid'),
  role: operatorRoleSchema,
  /** A brand code, or null for every brand. */
  merchant: text().trim().max(40).nullable(),
});
export type OperatorCreateInput = z.infer<typeof operatorCreateSchema>;

/** POST /admin/api/settings/operators: a new account; its password is generated and answered this once. */
export const adminCreateOperator = endpoint('POST', '/admin/api/settings/operators', {
  body: operatorCreateSchema,
  response: envelope(z.object({ operator: adminOperatorSchema, password: z.string() })),
});

/** PUT /admin/api/settings/operators/:id/role: never leaves the console without an active admin. */
export const adminSetOperatorRole = endpoint('PUT', '/admin/api/settings/operators/:id/role', {
  params: idParams,
  body: z.object({ role: operatorRoleSchema }),
  response: envelope(adminOperatorSchema),
});

/** PUT /admin/api/settings/operators/:id/lock: lock or unlock; not oneself, not the last active admin. */
export const adminLockOperator = endpoint('PUT', '/admin/api/settings/operators/:id/lock', {
  params: idParams,
  body: z.object({ locked: z.boolean() }),
  response: envelope(adminOperatorSchema),
});

/** POST /admin/api/settings/operators/:id/reset-two-factor: a lost authenticator; the next sign-in enrols anew. */
export const adminResetOperatorTwoFactor = endpoint('POST', '/admin/api/settings/operators/:id/reset-two-factor', {
  params: idParams,
  body: z.object({}).strict().default({}),
  response: envelope(adminOperatorSchema),
});

/** GET /admin/api/settings/roles: the permissions matrix, each permission with the roles holding it. */
export const adminRolesMatrix = endpoint('GET', '/admin/api/settings/roles', {
  response: envelope(
    z.object({
      roles: z.array(z.enum(OPERATOR_ROLES)),
      permissions: z.array(z.object({ permission: z.enum(PERMISSIONS), roles: z.array(z.enum(OPERATOR_ROLES)) })),
    }),
  ),
});
