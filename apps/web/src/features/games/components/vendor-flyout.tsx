import { useTranslation } from 'react-i18next';
import { SIDE_MENU_VENDOR_ICONS, type GameCategory } from '@arcadia/contracts';
import { cn } from '@/lib/cn';
import type { CategoryEntry } from '../api/light-api';
import { VendorLogo } from './game-thumb';

/**
 * A category's vendor entries (spec portal.md section 2): All, up to 9 vendor icons, and See more
 * when the category has more than 9 vendors. Drawn as a flyout beside the rail or inline in the drawer.
 */
export function VendorEntries({
  entry,
  onChoose,
  inline,
}: {
  entry: CategoryEntry;
  onChoose: (category: GameCategory, vassalage?: string) => void;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const shown = entry.vendors.slice(0, SIDE_MENU_VENDOR_ICONS);
  const more = entry.vendors.length > SIDE_MENU_VENDOR_ICONS;
  const tile =
    'flex flex-col items-center gap-1 rounded-xl p-1.5 text-center text-[11px] leading-tight font-medium text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <ul className={cn('grid grid-cols-3 gap-1', inline ? 'px-2 pb-2' : 'w-80 p-2')}>
      <li>
        <button type="button" className={cn(tile, 'w-full')} onClick={() => onChoose(entry.gameCategory)}>
          <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-sm font-bold text-brand-fg">
            {t('games.all')}
          </span>
          <span className="w-full truncate">{t('games.allVendors')}</span>
        </button>
      </li>
      {shown.map((vendor) => (
        <li key={vendor.vassalage}>
          <button
            type="button"
            className={cn(tile, 'w-full')}
            onClick={() => onChoose(entry.gameCategory, vendor.vassalage)}
          >
            <VendorLogo src={vendor.logoUrl} size={44} className="size-11 rounded-xl bg-surface-2 object-cover" />
            <span className="w-full truncate">{vendor.name}</span>
          </button>
        </li>
      ))}
      {more ? (
        <li className="col-span-3">
          <button
            type="button"
            onClick={() => onChoose(entry.gameCategory)}
            className="w-full rounded-lg py-1.5 text-xs font-semibold text-brand-fg hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('games.seeMore', { total: entry.vendors.length })}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
