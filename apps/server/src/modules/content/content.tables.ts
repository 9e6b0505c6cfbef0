import type { Generated } from 'kysely';
import type { Language } from '@arcadia/contracts';

/** Content tables (migration 0030). Booleans are 0/1, times ISO-8601 UTC text, null language = all. */
export interface ContentImagesTable {
  id: Generated<number>;
  merchant_id: number;
  mime: string;
  width: number;
  height: number;
  bytes: Buffer;
  created_at: string;
}

export interface ContentImageVariantsTable {
  image_id: number;
  variant: string;
  bytes: Buffer;
}

export interface ContentBannersTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  language: string | null;
  title: string;
  image_id: number;
  sort: number;
  enabled: number;
  linkage_type: string;
  linkage: string;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContentAnnouncementsTable {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  language: string | null;
  title: string;
  content: string;
  popup: number;
  enabled: number;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContentHelpArticlesTable {
  id: Generated<number>;
  merchant_id: number;
  language: string;
  category: string;
  slug: string | null;
  title: string;
  content: string;
  sort: number;
  enabled: number;
  updated_at: string;
}

export interface ContentFeedbackTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  content: string;
  phone: string | null;
  /** The request's language: only ever one the site speaks. */
  language: Language;
  ip: string;
  created_at: string;
  handled_at: string | null;
  handled_by: number | null;
  /** What the operator who handled it noted (0370). */
  note: string | null;
  /** The operator's one reply, plain text, when and by whom (0390). */
  reply: string | null;
  replied_at: string | null;
  replied_by: number | null;
  /** The inbox message that delivered the reply; null for a visitor's feedback (no member to deliver to). */
  reply_message_id: number | null;
}

export interface ContentResourcesTable {
  merchant_id: number;
  name: string;
  url: string;
  label_name_en: string;
  /** JSON: language → label (the visitor's language, falling back to label_name_en). */
  labels: Generated<string>;
  resource_type: string;
  qr_code_url: string | null;
  sort: number;
}

export interface ContentSupportTable {
  merchant_id: number;
  position: string;
  type: number;
  path: string;
}

export interface ContentTables {
  content_images: ContentImagesTable;
  content_image_variants: ContentImageVariantsTable;
  content_banners: ContentBannersTable;
  content_announcements: ContentAnnouncementsTable;
  content_help_articles: ContentHelpArticlesTable;
  content_feedback: ContentFeedbackTable;
  content_resources: ContentResourcesTable;
  content_support: ContentSupportTable;
}
