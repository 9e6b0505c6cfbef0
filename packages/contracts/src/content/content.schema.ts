import { z } from 'zod';
import { languageSchema } from '../language.schema.ts';
import { hasControlCharacters, text } from '../text.ts';
import { LINKAGE_TYPES } from './linkage.ts';

/** Banner groups: which routes show which banners (portal.md section 2). */
export const BANNER_GROUPS = ['hot', 'download', 'promotion', 'shop', 'help', 'register', 'w_reg'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
export const bannerGroupSchema = z.enum(BANNER_GROUPS);

/** Announcement types: B banner ticker, PL player, PU popup, PR promotion, H help. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);

/** Resource types of the named resources (app download, social, affiliate, support, payment icons). */
export const RESOURCE_TYPES = ['app', 'social', 'affiliate', 'support', 'payment', 'link'] as const;

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_VARIANTS = { desktop: { width: 1280, height: 400 }, phone: { width: 750, height: 300 } } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/**
 * Text that may span lines (HTML bodies, feedback): tabs and line breaks are fine, every other
 * control character (NUL above all) is refused like in `text()`.
 */
export const multilineText = () =>
  z.string().refine((value) => !hasControlCharacters(value.replace(/[\t\r\n]/g, ' ')), 'validation.invalid');

/** An ISO-8601 instant, or null for "no bound". */
export const instantSchema = text().datetime({ offset: true }).nullable();

export const linkageSchema = z.object({
  linkageType: z.enum(LINKAGE_TYPES),
  /** URL (http/https), route (/path), game (vendor:gameCode) or promotion id; empty for none. */
  linkage: text().max(500).default(''),
});

export const scheduleSchema = z.object({
  startsAt: instantSchema.default(null),
  endsAt: instantSchema.default(null),
});

/** The schedule as a stored row answers it: ISO instants, null where the window is open. */
export const scheduleRowSchema = z.object({
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});

/** Null language = shown in every language. */
export const contentLanguageSchema = languageSchema.nullable().default(null);
