import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMAGE_MAX_BYTES,
  adminDeleteResource,
  adminHandleFeedback,
  adminListFeedback,
  adminListResources,
  adminListSupport,
  adminPutResource,
  adminPutSupport,
  adminUploadImage,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { rawBodyParser } from '../../http/raw-body.ts';
import { ALL_ROLES, currentOperator } from '../operators/operators.port.ts';
import { EDITORS, brandOf, scopeOf, security, tags } from './admin-access.ts';
import { registerContentCrud } from './admin-crud.ts';
import { contentErrors } from './content.errors.ts';
import { listFeedback, markFeedbackHandled } from './feedback.usecases.ts';
import { storeUpload } from './images.ts';
import * as resources from './resources.usecases.ts';

/** The operators' content management: images, banners, announcements, help, resources, feedback. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const edit = { onRequest: app.requireOperator(EDITORS) };
  const read = { onRequest: app.requireOperator(ALL_ROLES) };
  // Images arrive as the request body itself (no multipart), checked by content not by header.
  rawBodyParser(app, ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'], IMAGE_MAX_BYTES, () =>
    contentErrors.imageTooLarge(),
  );
  registerContentCrud(app, db);

  const upload = adminUploadImage;
  app.post(
    upload.path,
    { ...edit, schema: { tags, security, querystring: upload.query, response: { 200: upload.response } } },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw contentErrors.imageType();
      return reply.ok(await storeUpload(db, await brandOf(db, request, request.query.merchant), request.body));
    },
  );

  const listRes = adminListResources;
  app.get(
    listRes.path,
    { ...read, schema: { tags, security, querystring: listRes.query, response: { 200: listRes.response } } },
    async (request, reply) =>
      reply.ok({ list: await resources.listResources(db, await brandOf(db, request, request.query.merchant)) }),
  );
  const putRes = adminPutResource;
  app.put(
    putRes.path,
    {
      ...edit,
      schema: {
        tags,
        security,
        params: putRes.params,
        querystring: putRes.query,
        body: putRes.body,
        response: { 200: putRes.response },
      },
    },
    async (request, reply) => {
      const merchantId = await brandOf(db, request, request.query.merchant);
      return reply.ok(await resources.putResource(db, merchantId, request.params.name, request.body));
    },
  );
  const delRes = adminDeleteResource;
  app.delete(
    delRes.path,
    {
      ...edit,
      schema: { tags, security, params: delRes.params, querystring: delRes.query, response: { 200: delRes.response } },
    },
    async (request, reply) => {
      await resources.deleteResource(db, await brandOf(db, request, request.query.merchant), request.params.name);
      return reply.ok({ ok: true as const });
    },
  );

  const listSup = adminListSupport;
  app.get(
    listSup.path,
    { ...read, schema: { tags, security, querystring: listSup.query, response: { 200: listSup.response } } },
    async (request, reply) =>
      reply.ok({ list: await resources.supportPositions(db, await brandOf(db, request, request.query.merchant)) }),
  );
  const putSup = adminPutSupport;
  app.put(
    putSup.path,
    {
      ...edit,
      schema: {
        tags,
        security,
        params: putSup.params,
        querystring: putSup.query,
        body: putSup.body,
        response: { 200: putSup.response },
      },
    },
    async (request, reply) => {
      const merchantId = await brandOf(db, request, request.query.merchant);
      return reply.ok(await resources.putSupport(db, merchantId, request.params.position, request.body));
    },
  );

  const inbox = adminListFeedback;
  app.get(
    inbox.path,
    { ...read, schema: { tags, security, querystring: inbox.query, response: { 200: inbox.response } } },
    async (request, reply) => {
      const { merchant, open, limit } = request.query;
      const filter = open === undefined ? { limit } : { open: open === '1', limit };
      return reply.ok({ list: await listFeedback(db, await brandOf(db, request, merchant), filter) });
    },
  );
  const handled = adminHandleFeedback;
  app.post(
    handled.path,
    { ...read, schema: { tags, security, params: handled.params, response: { 200: handled.response } } },
    async (request, reply) => {
      await markFeedbackHandled(db, scopeOf(request), request.params.id, currentOperator(request).id);
      return reply.ok({ ok: true as const });
    },
  );
};
