import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePassword, forgotPasswordByEmail, resetPasswordByEmail, resetPasswordByPhone } from '@arcadia/contracts';
import type { AccountsDeps } from '../auth/accounts-deps.ts';
import { currentMember } from '../members/current-member.port.ts';
import { requestFacts } from '../auth/request-facts.port.ts';
import { encryptedBodyOnly } from '../crypto/encrypted-route.ts';
import * as passwords from './password.usecases.ts';
import { contractRoutes } from '../../http/route-schema.ts';

const tags = ['password'];
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

export const passwordRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const encrypted = encryptedBodyOnly(deps.keys);
  const route = contractRoutes(app, { tags });

  route(
    changePassword,
    { summary: 'Change password (encrypted)', signedIn: true, onRequest: app.requireMember, ...encrypted },
    async (request, reply) => {
      await passwords.changePassword(
        deps.db,
        request.merchant,
        currentMember(request),
        request.session!.id,
        request.body,
      );
      return reply.ok(null);
    },
  );

  route(
    forgotPasswordByEmail,
    { summary: 'Send a reset link by e-mail (form-encoded)', config: limit(5) },
    async (request, reply) => {
      await passwords.requestEmailReset(deps, request.merchant, requestFacts(request), request.body);
      return reply.ok(null);
    },
  );

  route(
    resetPasswordByEmail,
    { summary: 'Set a new password from the e-mailed link', config: limit(10) },
    async (request, reply) => {
      await passwords.resetPasswordWithToken(deps.db, request.merchant, request.body);
      return reply.ok(null);
    },
  );

  route(
    resetPasswordByPhone,
    { summary: 'Set a new password with an SMS code (encrypted)', ...encrypted, config: limit(10) },
    async (request, reply) =>
      reply.ok(await passwords.resetPasswordByPhone(deps, request.merchant, requestFacts(request), request.body)),
  );
};
