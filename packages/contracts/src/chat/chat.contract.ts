import { z } from 'zod';
import { idParams, listEnvelope, okEnvelope, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../language.schema.ts';
import { plainText, text } from '../text.ts';
import { chatConversationSchema, chatMessageSchema, chatQueueSchema, chatTextSchema } from './chat.schema.ts';

/** The member's chat page (apps/web route): what chatUrl points to, and the iframe the portal shows. */
export const CHAT_PAGE_PATH = '/chat';
/** The member's live chat socket (first message `{ type: 'auth', token }`). */
export const CHAT_LIVE_PATH = '/wps/chat/live';
/** The operators' live socket: every conversation of the queues and brands the operator may read. */
export const ADMIN_CHAT_LIVE_PATH = '/admin/api/chat/live';
/** Attachments are served re-encoded under an unguessable key: an <img> cannot send a token. */
export const CHAT_ATTACHMENT_PATH = '/wps/chat/attachments';

const unread = envelope(z.object({ unReadCount: z.number().int() }));

/** POST /wps/relay/CSP_getChatUrl (token): the chat URL call of the spec; answers our own chat page. */
export const getChatUrl = endpoint('POST', '/wps/relay/CSP_getChatUrl', {
  body: z.object({
    b2c: z.literal(1),
    title: plainText().trim().max(60).default(''),
    language: languageSchema.optional(),
    headerColor: text()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
  }),
  response: envelope(z.object({ chatUrl: z.string(), queue: chatQueueSchema })),
});

/** GET /wps/relay/CSP_chatUnreadCount (token): the chat unread call — operator lines not read yet. */
export const getChatUnreadCount = endpoint('GET', '/wps/relay/CSP_chatUnreadCount', {
  response: unread,
});

/** GET /wps/chat/messages (token): the member's own history across their conversations, newest page first. */
export const getChatHistory = endpoint('GET', '/wps/chat/messages', {
  query: z.object({
    beforeId: z.coerce.number().int().positive().optional(),
    pageSize: queryInt(100, 50),
  }),
  response: envelope(
    z.object({
      /** Oldest first. */
      list: z.array(chatMessageSchema),
      hasMore: z.boolean(),
      unReadCount: z.number().int(),
      queue: chatQueueSchema,
    }),
  ),
});

/** POST /wps/chat/messages (token): a line from the member (also possible over the socket). */
export const sendChatMessage = endpoint('POST', '/wps/chat/messages', {
  body: z.object({ text: chatTextSchema }),
  response: envelope(chatMessageSchema),
});

/** POST /wps/chat/attachments (token): the request body is the image itself (png, jpg, webp). */
export const uploadChatAttachment = endpoint('POST', CHAT_ATTACHMENT_PATH, { response: envelope(chatMessageSchema) });

/** PUT /wps/chat/read (token): the member has read the operator lines up to this id. */
export const markChatRead = endpoint('PUT', '/wps/chat/read', {
  body: z.object({ upTo: z.number().int().positive() }),
  response: unread,
});

// ---- Operators (/admin/api/chat, roles admin and support) ----

/** :id of a conversation. */
const conversationParams = idParams;

export const adminListConversations = endpoint('GET', '/admin/api/chat/conversations', {
  query: z.object({
    queue: chatQueueSchema.optional(),
    status: z.enum(['open', 'closed']).default('open'),
  }),
  response: listEnvelope(chatConversationSchema),
});

export const adminGetConversation = endpoint('GET', '/admin/api/chat/conversations/:id', {
  params: conversationParams,
  response: envelope(z.object({ conversation: chatConversationSchema, list: z.array(chatMessageSchema) })),
});

export const adminReplyConversation = endpoint('POST', '/admin/api/chat/conversations/:id/messages', {
  params: conversationParams,
  body: z.object({ text: chatTextSchema }),
  response: envelope(chatMessageSchema),
});

export const adminReadConversation = endpoint('PUT', '/admin/api/chat/conversations/:id/read', {
  params: conversationParams,
  body: z.object({ upTo: z.number().int().positive() }),
  response: envelope(z.object({ unread: z.number().int() })),
});

export const adminCloseConversation = endpoint('POST', '/admin/api/chat/conversations/:id/close', {
  params: conversationParams,
  response: okEnvelope,
});
