import type { Language } from '@arcadia/contracts';
import type { DemoTexts } from './demo-texts.types.ts';
import { EN } from './en.ts';
import { ID } from './id.ts';
import { PT } from './pt.ts';
import { TH } from './th.ts';
import { VI } from './vi.ts';
import { ZH } from './zh.ts';

export type { AnnouncementKey, BannerKey, DemoTexts, HelpCategory, HelpKey, ResourceKey } from './demo-texts.types.ts';

/** The demo brand's seeded words in every language the product speaks. */
export const DEMO_TEXTS: Record<Language, DemoTexts> = { en: EN, pt: PT, zh: ZH, id: ID, th: TH, vi: VI };
