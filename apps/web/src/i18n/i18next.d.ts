import 'i18next';
import type pt from './locales/pt.json';
import type moneyPt from './locales/money/pt.json';
import type gamesPt from './locales/games/pt.json';
import type fairPt from './locales/fair/pt.json';
import type lotteryPt from './locales/lottery/pt.json';
import type contentPt from './locales/content/pt.json';
import type chatPt from './locales/chat/pt.json';
import type contractsPt from './locales/contracts/pt.json';
import type pointsPt from './locales/points/pt.json';
import type promotionsPt from './locales/promotions/pt.json';
import type rebatesPt from './locales/rebates/pt.json';
import type missionsPt from './locales/missions/pt.json';
import type referralsPt from './locales/referrals/pt.json';
import type rewardsPt from './locales/rewards/pt.json';

// Typed keys: a misspelt t('...') key is a compile error. pt is the reference dictionary; the
// money and game areas' texts load with those areas (see money-texts.ts, games-texts.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof pt &
        typeof moneyPt &
        typeof gamesPt &
        typeof fairPt &
        typeof lotteryPt &
        typeof contentPt &
        typeof chatPt &
        typeof contractsPt &
        typeof pointsPt &
        typeof promotionsPt &
        typeof rebatesPt &
        typeof missionsPt &
        typeof referralsPt &
        typeof rewardsPt;
    };
    returnNull: false;
  }
}
