import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  convertPoint,
  getPointBalance,
  getPointConfig,
  getPointReward,
  getRedeemPointList,
  redeemPointReward,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import type { KeyStore } from '../crypto/crypto.port.ts';
import { encryptedBodyOnly } from '../crypto/crypto.port.ts';
import { currentMember } from '../members/current-member.port.ts';
import {
  convertPoints,
  memberRedemptions,
  memberRewards,
  pointBalance,
  pointsConfig,
  redeemReward,
} from './points.usecases.ts';

/** Payment-password calls: few per client, so six digits cannot be guessed by brute force. */
const passwordLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

/**
 * The points mall's member calls (spec portal.md point 7). Real members only: trial accounts play
 * demo credit and earn, hold and spend no points. Redeeming and converting are passwordCheck
 * calls like the wallet's: encrypted, payment password, rate limited.
 */
export const pointsRoutes: FastifyPluginAsyncZod<{ db: Db; keys: KeyStore }> = async (app, { db, keys }) => {
  const route = contractRoutes(app, { tags: ['points'], signedIn: true, onRequest: app.requireRealMember });
  const withPassword = { ...encryptedBodyOnly(keys), config: passwordLimit };

  route(getPointBalance, 'My points and what expires soon', async (request, reply) =>
    reply.ok(await pointBalance(db, request.merchant.id, currentMember(request).id, new Date())),
  );
  route(getPointConfig, 'Conversion ratio, minimum, expiry and earning rules', async (request, reply) =>
    reply.ok(await pointsConfig(db, request.merchant)),
  );
  route(getPointReward, 'The rewards catalogue', async (request, reply) =>
    reply.ok(await memberRewards(db, request.merchant, currentMember(request).id, request.language, request.query)),
  );
  route(getRedeemPointList, 'My redemptions', async (request, reply) =>
    reply.ok(
      await memberRedemptions(
        db,
        request.merchant,
        currentMember(request).id,
        request.language,
        request.query.pageNo,
        request.query.pageSize,
      ),
    ),
  );
  route(
    redeemPointReward,
    { ...withPassword, summary: 'Redeem a reward (encrypted, payment password)' },
    async (request, reply) =>
      reply.ok(
        await redeemReward(
          db,
          {
            merchantId: request.merchant.id,
            member: currentMember(request),
            language: request.language,
            defaultLanguage: request.merchant.defaultLanguage,
            source: request.ip,
          },
          request.body,
        ),
      ),
  );
  route(
    convertPoint,
    { ...withPassword, summary: 'Convert points to money (encrypted, payment password)' },
    async (request, reply) =>
      reply.ok(await convertPoints(db, request.merchant, currentMember(request), request.body, request.ip)),
  );
};
