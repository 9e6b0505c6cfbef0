import { z } from 'zod';
import { listEnvelope, pageOf, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { noMarkup, plainText, text } from '../text.ts';
import { ANNOUNCEMENT_TYPES, announcementTypeSchema, bannerGroupSchema, multilineText } from './content.schema.ts';
import { LINKAGE_TYPES } from './linkage.ts';

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: bannerGroupSchema,
  title: z.string(),
  /** Desktop image (1280x400); phoneUrl is the 750x300 cut of the same picture. */
  url: z.string(),
  phoneUrl: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /wps/system/banners?groupName=hot: the live banners of one group, in order, for the Language. */
export const getBanners = endpoint('GET', '/wps/system/banners', {
  query: z.object({ groupName: bannerGroupSchema.default('hot') }),
  response: listEnvelope(bannerSchema),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Sanitised HTML (allow-listed tags only); the web sanitises it once more before rendering. */
  content: z.string(),
  timestamp: z.string(),
  popup: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

const typesList = text()
  .max(40)
  .default('B,PL,PU,PR,H')
  .transform((v) => v.split(',').map((s) => s.trim().toUpperCase()))
  .pipe(z.array(announcementTypeSchema).min(1));

/**
 * GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B: the live
 * announcements, newest first. `list` is one page of all requested types (the modal, 9 a page);
 * the notice response groups every live one by kind: player, banners, popup, promotion (and help).
 */
export const getAnnouncements = endpoint('GET', '/wps/relay/MCSFE_getListAnnouncements', {
  query: z.object({
    types: typesList,
    platform: z.literal('W').default('W'),
    execution: z.literal('B').default('B'),
    pageNo: queryInt(10_000, 1),
    pageSize: queryInt(50, 9),
  }),
  response: envelope(
    pageOf(noticeSchema).extend({
      player: z.array(noticeSchema),
      banners: z.array(noticeSchema),
      popup: z.array(noticeSchema),
      promotion: z.array(noticeSchema),
      help: z.array(noticeSchema),
    }),
  ),
});

export const helpArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export const helpCategorySchema = z.object({ category: z.string(), articles: z.array(helpArticleSchema) });
export type HelpCategory = z.infer<typeof helpCategorySchema>;
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/**
 * GET /wps/system/helpCenter?keyword=&slug=: help categories with their articles in the Language
 * (falling back to the brand's default language). `keyword` searches titles and text; `slug`
 * picks one page such as `protocol` (user agreement) or `terms`.
 */
export const getHelpCenter = endpoint('GET', '/wps/system/helpCenter', {
  query: z.object({
    keyword: text().trim().max(60).optional(),
    slug: text()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
  }),
  response: envelope(z.object({ categories: z.array(helpCategorySchema) })),
});

/** PUT /wps/feedback: no login needed (a member token, when sent, ties it to the member). Rate limited. */
export const putFeedback = endpoint('PUT', '/wps/feedback', {
  body: z.object({
    content: multilineText().check(noMarkup).max(5000),
    phone: plainText().max(30).optional(),
  }),
  response: envelope(z.object({ id: z.number().int() })),
});

export const supportPathSchema = z.object({
  type: z.number().int(),
  /** base64 of the UTF-8 link; the client decodes it (accounts.md section 3). */
  path: z.string(),
  position: z.string(),
});

/** GET /wps/system/supportService: the support service configuration, value.version.pathList. */
export const getSupportService = endpoint('GET', '/wps/system/supportService', {
  response: envelope(z.object({ version: z.object({ pathList: z.array(supportPathSchema) }) })),
});
