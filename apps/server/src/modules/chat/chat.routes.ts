import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_PATH,
  getChatHistory,
  getChatUnreadCount,
  getChatUrl,
  markChatRead,
  sendChatMessage,
  text,
  uploadChatAttachment,
} from '@arcadia/contracts';
import { rawBodyParser } from '../../http/raw-body.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { imagesPort } from '../content/images.port.ts';
import {
  attachment,
  chatQueueOf,
  chatUrl,
  markReadByMember,
  memberHistory,
  memberUnread,
  sendFromMember,
  type ChatDeps,
} from './chat.usecases.ts';

const tags = ['chat'];
const docs = (summary: string) => ({ tags, summary, signedIn: true });
/** A person types a few lines a minute; this stops a script flooding the operators. */
const sendLimit = { rateLimit: { max: 40, timeWindow: '1 minute' } };

/** The member's side of the customer-service chat over HTTP (the live part is chat-live.routes.ts). */
export const chatRoutes: FastifyPluginAsyncZod<ChatDeps> = async (app, deps) => {
  const { db } = deps;
  const member = { onRequest: app.requireMember };
  // Pictures arrive as the request body itself (no multipart); their bytes decide what they are.
  rawBodyParser(
    app,
    ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'],
    CHAT_ATTACHMENT_MAX_BYTES,
    () => imagesPort.tooLarge(CHAT_ATTACHMENT_MAX_BYTES),
  );

  app.post(
    getChatUrl.path,
    {
      ...member,
      schema: routeSchema(getChatUrl, docs('The chat URL: our own chat page (b2c 1, title, language, headerColor)')),
    },
    async (request, reply) => reply.ok(await chatUrl(db, currentMember(request), request.body)),
  );

  app.get(
    getChatUnreadCount.path,
    { ...member, schema: routeSchema(getChatUnreadCount, docs('Chat lines from customer service not read yet')) },
    async (request, reply) => {
      const who = currentMember(request);
      await chatQueueOf(db, who);
      return reply.ok({ unReadCount: await memberUnread(db, who) });
    },
  );

  app.get(
    getChatHistory.path,
    { ...member, schema: routeSchema(getChatHistory, docs('The member’s own chat history, oldest first')) },
    async (request, reply) => reply.ok(await memberHistory(db, currentMember(request), request.query)),
  );

  app.post(
    sendChatMessage.path,
    { ...member, config: sendLimit, schema: routeSchema(sendChatMessage, docs('Write to customer service')) },
    async (request, reply) => reply.ok(await sendFromMember(deps, currentMember(request), request.body)),
  );

  app.post(
    uploadChatAttachment.path,
    {
      ...member,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        ...routeSchema(uploadChatAttachment, docs('Send a picture (body: png, jpg or webp, at most 2 MB)')),
        querystring: z.object({ text: text().trim().max(200).default('') }),
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw imagesPort.notAnImage();
      const line = { text: request.query.text, attachment: request.body };
      return reply.ok(await sendFromMember(deps, currentMember(request), line));
    },
  );

  app.put(
    markChatRead.path,
    { ...member, schema: routeSchema(markChatRead, docs('Mark customer-service lines read up to an id')) },
    async (request, reply) =>
      reply.ok({ unReadCount: await markReadByMember(deps, currentMember(request), request.body.upTo) }),
  );

  app.get(
    `${CHAT_ATTACHMENT_PATH}/:file`,
    {
      schema: {
        tags,
        summary: 'A chat picture (WebP, re-encoded on upload) by its unguessable key',
        params: z.object({ file: text().regex(/^[A-Za-z0-9_-]{32}\.webp$/) }),
      },
    },
    async (request, reply) => {
      const found = await attachment(db, request.merchant.id, request.params.file.slice(0, -5));
      return reply
        .header('content-type', found.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(found.bytes);
    },
  );
};
