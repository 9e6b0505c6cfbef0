import { useTranslation } from 'react-i18next';
import type { VendorCard } from '../api/light-api';
import { FilterChips, type ChipSelection } from './filter-chips';
import { VendorLogo } from './game-thumb';

/**
 * The vendor filter of a category page (on /rng the spec's vendor tabs, kept in `?page=`): All, then
 * each vendor with its logo. A row that scrolls sideways on phones.
 */
export function VendorTabs({ vendors, ...selection }: { vendors: readonly VendorCard[] } & ChipSelection<string>) {
  const { t } = useTranslation();
  const choices = vendors.map((vendor) => ({
    value: vendor.vassalage,
    content: (
      <>
        <VendorLogo src={vendor.logoUrl} size={22} className="size-[22px] rounded-md bg-surface-2 object-cover" />
        {vendor.name}
      </>
    ),
  }));
  return <FilterChips label={t('games.vendorFilter')} allLabel={t('games.all')} choices={choices} {...selection} />;
}
