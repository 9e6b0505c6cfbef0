import { z } from 'zod';
import {
  adminCollection,
  brandList,
  idParams,
  listEnvelope,
  merchantQuery,
  okEnvelope as ok,
  queryInt,
} from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../language.schema.ts';
import { resourceLabelsSchema } from '../system/status.contract.ts';
import { siteLink } from '../site-link.schema.ts';
import { noMarkup, plainText, text } from '../text.ts';
import {
  RESOURCE_TYPES,
  announcementTypeSchema,
  bannerGroupSchema,
  contentLanguageSchema,
  linkageSchema,
  multilineText,
  scheduleRowSchema,
  scheduleSchema,
} from './content.schema.ts';

/**
 * The list / create / update / delete endpoints of the content kind at /admin/api/content/`name`
 * (adminCollection), on the brand an operator acts on; `listQuery` where its list takes filters.
 */
function contentCollection<
  Name extends string,
  Item extends z.ZodType,
  Input extends z.ZodType,
  ListQuery extends z.ZodType = typeof merchantQuery,
>(name: Name, item: Item, input: Input, listQuery?: ListQuery) {
  return adminCollection(`/admin/api/content/${name}` as const, { item, input, query: merchantQuery, listQuery });
}

const adminBannerSchema = z.object({
  id: z.number().int(),
  groupName: bannerGroupSchema,
  language: languageSchema.nullable(),
  title: z.string(),
  imageId: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  linkageType: z.string(),
  linkage: z.string(),
  ...scheduleRowSchema.shape,
  url: z.string(),
});

export const bannerInputSchema = z
  .object({
    groupName: bannerGroupSchema,
    language: contentLanguageSchema,
    title: plainText().trim().max(120).default(''),
    imageId: z.number().int().positive(),
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
  })
  .extend(linkageSchema.shape)
  .extend(scheduleSchema.shape);
export type BannerInput = z.infer<typeof bannerInputSchema>;

const bannerListQuery = merchantQuery.extend({ groupName: bannerGroupSchema.optional() });
export const adminBanners = contentCollection('banners', adminBannerSchema, bannerInputSchema, bannerListQuery);

/** POST /admin/api/content/images: the body is the file (png, jpg or webp; the bytes are checked). */
export const adminUploadImage = endpoint('POST', '/admin/api/content/images', {
  query: merchantQuery,
  response: envelope(
    z.object({ id: z.number().int(), width: z.number().int(), height: z.number().int(), mime: z.string() }),
  ),
});

const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  type: announcementTypeSchema,
  language: languageSchema.nullable(),
  title: z.string(),
  content: z.string(),
  popup: z.boolean(),
  enabled: z.boolean(),
  ...scheduleRowSchema.shape,
  createdAt: z.string(),
});
export const announcementInputSchema = z
  .object({
    type: announcementTypeSchema,
    language: contentLanguageSchema,
    title: plainText().trim().min(1).max(200),
    /** HTML; sanitised before it is stored. */
    content: multilineText().max(50_000),
    popup: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .extend(scheduleSchema.shape);
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const adminAnnouncements = contentCollection('announcements', adminAnnouncementSchema, announcementInputSchema);

const adminHelpArticleSchema = z.object({
  id: z.number().int(),
  language: languageSchema,
  category: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export const helpArticleInputSchema = z.object({
  language: languageSchema,
  category: plainText().trim().min(1).max(60),
  slug: text()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable()
    .default(null),
  title: plainText().trim().min(1).max(200),
  content: multilineText().max(100_000),
  sort: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

export const adminHelpArticles = contentCollection('help', adminHelpArticleSchema, helpArticleInputSchema);

const adminResourceSchema = z.object({
  name: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
  labels: resourceLabelsSchema,
  resourceType: z.string(),
  qrCodeUrl: z.string().nullable(),
  sort: z.number().int(),
});
export const resourceInputSchema = z.object({
  url: siteLink(),
  labelNameEn: plainText().trim().min(1).max(80),
  /** The label in other languages the brand offers; a missing one reads labelNameEn. */
  labels: z.partialRecord(languageSchema, plainText().trim().min(1).max(80)).default({}),
  resourceType: z.enum(RESOURCE_TYPES),
  qrCodeUrl: siteLink().nullable().default(null),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type ResourceInput = z.infer<typeof resourceInputSchema>;
const resourceNameParams = z.object({ name: text().regex(/^[A-Za-z0-9_-]{1,40}$/) });

export const adminListResources = brandList('/admin/api/content/resources', adminResourceSchema);
export const adminPutResource = endpoint('PUT', '/admin/api/content/resources/:name', {
  params: resourceNameParams,
  query: merchantQuery,
  body: resourceInputSchema,
  response: envelope(adminResourceSchema),
});
export const adminDeleteResource = endpoint('DELETE', '/admin/api/content/resources/:name', {
  params: resourceNameParams,
  query: merchantQuery,
  response: ok,
});

const supportPositionSchema = z.object({ position: z.string(), type: z.number().int(), path: z.string() });
export const adminListSupport = brandList('/admin/api/content/support', supportPositionSchema);
export const adminPutSupport = endpoint('PUT', '/admin/api/content/support/:position', {
  params: z.object({ position: text().regex(/^[A-Z0-9_-]{1,40}$/) }),
  query: merchantQuery,
  body: z.object({
    type: z.number().int().min(1).max(9),
    path: siteLink(),
  }),
  response: envelope(supportPositionSchema),
});
/** Takes the brand's own support position away (a position the brand's config names then shows again). */
export const adminDeleteSupport = endpoint('DELETE', '/admin/api/content/support/:position', {
  params: z.object({ position: text().regex(/^[A-Z0-9_-]{1,40}$/) }),
  query: merchantQuery,
  response: ok,
});

/**
 * POST /admin/api/content/preview: an editor's HTML as the site will show it, through the same
 * sanitiser that runs when it is stored and read, so the preview is what members will see.
 */
export const adminPreviewContent = endpoint('POST', '/admin/api/content/preview', {
  body: z.object({ html: multilineText().max(100_000) }),
  response: envelope(z.object({ html: z.string() })),
});

const feedbackRowSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  content: z.string(),
  phone: z.string().nullable(),
  /** The language the sender was reading the site in. */
  language: languageSchema,
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The operator who handled it (null: from the command line) and what they noted, if anything. */
  handledBy: z.string().nullable(),
  note: z.string().nullable(),
  /** The operator's one reply (null: none yet), who wrote it and when. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
  /** Where the reply went: the member's platform inbox, or nowhere (a visitor's feedback has no member). */
  replyDelivery: z.enum(['inbox', 'no_member']).nullable(),
});
export type AdminFeedbackRow = z.infer<typeof feedbackRowSchema>;
export const adminListFeedback = endpoint('GET', '/admin/api/content/feedback', {
  query: merchantQuery.extend({
    open: z.enum(['1', '0']).optional(),
    limit: queryInt(200, 50),
  }),
  response: listEnvelope(feedbackRowSchema),
});
export const FEEDBACK_NOTE_MAX = 1000;
/**
 * Handled once; the operator may note what was done (a reply given by chat, a bug filed). No body
 * at all (the command line's way, and a plain POST) is a mark without a note.
 */
export const adminHandleFeedback = endpoint('POST', '/admin/api/content/feedback/:id/handled', {
  params: idParams,
  body: z.preprocess(
    (body) => body ?? {},
    z.object({ note: multilineText().trim().max(FEEDBACK_NOTE_MAX).optional() }).strict(),
  ),
  response: ok,
});

export const FEEDBACK_REPLY_MAX = 2000;
/**
 * POST /admin/api/content/feedback/:id/reply: the operator's one reply, plain text (markup is
 * refused). A member's feedback gets it in their platform inbox; a visitor's keeps it undelivered.
 * A second reply is 409 `feedback.already_replied`. Answers the feedback as it now stands.
 */
export const adminReplyFeedback = endpoint('POST', '/admin/api/content/feedback/:id/reply', {
  params: idParams,
  body: z.object({ reply: multilineText().trim().min(1).max(FEEDBACK_REPLY_MAX).check(noMarkup) }).strict(),
  response: envelope(feedbackRowSchema),
});
