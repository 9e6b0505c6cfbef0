import { z } from 'zod';
import { pageNoParam, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';

/** Notification templates (payments, account lock-outs, feedback replies); placeholders {merchant} {currency} {amount} {text}. */
export const INBOX_TEMPLATES = [
  'deposit_credited',
  'withdrawal_approved',
  'withdrawal_rejected',
  'deposit_failed',
  'login_locked',
  'payment_password_locked',
  /** An operator's reply to the member's feedback: placeholder {text}, the reply as written. */
  'feedback_reply',
] as const;
export type InboxTemplate = (typeof INBOX_TEMPLATES)[number];

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  timestamp: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /wps/relay/MCSFE_getInboxMessages?pageNo&pageSize (token): newest first, in the Language of the request. */
export const getInboxMessages = endpoint('GET', '/wps/relay/MCSFE_getInboxMessages', {
  query: z.object({
    pageNo: pageNoParam,
    pageSize: queryInt(50, 10),
  }),
  response: envelope(
    z.object({
      list: z.array(inboxMessageSchema),
      totalPages: z.number().int(),
      total: z.number().int(),
      unReadCount: z.number().int(),
    }),
  ),
});

/** PUT /wps/relay/MCSFE_readInboxMessage (token): one message ({ id }) or all ({ all: true }). */
export const readInboxMessage = endpoint('PUT', '/wps/relay/MCSFE_readInboxMessage', {
  body: z.union([z.object({ id: z.number().int().positive() }), z.object({ all: z.literal(true) })]),
  response: envelope(z.object({ updated: z.number().int(), unReadCount: z.number().int() })),
});

/** GET /wps/relay/CSP_unreadCount (token). */
export const getUnreadCount = endpoint('GET', '/wps/relay/CSP_unreadCount', {
  response: envelope(z.object({ unReadCount: z.number().int() })),
});
