import { vendorsRepository } from './vendors.repository.ts';

/** Adding a brand's game vendors (their transfer wallets) from outside the wallet module: the seed. */
export const vendorsPort = { insert: vendorsRepository.insert };
export type { NewGameVendor } from './vendors.repository.ts';
