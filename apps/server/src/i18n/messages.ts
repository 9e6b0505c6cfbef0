import { LANGUAGES, normaliseLanguage, type Language } from '@arcadia/contracts';
import { en } from './en.ts';
import { pt } from './pt.ts';
import { zh } from './zh.ts';
import { id } from './id.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';
import { accountsEn } from './accounts/en.ts';
import { accountsPt } from './accounts/pt.ts';
import { accountsZh } from './accounts/zh.ts';
import { accountsId } from './accounts/id.ts';
import { accountsTh } from './accounts/th.ts';
import { accountsVi } from './accounts/vi.ts';
import { walletEn } from './wallet/en.ts';
import { walletPt } from './wallet/pt.ts';
import { walletZh } from './wallet/zh.ts';
import { walletId } from './wallet/id.ts';
import { walletTh } from './wallet/th.ts';
import { walletVi } from './wallet/vi.ts';
import { paymentsEn } from './payments/en.ts';
import { paymentsPt } from './payments/pt.ts';
import { paymentsZh } from './payments/zh.ts';
import { paymentsId } from './payments/id.ts';
import { paymentsTh } from './payments/th.ts';
import { paymentsVi } from './payments/vi.ts';
import { gamesEn } from './games/en.ts';
import { gamesPt } from './games/pt.ts';
import { gamesZh } from './games/zh.ts';
import { gamesId } from './games/id.ts';
import { gamesTh } from './games/th.ts';
import { gamesVi } from './games/vi.ts';
import { lotteryEn } from './lottery/en.ts';
import { lotteryPt } from './lottery/pt.ts';
import { lotteryZh } from './lottery/zh.ts';
import { lotteryId } from './lottery/id.ts';
import { lotteryTh } from './lottery/th.ts';
import { lotteryVi } from './lottery/vi.ts';
import { bgsEn } from './bgs/en.ts';
import { bgsPt } from './bgs/pt.ts';
import { bgsZh } from './bgs/zh.ts';
import { bgsId } from './bgs/id.ts';
import { bgsTh } from './bgs/th.ts';
import { bgsVi } from './bgs/vi.ts';
import { contentEn } from './content/en.ts';
import { contentPt } from './content/pt.ts';
import { contentZh } from './content/zh.ts';
import { contentId } from './content/id.ts';
import { contentTh } from './content/th.ts';
import { contentVi } from './content/vi.ts';
import { chatEn } from './chat/en.ts';
import { chatPt } from './chat/pt.ts';
import { chatZh } from './chat/zh.ts';
import { chatId } from './chat/id.ts';
import { chatTh } from './chat/th.ts';
import { chatVi } from './chat/vi.ts';
import { agentsEn } from './agents/en.ts';
import { agentsPt } from './agents/pt.ts';
import { agentsZh } from './agents/zh.ts';
import { agentsId } from './agents/id.ts';
import { agentsTh } from './agents/th.ts';
import { agentsVi } from './agents/vi.ts';
import { agentContractsEn } from './agent-contracts/en.ts';
import { agentContractsPt } from './agent-contracts/pt.ts';
import { agentContractsZh } from './agent-contracts/zh.ts';
import { agentContractsId } from './agent-contracts/id.ts';
import { agentContractsTh } from './agent-contracts/th.ts';
import { agentContractsVi } from './agent-contracts/vi.ts';
import { responsibleGamingEn } from './responsible-gaming/en.ts';
import { responsibleGamingPt } from './responsible-gaming/pt.ts';
import { responsibleGamingZh } from './responsible-gaming/zh.ts';
import { responsibleGamingId } from './responsible-gaming/id.ts';
import { responsibleGamingTh } from './responsible-gaming/th.ts';
import { responsibleGamingVi } from './responsible-gaming/vi.ts';
import { vipEn } from './vip/en.ts';
import { vipPt } from './vip/pt.ts';
import { vipZh } from './vip/zh.ts';
import { vipId } from './vip/id.ts';
import { vipTh } from './vip/th.ts';
import { vipVi } from './vip/vi.ts';
import { pointsEn } from './points/en.ts';
import { pointsPt } from './points/pt.ts';
import { pointsZh } from './points/zh.ts';
import { pointsId } from './points/id.ts';
import { pointsTh } from './points/th.ts';
import { pointsVi } from './points/vi.ts';
import { promotionsEn } from './promotions/en.ts';
import { promotionsPt } from './promotions/pt.ts';
import { promotionsZh } from './promotions/zh.ts';
import { promotionsId } from './promotions/id.ts';
import { promotionsTh } from './promotions/th.ts';
import { promotionsVi } from './promotions/vi.ts';
import { rebatesEn } from './rebates/en.ts';
import { rebatesPt } from './rebates/pt.ts';
import { rebatesZh } from './rebates/zh.ts';
import { rebatesId } from './rebates/id.ts';
import { rebatesTh } from './rebates/th.ts';
import { rebatesVi } from './rebates/vi.ts';
import { missionsEn } from './missions/en.ts';
import { missionsPt } from './missions/pt.ts';
import { missionsZh } from './missions/zh.ts';
import { missionsId } from './missions/id.ts';
import { missionsTh } from './missions/th.ts';
import { missionsVi } from './missions/vi.ts';
import { referralsEn } from './referrals/en.ts';
import { referralsPt } from './referrals/pt.ts';
import { referralsZh } from './referrals/zh.ts';
import { referralsId } from './referrals/id.ts';
import { referralsTh } from './referrals/th.ts';
import { referralsVi } from './referrals/vi.ts';

export type MessageKey =
  | keyof typeof en
  | keyof typeof accountsEn
  | keyof typeof walletEn
  | keyof typeof paymentsEn
  | keyof typeof gamesEn
  | keyof typeof lotteryEn
  | keyof typeof bgsEn
  | keyof typeof contentEn
  | keyof typeof chatEn
  | keyof typeof agentsEn
  | keyof typeof agentContractsEn
  | keyof typeof responsibleGamingEn
  | keyof typeof vipEn
  | keyof typeof pointsEn
  | keyof typeof promotionsEn
  | keyof typeof rebatesEn
  | keyof typeof missionsEn
  | keyof typeof referralsEn;
export type Dictionary = Record<MessageKey, string>;

/** Each area keeps its own message files; they merge here. */
export const DICTIONARIES: Record<Language, Dictionary> = {
  en: {
    ...en,
    ...accountsEn,
    ...walletEn,
    ...paymentsEn,
    ...gamesEn,
    ...lotteryEn,
    ...bgsEn,
    ...contentEn,
    ...chatEn,
    ...agentsEn,
    ...agentContractsEn,
    ...responsibleGamingEn,
    ...vipEn,
    ...pointsEn,
    ...promotionsEn,
    ...rebatesEn,
    ...missionsEn,
    ...referralsEn,
  },
  pt: {
    ...pt,
    ...accountsPt,
    ...walletPt,
    ...paymentsPt,
    ...gamesPt,
    ...lotteryPt,
    ...bgsPt,
    ...contentPt,
    ...chatPt,
    ...agentsPt,
    ...agentContractsPt,
    ...responsibleGamingPt,
    ...vipPt,
    ...pointsPt,
    ...promotionsPt,
    ...rebatesPt,
    ...missionsPt,
    ...referralsPt,
  },
  zh: {
    ...zh,
    ...accountsZh,
    ...walletZh,
    ...paymentsZh,
    ...gamesZh,
    ...lotteryZh,
    ...bgsZh,
    ...contentZh,
    ...chatZh,
    ...agentsZh,
    ...agentContractsZh,
    ...responsibleGamingZh,
    ...vipZh,
    ...pointsZh,
    ...promotionsZh,
    ...rebatesZh,
    ...missionsZh,
    ...referralsZh,
  },
  id: {
    ...id,
    ...accountsId,
    ...walletId,
    ...paymentsId,
    ...gamesId,
    ...lotteryId,
    ...bgsId,
    ...contentId,
    ...chatId,
    ...agentsId,
    ...agentContractsId,
    ...responsibleGamingId,
    ...vipId,
    ...pointsId,
    ...promotionsId,
    ...rebatesId,
    ...missionsId,
    ...referralsId,
  },
  th: {
    ...th,
    ...accountsTh,
    ...walletTh,
    ...paymentsTh,
    ...gamesTh,
    ...lotteryTh,
    ...bgsTh,
    ...contentTh,
    ...chatTh,
    ...agentsTh,
    ...agentContractsTh,
    ...responsibleGamingTh,
    ...vipTh,
    ...pointsTh,
    ...promotionsTh,
    ...rebatesTh,
    ...missionsTh,
    ...referralsTh,
  },
  vi: {
    ...vi,
    ...accountsVi,
    ...walletVi,
    ...paymentsVi,
    ...gamesVi,
    ...lotteryVi,
    ...bgsVi,
    ...contentVi,
    ...chatVi,
    ...agentsVi,
    ...agentContractsVi,
    ...responsibleGamingVi,
    ...vipVi,
    ...pointsVi,
    ...promotionsVi,
    ...rebatesVi,
    ...missionsVi,
    ...referralsVi,
  },
};

// ICU MessageFormat's plural argument, `{minutes, plural, one {# minuto} other {# minutos}}`, the
// subset the messages need: the form is chosen by the language's CLDR rules and `#` is the number.
const PLURAL = /\{(\w+), plural,((?:\s*(?:zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_FORM = /(zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

function pluralise(language: Language, template: string, params: Record<string, string | number>): string {
  return template.replace(PLURAL, (match, name: string, forms: string) => {
    const value = params[name];
    if (value === undefined) return match;
    const byCategory = new Map([...forms.matchAll(PLURAL_FORM)].map(([, category, text]) => [category, text ?? '']));
    const chosen =
      byCategory.get(new Intl.PluralRules(language).select(Number(value))) ?? byCategory.get('other') ?? '';
    return chosen.replace(/#/g, String(value));
  });
}

/** Localises a message code; unknown codes fall back to English, then to the code itself. */
export function translate(language: Language, code: string, params: Record<string, string | number> = {}): string {
  const dictionary = DICTIONARIES[language] as Record<string, string>;
  const template = dictionary[code] ?? (DICTIONARIES.en as Record<string, string>)[code] ?? code;
  // Plural forms and placeholders both start with a brace; most messages ("Success") have none.
  if (!template.includes('{')) return template;
  return pluralise(language, template, params).replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function pickLanguage(header: unknown, fallback: Language): Language {
  // A supported code sent as is (what the site sends) needs no normalising: read on every request.
  if (typeof header === 'string' && (LANGUAGES as readonly string[]).includes(header)) return header as Language;
  return normaliseLanguage(typeof header === 'string' ? header : null) ?? fallback;
}
