import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminVendor, CatalogueFlags } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { api, errorText } from '../../lib/api';
import { FlagCell, OrderCell } from './catalogue-controls';

export const VENDORS_KEY = ['games', 'vendors'];
export const useVendors = () =>
  useQuery({ queryKey: VENDORS_KEY, queryFn: () => api<{ list: AdminVendor[] }>('GET', '/games/vendors') });

/** The brand's vendors in menu order: switched on or off, hot, their position, and how many of their games are on. */
export function VendorsTable({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const vendors = useVendors();
  const change = useMutation({
    mutationFn: ({ code, flags }: { code: string; flags: CatalogueFlags }) =>
      api<AdminVendor>('PUT', `/games/vendors/${code}`, flags),
    onSuccess: () => client.invalidateQueries({ queryKey: ['games'] }),
  });
  const set = (code: string, flags: CatalogueFlags) => change.mutate({ code, flags });
  const columns: ColumnDef<AdminVendor, unknown>[] = [
    { accessorKey: 'code', header: t('games.code') },
    { accessorKey: 'name', header: t('games.name') },
    { accessorKey: 'category', header: t('games.category') },
    { accessorKey: 'route', header: t('games.route') },
    { accessorKey: 'gameCount', header: t('games.gameCount') },
    {
      accessorKey: 'enabled',
      header: t('games.enabled'),
      cell: ({ row: { original: v } }) => (
        <FlagCell
          label={t('games.enabledOf', { name: v.code })}
          checked={v.enabled}
          mayWrite={mayWrite}
          busy={change.isPending}
          onChange={(enabled) => set(v.code, { enabled })}
        />
      ),
    },
    {
      accessorKey: 'isHot',
      header: t('games.hot'),
      cell: ({ row: { original: v } }) => (
        <FlagCell
          label={t('games.hotOf', { name: v.code })}
          checked={v.isHot}
          mayWrite={mayWrite}
          busy={change.isPending}
          onChange={(isHot) => set(v.code, { isHot })}
        />
      ),
    },
    {
      accessorKey: 'sort',
      header: t('games.order'),
      cell: ({ row: { original: v } }) => (
        <OrderCell
          key={v.sort}
          label={t('games.orderOf', { name: v.code })}
          value={v.sort}
          mayWrite={mayWrite}
          busy={change.isPending}
          onSave={(sort) => set(v.code, { sort })}
        />
      ),
    },
  ];
  return (
    <section className="space-y-2" aria-labelledby="game-vendors">
      <h2 id="game-vendors" className="text-xl font-bold">
        {t('games.vendors')}
      </h2>
      {(vendors.isError || change.isError) && (
        <p role="alert" className="text-danger">
          {errorText(vendors.error ?? change.error)}
        </p>
      )}
      <DataTable label={t('games.vendors')} rows={vendors.data?.list ?? []} columns={columns} csvName="game-vendors" />
    </section>
  );
}
