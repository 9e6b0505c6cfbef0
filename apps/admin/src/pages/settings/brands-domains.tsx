import type { ColumnDef } from '@tanstack/react-table';
import type { AdminBrand } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Loaded } from '../../components/form-footer';
import { useBrands } from './settings-api';

/** The brands this operator reaches and the domains each answers on (added with the brand's setup, not here). */
export function BrandsSection() {
  const { t } = useTranslation();
  const brands = useBrands();
  const columns: ColumnDef<AdminBrand, unknown>[] = [
    { accessorKey: 'code', header: t('settings.brands.code') },
    { accessorKey: 'name', header: t('settings.brands.name') },
    {
      id: 'isDefault',
      header: t('settings.brands.default'),
      accessorFn: (b) => (b.isDefault ? t('settings.yes') : ''),
    },
    { accessorKey: 'currency', header: t('settings.brands.currency') },
    { id: 'languages', header: t('settings.brands.languages'), accessorFn: (b) => b.languages.join(', ') },
    { accessorKey: 'timeZone', header: t('settings.brands.timeZone') },
    {
      id: 'maintenance',
      header: t('settings.brands.status'),
      accessorFn: (b) => (b.maintenance ? t('settings.brands.inMaintenance') : t('settings.brands.open')),
    },
    {
      id: 'domains',
      header: t('settings.brands.domains'),
      accessorFn: (b) =>
        b.domains.map((d) => (d.isRoute ? t('settings.brands.route', { domain: d.domain }) : d.domain)).join(', '),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="brands-title">
      <h2 id="brands-title" className="text-xl font-bold">
        {t('settings.brands.title')}
      </h2>
      <p className="text-fg-muted">{t('settings.brands.help')}</p>
      <Loaded query={brands}>
        {(rows) => <DataTable label={t('settings.brands.title')} rows={rows} columns={columns} csvName="brands" />}
      </Loaded>
    </section>
  );
}
