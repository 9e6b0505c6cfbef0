import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAnnouncements, getBanners, getHelpCenter, getSupportService, putFeedback, text } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { listAnnouncements } from './announcements.usecases.ts';
import { liveBanners } from './banners.usecases.ts';
import { submitFeedback } from './feedback.usecases.ts';
import { helpCenter } from './help.usecases.ts';
import { imageVariant, vectorVariant } from './images.ts';
import { paymentIconSvg } from './payment-icons.ts';
import { supportService } from './resources.usecases.ts';

const tags = ['content'];

/** What every visitor may read (portal.md section 6: announcements, help centre, feedback). */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags });

  route(getBanners, 'Live banners of a group', async (request, reply) =>
    reply.ok({ list: await liveBanners(db, request.merchant.id, request.query.groupName, request.language) }),
  );

  app.get(
    '/wps/system/content-images/:id/:variant',
    {
      schema: {
        tags,
        summary:
          'A banner image cut to size (desktop 1280x400 or phone 750x300): WebP, or SVG for generated art (its words drawn by the browser)',
        params: z.object({
          id: z.coerce.number().int().positive(),
          variant: text().regex(/^(desktop|phone)\.(webp|svg)$/),
        }),
      },
    },
    async (request, reply) => {
      const [cut, format] = request.params.variant.split('.') as ['desktop' | 'phone', 'webp' | 'svg'];
      // An image id never changes its picture (a new upload is a new id), so it may be kept for good.
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
      if (format === 'svg')
        return (
          reply
            .header('content-type', 'image/svg+xml')
            // An SVG opened on its own must not run anything.
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            .send(await vectorVariant(db, request.merchant.id, request.params.id, cut))
        );
      const bytes = await imageVariant(db, request.merchant.id, request.params.id, cut);
      return reply.header('content-type', 'image/webp').send(bytes);
    },
  );

  app.get(
    '/wps/system/content-art/payment/:name',
    {
      schema: {
        tags,
        summary: 'Generated payment-method icon (no brand logos)',
        params: z.object({ name: text().regex(/^[a-z0-9-]{1,20}\.svg$/) }),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(paymentIconSvg(request.params.name.replace(/\.svg$/, ''))),
  );

  route(getAnnouncements, 'Announcements, a page', async (request, reply) =>
    reply.ok(await listAnnouncements(db, request.merchant.id, request.language, request.query)),
  );

  route(getHelpCenter, 'The help centre: categories and their articles', async (request, reply) =>
    reply.ok({ categories: await helpCenter(db, request.merchant, request.language, request.query) }),
  );

  route(getSupportService, 'Customer service links', async (request, reply) =>
    reply.ok(await supportService(db, request.merchant.id, request.merchant.config.customerService)),
  );

  route(
    putFeedback,
    {
      summary: 'Send feedback to the operators',
      // Anyone may write: a few per visitor address, so nobody floods the operators' inbox.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      // A member's token ties the feedback to them; without one (or with a stale one) it is a visitor's.
      if (request.headers.authorization) await app.requireMember(request, reply).catch(() => undefined);
      const from = {
        merchantId: request.merchant.id,
        memberId: request.member?.id ?? null,
        language: request.language,
        ip: request.ip,
      };
      return reply.ok(await submitFeedback(db, from, request.body));
    },
  );
};
