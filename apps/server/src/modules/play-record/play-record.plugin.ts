import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProfitLoss } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { personalProfitLoss } from './profit-loss.usecases.ts';

const tags = ['play record'];

const playRecordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    getProfitLoss.path,
    {
      // Trial accounts may look: demo-credit play is kept out of the roll-ups, so theirs is empty.
      onRequest: app.requireMember,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Personal profit and loss',
        querystring: getProfitLoss.query,
        response: { 200: getProfitLoss.response },
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const ctx = { merchantId: request.merchant.id, memberId: member.id, places: request.merchant.places };
      return reply.ok(await personalProfitLoss(db, ctx, request.query));
    },
  );
};

/** The play record's reader for members: personal profit and loss from the daily roll-ups. */
export const playRecordPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(playRecordRoutes, { db });
};
