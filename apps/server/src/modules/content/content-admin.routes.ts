import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMAGE_MAX_BYTES,
  adminDeleteResource,
  adminDeleteSupport,
  adminHandleFeedback,
  adminListFeedback,
  adminReplyFeedback,
  adminListResources,
  adminListSupport,
  adminPutResource,
  adminPreviewContent,
  adminPutSupport,
  adminUploadImage,
} from '@arcadia/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { rawBodyParser } from '../../http/raw-body.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentOperator } from '../operators/operators.port.ts';
import { brandOf, scopeOf, tags } from './admin-access.ts';
import { registerContentCrud } from './admin-crud.ts';
import { contentErrors } from './content.errors.ts';
import { listFeedback, markFeedbackHandled, replyToFeedback } from './feedback.usecases.ts';
import { sanitizeContentHtml } from './html-sanitizer.ts';
import { storeUpload } from './images.ts';
import * as resources from './resources.usecases.ts';

/** The operators' content management: images, banners, announcements, help, resources, feedback. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireOperator });
  // Images arrive as the request body itself (no multipart), checked by content not by header.
  rawBodyParser(app, ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'], IMAGE_MAX_BYTES, () =>
    contentErrors.imageTooLarge(),
  );
  registerContentCrud(app, db);
  /** The brand a request's `?merchant=` names, as the signed-in operator may reach it. */
  const brand = (request: FastifyRequest & { query: { merchant?: string } }) =>
    brandOf(db, request, request.query.merchant);

  route(adminUploadImage, 'Upload an image (the body)', async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) throw contentErrors.imageType();
    return reply.ok(await storeUpload(db, await brand(request), request.body));
  });

  route(adminListResources, 'Resources', async (request, reply) =>
    reply.ok({ list: await resources.listResources(db, await brand(request)) }),
  );
  route(adminPutResource, 'Set a resource', async (request, reply) =>
    reply.ok(await resources.putResource(db, await brand(request), request.params.name, request.body)),
  );
  route(adminDeleteResource, 'Delete a resource', async (request, reply) => {
    await resources.deleteResource(db, await brand(request), request.params.name);
    return reply.ok({ ok: true as const });
  });

  route(adminListSupport, 'Support positions', async (request, reply) =>
    reply.ok({ list: await resources.supportPositions(db, await brand(request)) }),
  );
  route(adminPutSupport, 'Set a support position', async (request, reply) =>
    reply.ok(await resources.putSupport(db, await brand(request), request.params.position, request.body)),
  );
  route(adminDeleteSupport, 'Delete a support position', async (request, reply) => {
    await resources.deleteSupport(db, await brand(request), request.params.position);
    return reply.ok({ ok: true as const });
  });

  route(adminPreviewContent, 'Rich text as the site shows it', async (request, reply) =>
    reply.ok({ html: sanitizeContentHtml(request.body.html) }),
  );

  route(adminListFeedback, 'Feedback', async (request, reply) => {
    const { open, limit } = request.query;
    const filter = open === undefined ? { limit } : { open: open === '1', limit };
    return reply.ok({ list: await listFeedback(db, await brand(request), filter) });
  });
  route(adminHandleFeedback, 'Mark feedback handled', async (request, reply) => {
    const { id } = request.params;
    await markFeedbackHandled(db, scopeOf(request), id, currentOperator(request).id, request.body.note);
    return reply.ok({ ok: true as const });
  });
  route(adminReplyFeedback, 'Reply to a feedback (to the member’s inbox)', async (request, reply) => {
    const { id } = request.params;
    request.audit = { target: `feedback=${id}` };
    const answered = await replyToFeedback(db, scopeOf(request), id, currentOperator(request).id, request.body.reply);
    request.audit.after = { replyDelivery: answered.replyDelivery, memberId: answered.memberId };
    return reply.ok(answered);
  });
};
