import type { Generated } from 'kysely';

/** Messages to one member: the "platform information" inbox (migration 0005). */
export interface InboxMessagesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** A template name (rendered in the reader's language at read time) or "custom". */
  template: string;
  /** As rendered in the member's language when sent. */
  title: string;
  body: string;
  /** JSON object of placeholder values: merchant, currency, amount, … */
  params: string;
  read_at: string | null;
  created_at: string;
}

export interface InboxTables {
  inbox_messages: InboxMessagesTable;
}
