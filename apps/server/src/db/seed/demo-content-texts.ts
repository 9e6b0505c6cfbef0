import { LANGUAGES, type AnnouncementType, type Language } from '@arcadia/contracts';
import { DEMO_TEXTS, type AnnouncementKey, type HelpCategory, type HelpKey } from './demo-texts/index.ts';

type DemoAnnouncement = {
  type: AnnouncementType;
  language: Language;
  title: string;
  content: string;
  popup?: boolean;
};

/** Twelve announcements (more than one page of nine) of every type, oldest first; the newest pops up. */
const ANNOUNCEMENTS: [AnnouncementKey, AnnouncementType][] = [
  ['responsible', 'PL'],
  ['vendors', 'B'],
  ['welcomeBonus', 'PR'],
  ['maintenance', 'PL'],
  ['verifyPhone', 'H'],
  ['lotteryDraws', 'B'],
  ['bonusProgress', 'PR'],
  ['withdrawals', 'PL'],
  ['fairRound', 'H'],
  ['languages', 'PL'],
  ['limits', 'PL'],
  ['welcome', 'PU'],
];

/**
 * Every announcement once per language, each row tagged with its language, so a reader gets the
 * twelve in the site's language and never a row written in another (a row for every language,
 * language null, would show its one language on every site).
 */
export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = ANNOUNCEMENTS.flatMap(([key, type]) =>
  LANGUAGES.map((language) => {
    const [title, content] = DEMO_TEXTS[language].announcements[key];
    return { type, language, title, content, ...(type === 'PU' ? { popup: true } : {}) };
  }),
);

type DemoHelp = { language: Language; category: string; title: string; content: string; slug?: string };

const HELP: [HelpKey, HelpCategory, slug?: string][] = [
  ['register', 'account'],
  ['forgot', 'account'],
  ['deposit', 'money'],
  ['withdrawal', 'money'],
  ['fair', 'games'],
  ['notLoaded', 'games'],
  ['protocol', 'agreements', 'protocol'],
  ['terms', 'agreements', 'terms'],
];

/** The help articles, the user agreement (protocol) and the terms pages in every language. */
export const DEMO_HELP: DemoHelp[] = LANGUAGES.flatMap((language) =>
  HELP.map(([key, category, slug]) => {
    const texts = DEMO_TEXTS[language];
    const [title, content] = texts.help[key];
    return { language, category: texts.helpCategories[category], title, content, ...(slug ? { slug } : {}) };
  }),
);
