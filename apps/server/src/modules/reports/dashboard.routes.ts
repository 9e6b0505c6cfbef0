import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboard } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { operatorBrand } from '../operators/operators.port.ts';
import { brandDashboard } from './dashboard.usecases.ts';

/** GET /admin/api/dashboard (permission reports.read, from the matrix). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  route(
    adminDashboard,
    "The brand's business day today and the week's trend, from the roll-ups",
    async (request, reply) => {
      const id = await operatorBrand(
        db,
        request,
        request.query.merchant ?? (request.operator!.merchantId === null ? request.merchant.code : undefined),
      );
      const merchant = (await merchantsPort.listAll(db)).find((m) => m.id === id)!;
      return reply.ok(await brandDashboard(db, merchant, { username: request.query.username }));
    },
  );
};
