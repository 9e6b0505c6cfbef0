import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorRole } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { operatorErrors } from './operators.errors.ts';
import type { Operator } from './operator.model.ts';
import type { OperatorSession } from './operators.repository.ts';
import { authenticateOperator } from './operators.usecases.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
    operatorSession: OperatorSession | null;
  }
  interface FastifyInstance {
    /** onRequest hook factory: a valid operator token (401) with one of `roles` (403). */
    requireOperator: (
      roles: readonly OperatorRole[],
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

// Other modules' back-office routes import these from the port; the re-export keeps older callers working.
export { ALL_ROLES, MONEY_ROLES, actorOf, currentOperator, operatorBrand } from './operators.port.ts';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** Operator tokens live in their own table: a member token never opens /admin/api, nor the reverse. */
export const operatorAuthPlugin = fp(async (app: FastifyInstance, opts: { db: Db; idleMinutes: number }) => {
  app.decorateRequest('operator', null);
  app.decorateRequest('operatorSession', null);
  app.decorate('requireOperator', (roles: readonly OperatorRole[]) => async (request: FastifyRequest) => {
    const token = bearer(request);
    const found = token ? await authenticateOperator(opts.db, token, opts.idleMinutes) : null;
    if (!found) throw operatorErrors.required();
    request.operator = found.operator;
    request.operatorSession = found.session;
    if (!roles.includes(found.operator.role)) throw operatorErrors.forbidden();
  });
});
