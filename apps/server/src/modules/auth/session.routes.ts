import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS, login, loginFreeplay, logout } from '@arcadia/contracts';
import { authErrors } from './auth.errors.ts';
import { encryptedBodyOnly } from '../crypto/encrypted-route.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { startFreePlay } from './freeplay.usecases.ts';
import { login as loginUseCase } from './login.usecases.ts';
import { requestFacts } from './request-facts.ts';
import { endSession } from './sessions.usecases.ts';
import { routeSchema } from '../../http/route-schema.ts';

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const encrypted = encryptedBodyOnly(deps.keys);

  app.post(
    login.path,
    {
      ...encrypted,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: routeSchema(login, { tags, summary: 'Log in (encrypted; username or sms)' }),
    },
    async (request, reply) => reply.ok(await loginUseCase(deps, request.merchant, requestFacts(request), request.body)),
  );

  app.post(
    loginFreeplay.path,
    {
      ...encrypted,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: routeSchema(loginFreeplay, { tags, summary: 'Start a free-play trial account (encrypted)' }),
    },
    async (request, reply) => {
      if (request.headers[HEADERS.gatewayVersion.toLowerCase()] !== '3') {
        throw authErrors.headerInvalid(HEADERS.gatewayVersion);
      }
      return reply.ok(await startFreePlay(deps.db, request.merchant, requestFacts(request)));
    },
  );

  app.delete(
    logout.path,
    {
      onRequest: app.requireMember,
      schema: { tags, summary: 'Log out', security: [{ bearer: [] }], response: { 200: logout.response } },
    },
    async (request, reply) => {
      await endSession(deps.db, request.session!);
      return reply.ok(null);
    },
  );
};
