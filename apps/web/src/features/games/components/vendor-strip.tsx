import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_PAGE } from '@arcadia/contracts';
import { vendorsQuery, type VendorCard } from '../api/light-api';
import { VendorLogo } from './game-thumb';

/** Every vendor once, in the catalogue's order (a vendor listed in two categories keeps its first). */
function distinctVendors(categories: { vendors: VendorCard[] }[]): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  for (const vendor of categories.flatMap((category) => category.vendors))
    if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
  return [...seen.values()];
}

/**
 * The footer's game-vendor logo strip (spec portal.md section 2): muted logos that light up on
 * hover or focus; each opens the vendor's lobby (the lottery vendor has none: its logo only).
 * Reads the vendor list the side menu and home already loaded (same query, usually no request).
 */
export function VendorStrip() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(vendorsQuery(i18n.language));
  const vendors = data ? distinctVendors(data.categories) : [];
  if (vendors.length === 0) return null;
  return (
    <ul aria-label={t('games.vendorFilter')} className="flex h-full items-center gap-2 overflow-x-auto px-5 lg:px-8">
      {vendors.map((vendor) => {
        const page = CATEGORY_PAGE[vendor.gameType];
        const logo = (
          <>
            <VendorLogo
              src={vendor.logoUrl}
              size={40}
              lazy
              className="size-10 rounded-lg object-cover opacity-60 grayscale transition group-hover:opacity-100 group-hover:grayscale-0 group-focus-visible:opacity-100 group-focus-visible:grayscale-0"
            />
            {vendor.name}
          </>
        );
        const tile =
          'group flex items-center gap-2 rounded-xl p-1.5 pr-3 text-xs font-semibold text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring';
        return (
          <li key={vendor.vassalage} className="shrink-0">
            {page ? (
              <Link to={`${page}?page=${encodeURIComponent(vendor.vassalage)}`} title={vendor.name} className={tile}>
                {logo}
              </Link>
            ) : (
              <span title={vendor.name} className={tile}>
                {logo}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
