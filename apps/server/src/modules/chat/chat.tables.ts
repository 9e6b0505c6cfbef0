import type { Generated } from 'kysely';

/** Customer-service chat (migration 0070). */
export interface ChatConversationsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  queue: 'normal' | 'vip';
  status: 'open' | 'closed';
  /** The operator who last answered; null until one does. */
  operator_id: number | null;
  /** A preview of the last line, for the operators' list. */
  last_message: Generated<string>;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  member_id: number;
  sender: 'member' | 'operator';
  operator_id: number | null;
  text: string;
  attachment_id: number | null;
  created_at: string;
}

export interface ChatAttachmentsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** Unguessable: the URL an <img> loads carries it instead of a token. */
  key: string;
  mime: string;
  width: number;
  height: number;
  bytes: Buffer;
  created_at: string;
}

export interface ChatReadMarksTable {
  conversation_id: number;
  reader: 'member' | 'operator';
  last_read_id: number;
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chat_read_marks: ChatReadMarksTable;
}
