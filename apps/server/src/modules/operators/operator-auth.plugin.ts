import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { adminRoutePermission, roleHas, type Permission } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { ipMatches } from '../../lib/ip-match.ts';
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
    /**
     * onRequest hook: a valid operator token (401). Every /admin/api route is already guarded by
     * its permission in the matrix; this is for operator routes elsewhere (and costs nothing twice).
     */
    requireOperator: onRequestHookHandler;
  }
  interface FastifyContextConfig {
    /** The permission the matrix gives this /admin/api route (set when the route is registered). */
    permission?: Permission | 'public';
  }
}

// Other modules' back-office routes import these from the port; the re-export keeps older callers working.
export { actorOf, currentOperator, operatorBrand } from './operators.port.ts';

export const ADMIN_API_PREFIX = '/admin/api/';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Operator tokens live in their own table: a member token never opens /admin/api, nor the reverse.
 * Every route registered under /admin/api gets its permission from the one matrix in the contracts
 * (ADMIN_ROUTE_PERMISSIONS) as its first hook; a route the matrix does not name stops the start.
 */
export const operatorAuthPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { db: Db; idleMinutes: number; ipAllowList: readonly string[]; adminHost: string | null },
  ) => {
    app.decorateRequest('operator', null);
    app.decorateRequest('operatorSession', null);

    const authenticate = async (request: FastifyRequest) => {
      if (request.operator) return request.operator;
      const token = bearer(request);
      const found = token ? await authenticateOperator(opts.db, token, opts.idleMinutes) : null;
      if (!found) throw operatorErrors.required();
      request.operator = found.operator;
      request.operatorSession = found.session;
      return found.operator;
    };
    app.decorate('requireOperator', async (request: FastifyRequest) => {
      await authenticate(request);
    });

    const fromAllowedAddress = (request: FastifyRequest) =>
      opts.ipAllowList.length === 0 || ipMatches(request.ip, opts.ipAllowList);

    const guard =
      (permission: Permission | 'public', socket: boolean): onRequestHookHandler =>
      async (request, reply) => {
        // With ADMIN_HOST set, the console's API exists on that host only.
        if (opts.adminHost && request.host.toLowerCase() !== opts.adminHost) return reply.callNotFound();
        if (!fromAllowedAddress(request)) throw operatorErrors.addressRefused();
        if (permission === 'public') return;
        // A socket's upgrade carries no header token: the socket's first message does, and the
        // socket checks it and the same permission itself (chat-live.routes.ts).
        if (socket && request.headers.upgrade?.toLowerCase() === 'websocket') return;
        const operator = await authenticate(request);
        if (!roleHas(operator.role, permission)) throw operatorErrors.forbidden();
      };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith(ADMIN_API_PREFIX)) return;
      // Fastify adds HEAD beside each GET: it needs what the GET needs.
      const methods = asArray(route.method).map((m) => (m === 'HEAD' ? 'GET' : m));
      const permissions = new Set(methods.map((m) => adminRoutePermission(m, route.url)));
      const [permission] = permissions;
      if (permissions.size !== 1 || permission === undefined)
        throw new Error(`${methods.join(',')} ${route.url} has no permission in ADMIN_ROUTE_PERMISSIONS`);
      route.config = { ...route.config, permission };
      const socket = Boolean((route as { wsHandler?: unknown }).wsHandler);
      route.onRequest = [guard(permission, socket), ...asArray(route.onRequest)];
    });
  },
);
