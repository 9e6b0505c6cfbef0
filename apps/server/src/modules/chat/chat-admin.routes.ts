import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCloseConversation,
  adminGetConversation,
  adminListConversations,
  adminReadConversation,
  adminReplyConversation,
} from '@arcadia/contracts';
import { routeSchema } from '../../http/route-schema.ts';
import { currentOperator } from '../operators/operator-auth.plugin.ts';
import {
  closeConversation,
  getConversation,
  listConversations,
  markReadByOperator,
  replyAsOperator,
} from './chat-operator.usecases.ts';
import type { ChatDeps } from './chat.usecases.ts';

const docs = (summary: string) => ({ tags: ['admin-chat'], summary, signedIn: true });

/**
 * The operators' side of the chat under /admin/api/chat: roles admin and support (chat-access.ts
 * says which queues each answers); an operator of one brand sees that brand's conversations only.
 */
export const chatAdminRoutes: FastifyPluginAsyncZod<ChatDeps> = async (app, deps) => {
  const { db } = deps;
  const guard = { onRequest: app.requireOperator };

  app.get(
    adminListConversations.path,
    { ...guard, schema: routeSchema(adminListConversations, docs('Conversations by queue and status')) },
    async (request, reply) => {
      const operator = currentOperator(request);
      const list = await listConversations(db, operator, { ...request.query, merchantId: operator.merchantId });
      return reply.ok({ list });
    },
  );

  app.get(
    adminGetConversation.path,
    { ...guard, schema: routeSchema(adminGetConversation, docs('One conversation with all its lines')) },
    async (request, reply) => reply.ok(await getConversation(db, currentOperator(request), request.params.id)),
  );

  app.post(
    adminReplyConversation.path,
    { ...guard, schema: routeSchema(adminReplyConversation, docs('Answer a conversation')) },
    async (request, reply) =>
      reply.ok(await replyAsOperator(deps, currentOperator(request), request.params.id, request.body.text)),
  );

  app.put(
    adminReadConversation.path,
    { ...guard, schema: routeSchema(adminReadConversation, docs('Mark the member’s lines read up to an id')) },
    async (request, reply) =>
      reply.ok(await markReadByOperator(deps, currentOperator(request), request.params.id, request.body.upTo)),
  );

  app.post(
    adminCloseConversation.path,
    { ...guard, schema: routeSchema(adminCloseConversation, docs('Close a conversation')) },
    async (request, reply) => reply.ok(await closeConversation(deps, currentOperator(request), request.params.id)),
  );
};
