import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListAudit } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { searchAudit } from '../audit/audit.usecases.ts';
import { currentOperator } from './operators.port.ts';

/** GET /admin/api/audit: the trail, searchable (permission audit.read, from the matrix). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  route(adminListAudit, 'The audit trail of operator actions, newest first', async (request, reply) => {
    const { pageNo, ...filter } = request.query;
    const page = await searchAudit(db, { ...filter, merchantScope: currentOperator(request).merchantId }, pageNo);
    return reply.ok({
      ...page,
      list: page.list.map((e) => ({
        ...e,
        id: String(e.id),
        operatorId: e.operatorId === null ? null : String(e.operatorId),
      })),
    });
  });
};
