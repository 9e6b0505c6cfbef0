import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBetRecord, getRankList } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { betRecord, rankList } from './bet-record.usecases.ts';
import { routeSchema } from '../../http/route-schema.ts';

const tags = ['games'];

/** Readers of the one bets record: the member's betting record and the public winner board. */
export const betsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    getBetRecord.path,
    {
      // Trial accounts see their demo bets.
      onRequest: app.requireMember,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Betting record',
        querystring: getBetRecord.query,
        response: { 200: getBetRecord.response },
      },
    },
    async (request, reply) =>
      reply.ok(
        await betRecord(
          db,
          { memberId: currentMember(request).id, language: request.language, places: request.merchant.places },
          request.query,
        ),
      ),
  );

  app.get(
    getRankList.path,
    {
      schema: routeSchema(getRankList, { tags: tags, summary: 'Winner board' }),
    },
    async (request, reply) =>
      reply.ok(
        await rankList(
          db,
          { merchantId: request.merchant.id, language: request.language, places: request.merchant.places },
          request.query,
        ),
      ),
  );
};
