import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { errorText } from '../../lib/api';
import { useVipLadder, type AdminVipLevel } from '../vip/vip-ladder';

/**
 * What the rebate pays, by VIP level and game category. The rates live on the VIP levels (one
 * source: the server reads them there), so they are shown here and changed on the VIP page.
 */
export function RebateRates() {
  const { t } = useTranslation();
  const ladder = useVipLadder();
  const levels = ladder.data?.levels ?? [];
  const categories = [...new Set(levels.flatMap((l) => Object.keys(l.benefits.rebateRates)))].sort();
  const columns: ColumnDef<AdminVipLevel, unknown>[] = [
    { accessorKey: 'rankLevel', header: t('vip.rank') },
    { accessorKey: 'name', header: t('rebates.level') },
    ...categories.map((category): ColumnDef<AdminVipLevel, unknown> => ({
      id: category,
      header: category,
      accessorFn: (l) => l.benefits.rebateRates[category] ?? '—',
    })),
  ];
  return (
    <section className="space-y-2" aria-labelledby="rebate-rates-title">
      <h2 id="rebate-rates-title" className="text-xl font-bold">
        {t('rebates.rates')}
      </h2>
      <p className="text-fg-muted">
        {t('rebates.ratesHint')}{' '}
        <Link to="/vip" className="underline">
          {t('vip.nav')}
        </Link>
      </p>
      {ladder.isError && (
        <p role="alert" className="text-danger">
          {errorText(ladder.error)}
        </p>
      )}
      {ladder.data && categories.length === 0 && <p>{t('rebates.noRates')}</p>}
      <DataTable label={t('rebates.rates')} rows={levels} columns={columns} csvName="rebate-rates" />
    </section>
  );
}
