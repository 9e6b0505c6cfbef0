import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAffiliate, register, registerMobile, type RegisterType } from '@arcadia/contracts';
import type { AccountsDeps } from '../auth/accounts-deps.ts';
import { requestFacts } from '../auth/request-facts.port.ts';
import { encryptedBodyOnly } from '../crypto/encrypted-route.ts';
import { findAffiliateAgent, registerMember } from './registration.usecases.ts';
import { contractRoute } from '../../http/route-schema.ts';

const tags = ['registration'];
const limit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const registrationRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const encrypted = encryptedBodyOnly(deps.keys);

  // Both ways in share one payload; the kind decides which fields the brand requires.
  const registerBy = (contract: typeof register | typeof registerMobile, kind: RegisterType, summary: string) =>
    contractRoute(app, contract, { tags, summary, ...encrypted, config: limit }, async (request, reply) =>
      reply.ok(await registerMember(deps, request.merchant, requestFacts(request), kind, request.body)),
    );
  registerBy(register, 'register', 'Register by username (encrypted)');
  registerBy(registerMobile, 'registerMobile', 'Register by mobile (encrypted)');

  contractRoute(
    app,
    checkAffiliate,
    { tags, summary: 'Check an affiliate code', config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { agent } = await findAffiliateAgent(deps.db, request.merchant, request.query.code);
      return reply.ok({ valid: true as const, agentNickname: agent.nickname });
    },
  );
};
