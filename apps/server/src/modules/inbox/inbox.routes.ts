import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getInboxMessages, getUnreadCount, readInboxMessage } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../auth/auth.plugin.ts';
import { listInbox, markInboxRead, unreadCount } from './inbox.usecases.ts';

const tags = ['inbox'];
const security = [{ bearer: [] }];

/** The member's inbox ("platform information"). Trial accounts may read theirs. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireMember);

  app.get(
    getInboxMessages.path,
    { schema: { tags, security, querystring: getInboxMessages.query, response: { 200: getInboxMessages.response } } },
    async (request, reply) => reply.ok(await listInbox(db, currentMember(request).id, request.language, request.query)),
  );

  app.put(
    readInboxMessage.path,
    { schema: { tags, security, body: readInboxMessage.body, response: { 200: readInboxMessage.response } } },
    async (request, reply) => reply.ok(await markInboxRead(db, currentMember(request).id, request.body)),
  );

  app.get(
    getUnreadCount.path,
    { schema: { tags, security, response: { 200: getUnreadCount.response } } },
    async (request, reply) => reply.ok({ unReadCount: await unreadCount(db, currentMember(request).id) }),
  );
};
