import { z } from 'zod';
import { idParams, merchantQuery, pageNoParam, pageOf } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';
import { plainText, text } from '../text.ts';
import { amountInputSchema } from '../money.ts';
import { operatorSchema } from '../payments/operators.contract.ts';
import { PERMISSIONS, operatorRoleSchema } from './permissions.ts';

/*
 * The operator console's own calls: the second sign-in step (TOTP enrolment and check), players,
 * the two-person rule on adjustments, the audit log and the console's security settings.
 */

const challengeSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.invalid');
const recoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,24}$/, 'validation.invalid');

/** POST /admin/api/session/enrol: for a signed-in-by-password operator without two-factor yet, a new secret. */
export const operatorEnrol = endpoint('POST', '/admin/api/session/enrol', {
  body: z.object({ challenge: challengeSchema }),
  response: envelope(z.object({ secret: z.string(), uri: z.string() })),
});

/**
 * POST /admin/api/session/verify: the second step, with a code from the authenticator (which also
 * confirms an enrolment) or one recovery code. Answers the session token; recovery codes once, at
 * enrolment.
 */
export const operatorVerify = endpoint('POST', '/admin/api/session/verify', {
  body: z
    .object({
      challenge: challengeSchema,
      code: totpCodeSchema.optional(),
      recoveryCode: recoveryCodeSchema.optional(),
    })
    .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), { message: 'validation.invalid' }),
  response: envelope(
    z.object({ token: z.string(), operator: operatorSchema, recoveryCodes: z.array(z.string()).nullable() }),
  ),
});

/** POST /admin/api/session/recovery-codes: a fresh set (the old ones stop working), with a current code. */
export const operatorNewRecoveryCodes = endpoint('POST', '/admin/api/session/recovery-codes', {
  body: z.object({ code: totpCodeSchema }),
  response: envelope(z.object({ recoveryCodes: z.array(z.string()) })),
});

/** GET /admin/api/session/permissions: what the console shows this operator. */
export const operatorPermissions = endpoint('GET', '/admin/api/session/permissions', {
  response: envelope(z.object({ role: operatorRoleSchema, permissions: z.array(z.enum(PERMISSIONS)) })),
});

/**
 * GET /admin/api/session/brands: the brands this operator reaches (one for an operator bound to a
 * brand), for the brand pickers of pages whose calls take `?merchant=`.
 */
export const operatorBrandSchema = z.object({ code: z.string(), name: z.string(), isDefault: z.boolean() });
export type OperatorBrand = z.infer<typeof operatorBrandSchema>;
export const operatorBrands = endpoint('GET', '/admin/api/session/brands', {
  response: envelope(z.array(operatorBrandSchema)),
});

export const adminPlayerRowSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  isAgent: z.number(),
  registerIp: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminPlayerRow = z.infer<typeof adminPlayerRowSchema>;

/** GET /admin/api/players?q=: by username, mobile, e-mail, id or an IP it registered or signed in from. */
export const adminSearchPlayers = endpoint('GET', '/admin/api/players', {
  query: z.object({ ...merchantQuery.shape, q: text().trim().max(80).default(''), pageNo: pageNoParam }),
  response: envelope(pageOf(adminPlayerRowSchema)),
});

export const adminLedgerLineSchema = z.object({
  transactionId: z.string(),
  kind: z.string(),
  account: z.string(),
  amount: moneySchema,
  balanceAfter: moneySchema,
  createdAt: z.string(),
});

/** GET /admin/api/players/:id: profile, balances and the latest ledger lines. */
export const adminPlayer = endpoint('GET', '/admin/api/players/:id', {
  params: idParams,
  response: envelope(
    z.object({
      player: adminPlayerRowSchema.extend({ upline: z.string().nullable(), currency: z.string() }),
      balances: z.array(z.object({ account: z.string(), balance: moneySchema })),
      ledger: z.array(adminLedgerLineSchema),
    }),
  ),
});

export const ADJUSTMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const adjustmentRequestSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  username: z.string(),
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_REQUEST_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** GET /admin/api/adjustments/requests */
export const adminListAdjustmentRequests = endpoint('GET', '/admin/api/adjustments/requests', {
  query: z.object({
    ...merchantQuery.shape,
    status: z.enum(ADJUSTMENT_REQUEST_STATUSES).optional(),
    pageNo: pageNoParam,
  }),
  response: envelope(pageOf(adjustmentRequestSchema)),
});

/** POST /admin/api/adjustments/requests/:id/approve: a second operator (never the one who asked) applies it. */
export const adminApproveAdjustment = endpoint('POST', '/admin/api/adjustments/requests/:id/approve', {
  params: idParams,
  response: envelope(adjustmentRequestSchema.extend({ balance: moneySchema.nullable() })),
});

/** POST /admin/api/adjustments/requests/:id/reject */
export const adminRejectAdjustment = endpoint('POST', '/admin/api/adjustments/requests/:id/reject', {
  params: idParams,
  body: z.object({ reason: plainText().trim().min(1).max(200) }),
  response: envelope(adjustmentRequestSchema.extend({ balance: moneySchema.nullable() })),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operatorId: z.string().nullable(),
  operator: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  status: z.number(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/api/audit: newest first; filters combine. */
export const adminListAudit = endpoint('GET', '/admin/api/audit', {
  query: z.object({
    operator: text().trim().max(40).optional(),
    action: text().trim().max(120).optional(),
    target: text().trim().max(80).optional(),
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
    pageNo: pageNoParam,
  }),
  response: envelope(pageOf(auditEntrySchema)),
});

const securitySettingsSchema = z.object({
  /** Adjustments of this size or more (either sign) wait for a second operator. */
  dualApprovalAmount: moneySchema,
});

/** GET /admin/api/settings/security */
export const adminSecuritySettings = endpoint('GET', '/admin/api/settings/security', {
  query: merchantQuery,
  response: envelope(securitySettingsSchema),
});

/** PUT /admin/api/settings/security */
export const adminPutSecuritySettings = endpoint('PUT', '/admin/api/settings/security', {
  query: merchantQuery,
  body: z.object({ dualApprovalAmount: amountInputSchema }),
  response: envelope(securitySettingsSchema),
});
