import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { authErrors } from './auth.errors.ts';
import { MemberKeyedCache } from '../../lib/member-keyed-cache.ts';
import { isTrial, type Member } from '../members/member.model.ts';
import type { Session } from './sessions.repository.ts';
import { authenticate } from './sessions.usecases.ts';
import { accountsDeps } from './accounts-deps.ts';
import { sessionRoutes } from './session.routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /**
     * Hook for `onRequest` (before the body is read or decrypted): a valid member token is
     * required (401 otherwise).
     */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like requireMember, and the member must be real: trial accounts get in_need_true_account. */
    requireRealMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Minutes a member session lives unused: what was issued to a session (launch tokens) ends with it. */
    memberIdleMinutes: number;
  }
}

/** The member's session, after requireMember has run. */
export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw authErrors.required();
  return request.session;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** The member token check: `app.requireMember` / `requireRealMember`, global so every module uses it. */
const memberAuthPlugin = fp(async (app: FastifyInstance, opts: { db: Db; idleMinutes: number }) => {
  app.decorateRequest('member', null);
  app.decorateRequest('session', null);
  app.decorate('memberIdleMinutes', opts.idleMinutes);

  // Authenticated sessions for a few seconds, dropped at once when the member or their sessions
  // change (logout, password change, profile edits — here or, through the relay, elsewhere).
  // Without it every polled call would cost two database reads before doing its own work.
  const cache = new MemberKeyedCache<string, { member: Member; session: Session }>(10_000, ['member', 'sessions']);
  app.addHook('onClose', async () => cache.close());

  // Keyed by the token itself: it is already in this process's memory with every request, and
  // hashing it on each poll would cost more than the lookup.
  type Found = { member: Member; session: Session } | null;
  const authenticateAndCache = async (token: string): Promise<Found> => {
    const found = await authenticate(opts.db, token, opts.idleMinutes);
    if (found) cache.set(token, found.member.id, found);
    return found;
  };
  // A cache hit answers without a promise of its own (the header polls this for every player).
  const lookup = (token: string): Found | Promise<Found> => {
    const cached = cache.get(token);
    if (!cached) return authenticateAndCache(token);
    const expired = cached.member.trialExpiresAt !== null && Date.parse(cached.member.trialExpiresAt) < Date.now();
    return expired ? null : cached;
  };

  const requireMember = async (request: FastifyRequest) => {
    const token = bearer(request);
    const pending = token ? lookup(token) : null;
    const found = pending instanceof Promise ? await pending : pending;
    // The token must also belong to the brand of this host.
    if (!found || found.member.merchantId !== request.merchant.id) throw authErrors.required();
    request.member = found.member;
    request.session = found.session;
  };
  app.decorate('requireMember', requireMember);
  app.decorate('requireRealMember', async (request: FastifyRequest) => {
    await requireMember(request);
    if (request.member && isTrial(request.member)) throw authErrors.trialRefused();
  });
});

type AuthDeps = Parameters<typeof accountsDeps>[0] & { config: Config };

/** The auth module: the member token check (global, see above) and the login, free play and logout calls. */
export const authPlugin = fp(async (app: FastifyInstance, deps: AuthDeps) => {
  await app.register(memberAuthPlugin, { db: deps.db, idleMinutes: deps.config.sessionIdleMinutes });
  await app.register(sessionRoutes, accountsDeps(deps));
});
