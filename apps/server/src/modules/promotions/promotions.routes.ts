import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  applyPromotion,
  claimPromotion,
  getBonusDetails,
  getPromotionDetail,
  getPromotionList,
  joinPromotion,
  uploadPromotionImage,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { rawBodyParser } from '../../http/raw-body.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { promotionErrors } from './promotions.errors.ts';
import {
  applyPromotion as apply,
  bonusDetails,
  claimPromotion as claim,
  joinPromotion as join,
  listPromotions,
  promotionDetail,
  uploadApplicationImage,
  type PromoContext,
} from './promotions.usecases.ts';

/**
 * The player's promotions: the list and detail are open to visitors (a token, when sent, adds the
 * member's states); joining, applying, claiming and the bonus details need a real member (trial
 * accounts are refused: promotions move money). Claims and applications are rate-limited.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const optionalMember = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.requireMember(request, undefined as never);
  };
  // An application's images arrive as the request body itself; their bytes decide what they are.
  rawBodyParser(app, ['image/png', 'image/jpeg', 'application/octet-stream'], APPLICATION_IMAGE_MAX_BYTES, () =>
    promotionErrors.imageInvalid(),
  );
  const tags = ['promotions'];
  const visitorOrMember = contractRoutes(app, { tags, onRequest: optionalMember });
  const real = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireRealMember });
  const limited = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  const ctx = (request: FastifyRequest): PromoContext => ({
    merchantId: request.merchant.id,
    memberId: request.member?.id ?? null,
    language: request.language,
  });
  const memberCtx = (request: FastifyRequest) => ({ ...ctx(request), memberId: currentMember(request).id });

  visitorOrMember(getPromotionList, 'Running and coming promotions, by category', async (request, reply) =>
    reply.ok(await listPromotions(db, ctx(request), request.query.category, new Date())),
  );
  visitorOrMember(getPromotionDetail, 'A promotion: rules, my state, my bonus progress', async (request, reply) =>
    reply.ok(await promotionDetail(db, ctx(request), request.query.id, new Date())),
  );
  real(joinPromotion, { summary: 'Join a promotion', ...limited }, async (request, reply) =>
    reply.ok(await join(db, memberCtx(request), request.body.id, new Date())),
  );
  real(
    applyPromotion,
    { summary: 'Apply for a promotion (comment ≤ 140 characters)', ...limited },
    async (request, reply) =>
      reply.ok(await apply(db, memberCtx(request), request.body.id, request.body.comment, new Date())),
  );
  real(
    uploadPromotionImage,
    {
      summary: 'Add an image to my application (body: png or jpg, at most 5 MB; 3 at most)',
      bodyLimit: APPLICATION_IMAGE_MAX_BYTES + 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw promotionErrors.imageInvalid();
      return reply.ok(await uploadApplicationImage(db, memberCtx(request), request.query.id, request.body, new Date()));
    },
  );
  real(claimPromotion, { summary: 'Claim a promotion’s reward', ...limited }, async (request, reply) =>
    reply.ok(await claim(db, memberCtx(request), request.body.id, request.body.code, new Date())),
  );
  real(getBonusDetails, 'My bonuses and their wagering progress', async (request, reply) =>
    reply.ok(await bonusDetails(db, memberCtx(request))),
  );
};
