import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimRafflePromotion, getRaffleDetail } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { claimRafflePrize, raffleDetail, type RaffleContext } from './raffles.usecases.ts';

/**
 * The player's raffle: its detail is open to visitors (a token, when sent, adds my tickets and
 * prizes); the claim (spec: T, POST) needs a real member (trial accounts are refused: it moves
 * money) and is rate-limited.
 */
export const rafflesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const optionalMember = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.requireMember(request, undefined as never);
  };
  const tags = ['promotions'];
  const visitorOrMember = contractRoutes(app, { tags, onRequest: optionalMember });
  const real = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireRealMember });
  const ctx = (request: FastifyRequest): RaffleContext => ({
    merchantId: request.merchant.id,
    memberId: request.member?.id ?? null,
    language: request.language,
  });

  visitorOrMember(
    getRaffleDetail,
    'A raffle: committed hash, draw time, my tickets, the result',
    async (request, reply) => reply.ok(await raffleDetail(db, ctx(request), request.query.id)),
  );
  real(
    claimRafflePromotion,
    {
      summary: 'Claim one of my raffle prizes (paid once)',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.ok(
        await claimRafflePrize(
          db,
          { ...ctx(request), memberId: currentMember(request).id },
          request.body.prizeId,
          new Date(),
        ),
      ),
  );
};
