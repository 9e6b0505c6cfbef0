import { vendorsRepository } from './vendors.repository.ts';

/**
 * A brand's game vendors as the wallet sees them (wallet mode, enabled) for its transfers and
 * balances, and adding them (the seed). The catalogue owns `game_vendors`; other modules read and
 * write it only through here.
 */
export const vendorsPort = {
  list: vendorsRepository.list,
  findByCode: vendorsRepository.findByCode,
  insert: vendorsRepository.insert,
};
export type { GameVendor, NewGameVendor, WalletMode } from './vendors.repository.ts';
