import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getInboxMessages, getUnreadCount, readInboxMessage } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { listInbox, markInboxRead, unreadCount } from './inbox.usecases.ts';

/** The member's inbox ("platform information"). Trial accounts may read theirs. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['inbox'], signedIn: true, onRequest: app.requireMember });

  route(getInboxMessages, 'A page of the member’s messages', async (request, reply) =>
    reply.ok(await listInbox(db, currentMember(request).id, request.language, request.query)),
  );

  route(readInboxMessage, 'Mark messages read', async (request, reply) =>
    reply.ok(await markInboxRead(db, currentMember(request).id, request.body)),
  );

  route(getUnreadCount, 'How many messages are unread', async (request, reply) =>
    reply.ok({ unReadCount: await unreadCount(db, currentMember(request).id) }),
  );
};
