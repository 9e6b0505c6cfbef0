import { useQuery } from '@tanstack/react-query';
import type { SiteAccessSettings } from '@arcadia/contracts';
import { api } from '../../lib/api';
import { Loaded } from '../../components/form-footer';
import { settingsKey, settingsPath, type BrandChoice } from './settings-api';
import { SiteMaintenance } from './site-maintenance';
import { SiteRegion } from './site-region';

/** Whether the brand's site is open: maintenance and region rules, each its own form. */
export function SiteStatusSection({ brand, mayWrite }: { brand: BrandChoice; mayWrite: boolean }) {
  const status = useQuery({
    queryKey: settingsKey('site-status', brand),
    queryFn: () => api<SiteAccessSettings>('GET', settingsPath('site-status', brand)),
  });
  return (
    <Loaded query={status}>
      {(data) => (
        <div className="space-y-6">
          <SiteMaintenance status={data} brand={brand} mayWrite={mayWrite} />
          <SiteRegion status={data} brand={brand} mayWrite={mayWrite} />
        </div>
      )}
    </Loaded>
  );
}
