import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { VendorCard } from '../api/light-api';
import { useGamesEnv } from '../hooks/games-env';
import { withCdn } from '../utils/cdn';

const CHIP =
  'flex h-10 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';
const ON = 'border-brand bg-brand text-on-brand shadow-card';
const OFF = 'border-line bg-surface text-fg-muted hover:bg-surface-2 hover:text-fg';

export const chipClass = (selected: boolean) => cn(CHIP, selected ? ON : OFF);

/**
 * The vendor filter of a category page (on /rng the spec's vendor tabs, kept in `?page=`): All, then
 * each vendor with its logo. A row that scrolls sideways on phones.
 */
export function VendorTabs({
  vendors,
  value,
  onChange,
}: {
  vendors: readonly VendorCard[];
  value: string | undefined;
  onChange: (vassalage: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const { imageCdn } = useGamesEnv();
  return (
    <div role="group" aria-label={t('games.vendorFilter')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      <button type="button" aria-pressed={!value} className={chipClass(!value)} onClick={() => onChange(undefined)}>
        {t('games.all')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          aria-pressed={value === vendor.vassalage}
          className={chipClass(value === vendor.vassalage)}
          onClick={() => onChange(vendor.vassalage)}
        >
          <img
            src={withCdn(vendor.logoUrl, imageCdn)}
            alt=""
            width={22}
            height={22}
            className="size-[22px] rounded-md bg-surface-2 object-cover"
          />
          {vendor.name}
        </button>
      ))}
    </div>
  );
}
