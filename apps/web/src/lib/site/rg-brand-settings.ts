import { useQuery } from '@tanstack/react-query';
import { getRgBrandSettings, RG_BRAND_DEFAULTS, type RgBrandSettings } from '@arcadia/contracts';
import { valueQuery } from '@/lib/value-query';
import { systemKeys } from './keys';

/**
 * GET /wps/system/setting/responsible-gaming: the brand's minimum age, agreement default,
 * deposit-limit prompt and reality-check and session ranges. Read by the registration form, the
 * welcome after registering and the responsible-gaming page, never on the first load.
 */
export const rgBrandSettingsQuery = valueQuery(
  [...systemKeys.all, 'rg-brand-settings'] as const,
  getRgBrandSettings,
  { moduleId: 'register' },
  { staleTime: 5 * 60_000 },
);

/** The brand's settings, or the spec's defaults until (or unless) they arrive; `loaded` once they did. */
export function useRgBrandSettings(): { settings: RgBrandSettings; loaded: boolean } {
  const { data } = useQuery(rgBrandSettingsQuery);
  return { settings: data ?? RG_BRAND_DEFAULTS, loaded: data !== undefined };
}
