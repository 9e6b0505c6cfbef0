import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_ROLES,
  PERMISSIONS,
  PERMISSION_ROLES,
  adminCreateOperator,
  adminLockOperator,
  adminOperators,
  adminResetOperatorTwoFactor,
  adminRolesMatrix,
  adminSetOperatorRole,
  type AdminOperator,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import {
  changeOperatorRole,
  createOperatorAccount,
  listOperatorAccounts,
  resetOperatorTwoFactor,
  setOperatorLocked,
  type OperatorAccount,
} from './operator-accounts.usecases.ts';
import { currentOperator } from './operators.port.ts';

/**
 * The Settings page's people part: operator accounts (operators.manage, admins only: the
 * permissions matrix) and the matrix itself, read-only (settings.read). Writes are audited by the
 * trail's hook, with the account's state before the change.
 */
export const operatorAccountsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  const brandCodes = async () => new Map((await merchantsPort.listAll(db)).map((m) => [m.id, m.code]));
  const view = (account: OperatorAccount, codes: Map<number, string>): AdminOperator => ({
    id: String(account.id),
    username: account.username,
    role: account.role,
    merchant: account.merchantId === null ? null : (codes.get(account.merchantId) ?? null),
    disabled: account.disabled,
    twoFactor: account.twoFactor,
    createdAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
  });
  const one = async (account: OperatorAccount) => view(account, await brandCodes());

  route(adminOperators, 'Operator accounts this admin reaches', async (request, reply) => {
    const [accounts, codes] = await Promise.all([listOperatorAccounts(db, currentOperator(request)), brandCodes()]);
    return reply.ok(accounts.map((a) => view(a, codes)));
  });

  route(adminCreateOperator, 'A new operator account; its password is answered once', async (request, reply) => {
    const { username, role, merchant } = request.body;
    const found = merchant === null ? null : await merchantsPort.findByCode(db, merchant);
    if (found === undefined) throw errors.invalid([{ field: 'merchant', key: 'validation.invalid' }]);
    const merchantId = found?.id ?? null;
    const { account, password } = await createOperatorAccount(db, currentOperator(request), {
      username,
      role,
      merchantId,
    });
    return reply.ok({ operator: await one(account), password });
  });

  route(adminSetOperatorRole, "Change an operator's role", async (request, reply) => {
    const admin = currentOperator(request);
    const { before, account } = await changeOperatorRole(db, admin, request.params.id, request.body.role);
    request.audit = { target: `operator=${account.username}`, before: { role: before.role } };
    return reply.ok(await one(account));
  });

  route(adminLockOperator, 'Lock or unlock an operator account', async (request, reply) => {
    const admin = currentOperator(request);
    const { before, account } = await setOperatorLocked(db, admin, request.params.id, request.body.locked);
    request.audit = { target: `operator=${account.username}`, before: { disabled: before.disabled } };
    return reply.ok(await one(account));
  });

  route(adminResetOperatorTwoFactor, "Clear an operator's two-factor", async (request, reply) => {
    const admin = currentOperator(request);
    const { before, account } = await resetOperatorTwoFactor(db, admin, request.params.id);
    request.audit = { target: `operator=${account.username}`, before: { twoFactor: before.twoFactor } };
    return reply.ok(await one(account));
  });

  route(adminRolesMatrix, 'The roles and the permissions each holds', async (_request, reply) =>
    reply.ok({
      roles: [...OPERATOR_ROLES],
      permissions: PERMISSIONS.map((permission) => ({ permission, roles: [...PERMISSION_ROLES[permission]] })),
    }),
  );
};
