/*
 * The demo brand's seeded words, one dictionary per language with the same keys (the types make a
 * missing key a compile error), so every page reads in one language: no English banner on the
 * Portuguese site. Markup in `content` is the help and announcement HTML the sanitiser allows.
 */

export type AnnouncementKey =
  | 'responsible'
  | 'vendors'
  | 'welcomeBonus'
  | 'maintenance'
  | 'verifyPhone'
  | 'lotteryDraws'
  | 'bonusProgress'
  | 'withdrawals'
  | 'fairRound'
  | 'languages'
  | 'limits'
  | 'welcome';

export type BannerKey =
  'welcome' | 'lottery' | 'inhouse' | 'app' | 'crash' | 'promotions' | 'mall' | 'help' | 'join' | 'aboard';

export type HelpKey = 'register' | 'forgot' | 'deposit' | 'withdrawal' | 'fair' | 'notLoaded' | 'protocol' | 'terms';

/** The demo brand's named resources (app download, links, payment methods), labelled per language. */
export type ResourceKey =
  'android' | 'ios' | 'affiliate' | 'support' | 'card' | 'bank' | 'instant' | 'wallet' | 'crypto' | 'voucher';

export type HelpCategory = 'account' | 'money' | 'games' | 'agreements';

/** `[title, html]` for announcements and help, `[headline, subline]` for banners (drawn into their art). */
export type DemoTexts = {
  announcements: Record<AnnouncementKey, [title: string, content: string]>;
  banners: Record<BannerKey, [headline: string, subline: string]>;
  resources: Record<ResourceKey, string>;
  helpCategories: Record<HelpCategory, string>;
  help: Record<HelpKey, [title: string, content: string]>;
};
