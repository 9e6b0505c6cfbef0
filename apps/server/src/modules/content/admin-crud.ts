import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { adminAnnouncements, adminBanners, adminHelpArticles } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { brandOf, scopeOf, security, tags } from './admin-access.ts';
import * as announcements from './announcements.usecases.ts';
import * as banners from './banners.usecases.ts';
import * as help from './help.usecases.ts';

type Contract = {
  method: string;
  path: string;
  response: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
};
type Query = { merchant?: string } & Record<string, unknown>;

/** List, create, update and delete of one kind of content, the same way for each kind. */
type Crud<Input> = {
  contracts: { list: Contract; create: Contract; update: Contract; remove: Contract };
  list: (db: Db, merchantId: number, query: Query) => Promise<unknown[]>;
  create: (db: Db, merchantId: number, input: Input) => Promise<unknown>;
  update: (db: Db, scope: number | null, id: number, input: Input) => Promise<unknown>;
  remove: (db: Db, scope: number | null, id: number) => Promise<void>;
};

const schemaOf = (c: Contract) => ({
  tags,
  security,
  ...(c.query ? { querystring: c.query } : {}),
  ...(c.params ? { params: c.params } : {}),
  ...(c.body ? { body: c.body } : {}),
  response: { 200: c.response },
});

function registerCrud<Input>(app: FastifyInstance, db: Db, crud: Crud<Input>) {
  const edit = app.requireOperator;
  const { list, create, update, remove } = crud.contracts;
  // The contracts' schemas validate each part before a handler runs; the casts only name the result.
  app.get(list.path, { onRequest: app.requireOperator, schema: schemaOf(list) }, async (request, reply) => {
    const query = request.query as Query;
    return reply.ok({ list: await crud.list(db, await brandOf(db, request, query.merchant), query) });
  });
  app.post(create.path, { onRequest: edit, schema: schemaOf(create) }, async (request, reply) => {
    const merchantId = await brandOf(db, request, (request.query as Query).merchant);
    return reply.ok(await crud.create(db, merchantId, request.body as Input));
  });
  app.put(update.path, { onRequest: edit, schema: schemaOf(update) }, async (request, reply) => {
    const { id } = request.params as { id: number };
    return reply.ok(await crud.update(db, scopeOf(request), id, request.body as Input));
  });
  app.delete(remove.path, { onRequest: edit, schema: schemaOf(remove) }, async (request, reply) => {
    await crud.remove(db, scopeOf(request), (request.params as { id: number }).id);
    return reply.ok({ ok: true as const });
  });
}

/** Banners, announcements and help articles under /admin/api/content. */
export function registerContentCrud(app: FastifyInstance, db: Db): void {
  registerCrud(app, db, {
    contracts: adminBanners,
    list: (d, m, q) => banners.listBanners(d, m, q.groupName as never),
    create: banners.createBanner,
    update: banners.updateBanner,
    remove: banners.deleteBanner,
  });
  registerCrud(app, db, {
    contracts: adminAnnouncements,
    list: (d, m) => announcements.listAdminAnnouncements(d, m),
    create: announcements.createAnnouncement,
    update: announcements.updateAnnouncement,
    remove: announcements.deleteAnnouncement,
  });
  registerCrud(app, db, {
    contracts: adminHelpArticles,
    list: (d, m) => help.listAdminHelp(d, m),
    create: help.createHelpArticle,
    update: help.updateHelpArticle,
    remove: help.deleteHelpArticle,
  });
}
