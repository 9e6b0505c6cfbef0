import { merchantsRepository } from './merchants.repository.ts';

/**
 * What other modules may read or change about brands, without reaching into
 * merchants.repository.ts: the brand list and its domains, one brand by code, its currency's
 * minor-unit places, and the two settings other modules own the rules of (maintenance for
 * site-access, region rules likewise).
 */
export const merchantsPort = {
  findByCode: merchantsRepository.findByCode,
  placesOf: merchantsRepository.placesOf,
  listAll: merchantsRepository.listAll,
  listDomains: merchantsRepository.listDomains,
  setMaintenance: merchantsRepository.setMaintenance,
  setRegion: merchantsRepository.setRegion,
  setTimeZone: merchantsRepository.setTimeZone,
};

/** The brands by host, kept by the server (other modules' routes read it through this port). */
export type { MerchantDirectory } from './merchant-directory.ts';
