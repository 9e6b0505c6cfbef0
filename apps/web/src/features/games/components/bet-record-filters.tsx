import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BET_RECORD_MAX_DAYS,
  BET_STATUSES,
  GAME_CATEGORIES,
  type BetStatus,
  type GameCategory,
} from '@arcadia/contracts';
import { FilterSelect, RecordFilterCard } from '@/components/record/record-filters';
import type { BetFilter } from '../api/keys';
import { vendorsQuery } from '../api/light-api';

/** Date range, category, vendor and status of the betting record; any change goes back to page 1. */
export function BetRecordFilters({
  filter,
  problem,
  onChange,
}: {
  filter: BetFilter;
  problem: 'order' | 'tooLong' | null;
  onChange: (patch: Partial<BetFilter>) => void;
}) {
  const { t, i18n } = useTranslation();
  const vendors = useQuery(vendorsQuery(i18n.language));
  const categories = vendors.data?.categories ?? [];
  const vendorList = categories
    .filter((c) => !filter.gameType || c.gameCategory === filter.gameType)
    .flatMap((c) => c.vendors);

  return (
    <RecordFilterCard
      range={filter}
      onChange={onChange}
      problem={problem}
      columns="sm:grid-cols-2 lg:grid-cols-3"
      texts={{
        from: t('bets.from'),
        to: t('bets.to'),
        order: t('bets.rangeOrder'),
        tooLong: t('bets.rangeTooLong', { days: BET_RECORD_MAX_DAYS }),
      }}
    >
      <FilterSelect
        label={t('bets.category')}
        value={filter.gameType}
        allLabel={t('bets.allCategories')}
        options={GAME_CATEGORIES.map((category) => ({ value: category, label: t(`games.categories.${category}`) }))}
        onChange={(gameType: GameCategory | '') => onChange({ gameType, vassalage: '' })}
      />
      <FilterSelect
        label={t('bets.vendor')}
        value={filter.vassalage}
        allLabel={t('bets.allVendors')}
        options={vendorList.map((vendor) => ({ value: vendor.vassalage, label: vendor.name }))}
        onChange={(vassalage) => onChange({ vassalage })}
      />
      <FilterSelect
        label={t('bets.status')}
        value={filter.status}
        allLabel={t('bets.allStatuses')}
        options={BET_STATUSES.map((status) => ({ value: status, label: t(`bets.statuses.${status}`) }))}
        onChange={(status: BetStatus | '') => onChange({ status })}
      />
    </RecordFilterCard>
  );
}
