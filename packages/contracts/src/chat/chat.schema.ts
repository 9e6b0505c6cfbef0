import { z } from 'zod';
import { multilineText } from '../content/content.schema.ts';

/** Members whose club rank is above this are served in the VIP queue (spec: rank level above 4). */
export const CHAT_VIP_RANK_ABOVE = 4;
export const CHAT_QUEUES = ['normal', 'vip'] as const;
export type ChatQueue = (typeof CHAT_QUEUES)[number];
export const chatQueueSchema = z.enum(CHAT_QUEUES);
export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** Attachments: png, jpg or webp, at most this many bytes (checked by their content). */
export const CHAT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/**
 * A chat line. Short enough that an event carrying it fits one PostgreSQL NOTIFY (8000 bytes)
 * even in a script of three UTF-8 bytes a character.
 */
export const CHAT_TEXT_MAX = 1000;
export const chatTextSchema = multilineText().trim().min(1).max(CHAT_TEXT_MAX);

export const chatSenderSchema = z.enum(['member', 'operator']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

export const chatAttachmentSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: chatSenderSchema,
  /** The operator's name for operator lines; the member's nickname for theirs. */
  senderName: z.string(),
  text: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  queue: chatQueueSchema,
  status: z.enum(CHAT_STATUSES),
  memberId: z.number().int(),
  memberName: z.string(),
  operatorName: z.string().nullable(),
  /** Lines from the other side the viewer has not read yet. */
  unread: z.number().int(),
  lastMessage: z.string(),
  updatedAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** What a socket sends: the first message must be `auth` (browsers cannot set headers on a WebSocket). */
export const chatClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(200) }),
  z.object({ type: z.literal('send'), text: chatTextSchema, conversationId: z.number().int().optional() }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int().optional() }),
  z.object({ type: z.literal('read'), upTo: z.number().int().positive(), conversationId: z.number().int().optional() }),
]);
export type ChatClientEvent = z.infer<typeof chatClientEventSchema>;

/** What the server sends on a chat socket. */
export const chatServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), unReadCount: z.number().int() }),
  z.object({ type: z.literal('message'), message: chatMessageSchema, queue: chatQueueSchema }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int(), sender: chatSenderSchema }),
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int(),
    reader: chatSenderSchema,
    upTo: z.number().int(),
  }),
  z.object({ type: z.literal('closed'), conversationId: z.number().int() }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type ChatServerEvent = z.infer<typeof chatServerEventSchema>;
