import { errorStatuses } from '../common.ts';

/** Codes the console's Settings calls answer with (brand domains). Spread into ERROR_STATUS. */
export const SETTINGS_ERROR_STATUS = errorStatuses({
  /** The host already belongs to a brand ({domain}, {brand}). */
  'settings.domain_taken': 409,
  /** The brand's primary domain (the first it was given) stays: players and links reach the brand through it. */
  'settings.domain_primary': 422,
  /** A brand keeps at least one domain. */
  'settings.domain_last': 422,
});

export type SettingsErrorCode = keyof typeof SETTINGS_ERROR_STATUS;
