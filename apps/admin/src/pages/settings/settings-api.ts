import { useQuery } from '@tanstack/react-query';
import type { AdminBrand, SiteAccessSettings } from '@arcadia/contracts';
import { api } from '../../lib/api';

/** The brand a section acts on: null for the operator's own (or the default brand). */
export type BrandChoice = string | null;

/** What each form of the site status section is given: the brand's current state, which brand, and whether it may save. */
export type SitePartProps = { status: SiteAccessSettings; brand: BrandChoice; mayWrite: boolean };

/** A settings path under /admin/api/settings, for the chosen brand. */
export const settingsPath = (path: string, brand: BrandChoice) =>
  `/settings/${path}${brand ? `?merchant=${encodeURIComponent(brand)}` : ''}`;

/** Query keys of the page's sections, per brand: a change refreshes that brand's copy only. */
export const settingsKey = (section: string, brand: BrandChoice = null) => ['settings', section, brand ?? ''];

export const useBrands = () =>
  useQuery({ queryKey: settingsKey('brands'), queryFn: () => api<AdminBrand[]>('GET', '/settings/brands') });

/** The signed-in operator: who "oneself" is on the accounts list, and whether they reach every brand. */
export const useSelf = () =>
  useQuery({
    queryKey: ['session', 'operator'],
    queryFn: () => api<{ id: string; username: string; merchantId: string | null }>('GET', '/session'),
    staleTime: 60_000,
  });
