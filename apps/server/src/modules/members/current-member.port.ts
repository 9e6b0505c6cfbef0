import type { FastifyRequest } from 'fastify';
import { errors } from '../../http/app-error.ts';
import type { Member } from './member.model.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the auth module's `requireMember` hook (null before it ran). */
    member: Member | null;
  }
}

/**
 * Routes read the member through this, after `app.requireMember` has run. It lives with the member
 * (not in the auth module that sets it) so that every module's routes can read who asks without
 * depending on sign-in: auth depends on members, never the other way round.
 */
export function currentMember(request: FastifyRequest): Member {
  if (!request.member) throw errors.authRequired();
  return request.member;
}
