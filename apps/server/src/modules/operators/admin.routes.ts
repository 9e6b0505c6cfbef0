import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMISSIONS,
  operatorEnrol,
  operatorLogin,
  operatorLogout,
  operatorNewRecoveryCodes,
  operatorBrands,
  operatorPermissions,
  operatorSession,
  operatorVerify,
  roleHas,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoute, contractRoutes } from '../../http/route-schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { currentOperator } from './operators.port.ts';
import { toOperatorView } from './operator.model.ts';
import { operatorLogin as loginUseCase, operatorLogout as logoutUseCase } from './operators.usecases.ts';
import { enrolTotp, renewRecoveryCodes, verifySecondFactor } from './two-factor.usecases.ts';

const tags = ['admin'];
const signInLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * Operator sign-in in two steps (password, then an authenticator code; enrolment on the first
 * sign-in) and the session. Which routes need which permission is the matrix's to say.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags, signedIn: true });

  contractRoute(
    app,
    operatorLogin,
    { tags, summary: 'Operator sign-in, step 1: the password (rate limited)', config: signInLimit },
    async (request, reply) => {
      const { username, password } = request.body;
      const { challenge, next } = await loginUseCase(db, username, password, request.ip, request.log);
      return reply.ok({ challenge, next });
    },
  );

  contractRoute(
    app,
    operatorEnrol,
    { tags, summary: 'Two-factor enrolment: a new TOTP secret (first sign-in)', config: signInLimit },
    async (request, reply) => reply.ok(await enrolTotp(db, request.body.challenge)),
  );

  contractRoute(
    app,
    operatorVerify,
    { tags, summary: 'Operator sign-in, step 2: authenticator or recovery code', config: signInLimit },
    async (request, reply) => {
      const { challenge, ...factor } = request.body;
      const { token, operator, recoveryCodes } = await verifySecondFactor(db, challenge, factor);
      // The trail names who signed in (the hook sees no operator on a public route).
      request.operator = operator;
      request.log.info({ operatorId: operator.id }, 'operator signed in');
      return reply.ok({ token, operator: toOperatorView(operator), recoveryCodes });
    },
  );

  route(operatorLogout, 'Operator logout', async (request, reply) => {
    await logoutUseCase(db, request.operatorSession!);
    return reply.ok(null);
  });

  route(operatorSession, 'The operator of this token', async (request, reply) =>
    reply.ok(toOperatorView(currentOperator(request))),
  );

  route(operatorPermissions, 'What this operator may do (from the permissions matrix)', async (request, reply) => {
    const { role } = currentOperator(request);
    return reply.ok({ role, permissions: PERMISSIONS.filter((p) => roleHas(role, p)) });
  });

  route(operatorBrands, 'The brands this operator reaches (for brand pickers)', async (request, reply) => {
    const scope = currentOperator(request).merchantId;
    const brands = (await merchantsPort.listAll(db)).filter((m) => scope === null || m.id === scope);
    return reply.ok(brands.map((m) => ({ code: m.code, name: m.name, isDefault: m.isDefault })));
  });

  route(operatorNewRecoveryCodes, 'New recovery codes (the old ones stop working)', async (request, reply) =>
    reply.ok({ recoveryCodes: await renewRecoveryCodes(db, currentOperator(request), request.body.code) }),
  );
};
