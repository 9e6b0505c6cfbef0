import type contractsPt from './locales/contracts/pt.json';
import { createTextBundle } from './lazy-texts';

/** The agent contracts' texts (locales/contracts), loaded with the contract entries of the agent centre. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof contractsPt }>('./locales/contracts/*.json'),
  (language) => `./locales/contracts/${language}.json`,
);

export const loadContractTexts = bundle.load;
export const useContractTexts = bundle.useReady;
