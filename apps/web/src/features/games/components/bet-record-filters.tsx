import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BET_STATUSES, GAME_CATEGORIES, type BetStatus, type GameCategory } from '@arcadia/contracts';
import { Field } from '@/components/ui/form';
import type { BetFilter } from '../api/keys';
import { vendorsQuery } from '../api/light-api';
import { DateInput } from '@/components/ui/date-input';

const INPUT =
  'h-11 w-full rounded-xl border border-line bg-surface-2/60 px-3 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** Date range, category, vendor and status of the betting record; any change goes back to page 1. */
export function BetRecordFilters({
  filter,
  onChange,
}: {
  filter: BetFilter;
  onChange: (patch: Partial<BetFilter>) => void;
}) {
  const { t, i18n } = useTranslation();
  const vendors = useQuery(vendorsQuery(i18n.language));
  const categories = vendors.data?.categories ?? [];
  const vendorList = categories
    .filter((c) => !filter.gameType || c.gameCategory === filter.gameType)
    .flatMap((c) => c.vendors);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Field label={t('bets.from')}>
        {({ inputId }) => (
          <DateInput
            id={inputId}
            className={INPUT}
            value={filter.startDate}
            max={filter.endDate}
            onChange={(e) => e.target.value && onChange({ startDate: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('bets.to')}>
        {({ inputId }) => (
          <DateInput
            id={inputId}
            className={INPUT}
            value={filter.endDate}
            min={filter.startDate}
            onChange={(e) => e.target.value && onChange({ endDate: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('bets.category')}>
        {({ inputId }) => (
          <select
            id={inputId}
            className={INPUT}
            value={filter.gameType}
            onChange={(e) => onChange({ gameType: e.target.value as GameCategory | '', vassalage: '' })}
          >
            <option value="">{t('bets.allCategories')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`games.categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('bets.vendor')}>
        {({ inputId }) => (
          <select
            id={inputId}
            className={INPUT}
            value={filter.vassalage}
            onChange={(e) => onChange({ vassalage: e.target.value })}
          >
            <option value="">{t('bets.allVendors')}</option>
            {vendorList.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('bets.status')}>
        {({ inputId }) => (
          <select
            id={inputId}
            className={INPUT}
            value={filter.status}
            onChange={(e) => onChange({ status: e.target.value as BetStatus | '' })}
          >
            <option value="">{t('bets.allStatuses')}</option>
            {BET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`bets.statuses.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
