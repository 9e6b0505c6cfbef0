import type referralsPt from './locales/referrals/pt.json';
import { createTextBundle } from './lazy-texts';

/** The member centre's invite-friends page texts (locales/referrals), loaded with that page. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof referralsPt }>('./locales/referrals/*.json'),
  (language) => `./locales/referrals/${language}.json`,
);

export const loadReferralTexts = bundle.load;
export const useReferralTexts = bundle.useReady;
