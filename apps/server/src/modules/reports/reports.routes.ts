import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { adminDailyReport, adminPlayerReport } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { operatorBrand } from '../operators/operators.port.ts';
import { dailyReport, playerReport } from './reports.usecases.ts';

/** The brand asked for, or the operator's own (an operator of every brand reads the host's). */
async function reportBrand(db: Db, request: FastifyRequest, asked: string | undefined) {
  const id = await operatorBrand(
    db,
    request,
    asked ?? (request.operator!.merchantId === null ? request.merchant.code : undefined),
  );
  return (await merchantsPort.listAll(db)).find((m) => m.id === id)!;
}

/** GET /admin/api/reports/daily and /players (permission reports.read, from the matrix). */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  route(
    adminDailyReport,
    "The brand's business days, by category or vendor, from the roll-ups",
    async (request, reply) => {
      const merchant = await reportBrand(db, request, request.query.merchant);
      return reply.ok(await dailyReport(db, merchant, request.query));
    },
  );
  route(adminPlayerReport, 'The members most active over business days, a page at a time', async (request, reply) => {
    const merchant = await reportBrand(db, request, request.query.merchant);
    return reply.ok(await playerReport(db, merchant, request.query));
  });
};
