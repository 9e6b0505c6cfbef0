import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { recordAudit } from './audit.usecases.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What a handler tells the trail beyond the request and the answer (the state before, the
     * target), and `input` to keep instead of a body too big for the trail (an imported file).
     */
    audit: { target?: string; before?: unknown; after?: unknown; input?: unknown } | null;
    /** The handler wrote its entry itself, inside its own transaction. */
    auditWritten: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function answerValue(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    const parsed = JSON.parse(payload) as { value?: unknown; code?: unknown };
    return parsed.value ?? { code: parsed.code };
  } catch {
    return null;
  }
}

/** What the action was about: a handler's word, else the path's ids, else a username in the body. */
function targetOf(request: FastifyRequest): string | null {
  if (request.audit?.target) return request.audit.target;
  const params = Object.entries((request.params ?? {}) as Record<string, unknown>);
  if (params.length > 0) return params.map(([k, v]) => `${k}=${String(v)}`).join(' ');
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? `username=${body.username}` : null;
}

/**
 * The audit trail: every call that may change something under /admin/api (any method but a read)
 * leaves an entry, refused or not: who, what (method and route), on what, the input (secrets
 * redacted) and the outcome, before/after where the handler knows them, and from where. Written
 * before the answer leaves, so an answered call is always in the trail. Money actions write their
 * entry in their own transaction (auditWritten) and are not written twice.
 */
export const auditTrailPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('audit', null);
  app.decorateRequest('auditWritten', false);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith('/admin/api/') || READS.has(request.method) || request.auditWritten) return payload;
    const publicRoute = request.routeOptions.config?.permission === 'public';
    // Anonymous knocking on guarded routes is the rate limiter's business, not the trail's.
    if (!request.operator && !publicRoute) return payload;
    const body = request.body as { username?: unknown } | undefined;
    await recordAudit(opts.db, {
      merchantId: request.operator?.merchantId ?? request.merchant?.id ?? null,
      operatorId: request.operator?.id ?? null,
      operatorName: request.operator?.username ?? (typeof body?.username === 'string' ? body.username : '-'),
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      target: targetOf(request),
      status: reply.statusCode,
      before: request.audit?.before ?? null,
      after: {
        input: request.audit?.input ?? request.body ?? null,
        result: request.audit?.after ?? answerValue(payload),
      },
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return payload;
  });
});

/**
 * For a handler that writes its own entry in its transaction: the same who/where as the hook's.
 * The handler sets `request.auditWritten` once that transaction committed (a failure is then
 * still written by the hook).
 */
export function auditContext(request: FastifyRequest) {
  const operator = request.operator;
  return {
    merchantId: operator?.merchantId ?? request.merchant?.id ?? null,
    operatorId: operator?.id ?? null,
    operatorName: operator?.username ?? '-',
    action: `${request.method} ${request.routeOptions.url ?? request.url}`,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
