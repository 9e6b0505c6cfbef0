import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAffiliate, register, registerMobile } from '@arcadia/contracts';
import type { AccountsDeps } from '../auth/accounts-deps.ts';
import { requestFacts } from '../auth/request-facts.ts';
import { encryptedBodyOnly } from '../crypto/encrypted-route.ts';
import { findAffiliateAgent, registerMember } from './registration.usecases.ts';
import { routeSchema } from '../../http/route-schema.ts';

const tags = ['registration'];
const limit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const registrationRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const encrypted = encryptedBodyOnly(deps.keys);

  app.put(
    register.path,
    {
      ...encrypted,
      config: limit,
      schema: routeSchema(register, { tags, summary: 'Register by username (encrypted)' }),
    },
    async (request, reply) =>
      reply.ok(await registerMember(deps, request.merchant, requestFacts(request), 'register', request.body)),
  );

  app.put(
    registerMobile.path,
    {
      ...encrypted,
      config: limit,
      schema: routeSchema(registerMobile, { tags, summary: 'Register by mobile (encrypted)' }),
    },
    async (request, reply) =>
      reply.ok(await registerMember(deps, request.merchant, requestFacts(request), 'registerMobile', request.body)),
  );

  app.get(
    checkAffiliate.path,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: routeSchema(checkAffiliate, { tags, summary: 'Check an affiliate code' }),
    },
    async (request, reply) => {
      const agent = await findAffiliateAgent(deps.db, request.merchant, request.query.code);
      return reply.ok({ valid: true as const, agentNickname: agent.nickname });
    },
  );
};
