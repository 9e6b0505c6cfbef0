import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminOperator } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { api, errorText } from '../../lib/api';
import { localTime } from '../../lib/local-time';
import { OperatorActions, useOperatorChange } from './operator-actions';
import { OperatorCreate } from './operator-create';
import { Loaded } from '../../components/form-footer';
import { settingsKey, useBrands, useSelf } from './settings-api';

/**
 * Operator accounts (admins only): who may sign in to the console, with which role and on which
 * brands, locked or not, with two-factor or not; a new account, a role changed, a lock, a reset.
 */
export function OperatorsSection() {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const operators = useQuery({
    queryKey: settingsKey('operators'),
    queryFn: () => api<AdminOperator[]>('GET', '/settings/operators'),
  });
  const brands = useBrands();
  const self = useSelf();
  const change = useOperatorChange((error) => setRefusal(error ? errorText(error) : null));
  const columns: ColumnDef<AdminOperator, unknown>[] = [
    { accessorKey: 'username', header: t('settings.operators.username') },
    {
      id: 'brand',
      header: t('settings.operators.brand'),
      accessorFn: (o) => o.merchant ?? t('settings.operators.everyBrand'),
    },
    {
      id: 'state',
      header: t('settings.operators.state'),
      accessorFn: (o) => (o.disabled ? t('settings.operators.locked') : t('settings.operators.active')),
    },
    {
      id: 'twoFactor',
      header: t('settings.operators.twoFactor'),
      accessorFn: (o) => (o.twoFactor ? t('settings.yes') : t('settings.operators.enrolsNext')),
    },
    {
      id: 'lastLoginAt',
      header: t('settings.operators.lastLogin'),
      accessorFn: (o) => localTime(o.lastLoginAt, i18n.language),
    },
    {
      id: 'actions',
      header: t('settings.actions'),
      cell: ({ row }) => (
        <OperatorActions operator={row.original} self={row.original.id === self.data?.id} change={change} />
      ),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="operators-title">
      <h2 id="operators-title" className="text-xl font-bold">
        {t('settings.operators.title')}
      </h2>
      {brands.data && self.data && <OperatorCreate brands={brands.data} everyBrand={self.data.merchantId === null} />}
      {refusal && (
        <p role="alert" className="text-danger">
          {refusal}
        </p>
      )}
      <Loaded query={operators}>
        {(rows) => (
          <DataTable label={t('settings.operators.title')} rows={rows} columns={columns} csvName="operators" />
        )}
      </Loaded>
    </section>
  );
}
