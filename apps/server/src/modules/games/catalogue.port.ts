import { catalogueRepository } from './catalogue.repository.ts';

/**
 * Filling the catalogue from outside the games module (the demo seed): studios, their art and the
 * lobby lanes. Reads go through catalogue.usecases.ts; nothing outside this module touches
 * catalogue.repository.ts.
 */
export const cataloguePort = {
  vendorByCode: catalogueRepository.vendorByCode,
  upsertVendor: catalogueRepository.upsertVendor,
  saveArt: catalogueRepository.saveArt,
  insertLanes: catalogueRepository.insertLanes,
};
