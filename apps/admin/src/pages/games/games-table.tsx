import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { GAME_CATEGORIES, type AdminGame, type CatalogueFlags } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { api, errorText } from '../../lib/api';
import { FlagCell, OrderCell } from './catalogue-controls';
import { useVendors } from './vendors-table';

type Page = { list: AdminGame[]; total: number; totalPages: number };
type Filter = { search: string; vendor: string; category: string; enabled: string };
const NO_FILTER: Filter = { search: '', vendor: '', category: '', enabled: '' };

/** The brand's games a page at a time (the server pages and filters), each switched, marked hot and ordered in place. */
export function GamesTable({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const vendors = useVendors();
  const [draft, setDraft] = useState<Filter>(NO_FILTER);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')),
    pageNo: String(pageNo),
  }).toString();
  const games = useQuery({
    queryKey: ['games', 'list', query],
    queryFn: () => api<Page>('GET', `/games?${query}`),
    placeholderData: (previous) => previous,
  });
  const change = useMutation({
    mutationFn: ({ id, flags }: { id: number; flags: CatalogueFlags }) => api<AdminGame>('PUT', `/games/${id}`, flags),
    onSuccess: () => client.invalidateQueries({ queryKey: ['games'] }),
  });
  const set = (id: number, flags: CatalogueFlags) => change.mutate({ id, flags });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter({ ...draft, search: draft.search.trim() });
    setPageNo(1);
  };
  const flag = (key: 'enabled' | 'isHot', labelKey: string): ColumnDef<AdminGame, unknown> => ({
    accessorKey: key,
    header: t(key === 'enabled' ? 'games.enabled' : 'games.hot'),
    cell: ({ row: { original: g } }) => (
      <FlagCell
        label={t(labelKey, { name: g.name })}
        checked={g[key]}
        mayWrite={mayWrite}
        busy={change.isPending}
        onChange={(next) => set(g.id, { [key]: next })}
      />
    ),
  });
  const columns: ColumnDef<AdminGame, unknown>[] = [
    { accessorKey: 'name', header: t('games.name') },
    { accessorKey: 'gameCode', header: t('games.code') },
    {
      accessorKey: 'vendor',
      header: t('games.vendor'),
      cell: ({ row: { original: g } }) => (g.vendorEnabled ? g.vendor : t('games.vendorOff', { vendor: g.vendor })),
    },
    { accessorKey: 'category', header: t('games.category') },
    { accessorKey: 'minBet', header: t('games.minBet') },
    flag('enabled', 'games.enabledOf'),
    flag('isHot', 'games.hotOf'),
    {
      accessorKey: 'sort',
      header: t('games.order'),
      cell: ({ row: { original: g } }) => (
        <OrderCell
          key={g.sort}
          label={t('games.orderOf', { name: g.name })}
          value={g.sort}
          mayWrite={mayWrite}
          busy={change.isPending}
          onSave={(sort) => set(g.id, { sort })}
        />
      ),
    },
  ];
  const select = (key: 'vendor' | 'category' | 'enabled', options: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm">
      {t(`games.filter.${key}`)}
      <select className="field" value={draft[key]} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}>
        <option value="">{t('games.filter.all')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="space-y-2" aria-labelledby="games-list">
      <h2 id="games-list" className="text-xl font-bold">
        {t('games.games')}
      </h2>
      <form className="flex flex-wrap items-end gap-2" aria-label={t('games.filter.title')} onSubmit={submit}>
        <label className="flex flex-col gap-1 text-sm">
          {t('games.filter.search')}
          <input
            className="field w-56"
            value={draft.search}
            maxLength={60}
            onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
          />
        </label>
        {select(
          'vendor',
          (vendors.data?.list ?? []).map((v) => [v.code, `${v.code} · ${v.name}`]),
        )}
        {select(
          'category',
          GAME_CATEGORIES.map((c) => [c, c]),
        )}
        {select('enabled', [
          ['true', t('games.filter.on')],
          ['false', t('games.filter.off')],
        ])}
        <button className="btn-primary">{t('games.filter.show')}</button>
      </form>
      {(games.isError || change.isError) && (
        <p role="alert" className="text-danger">
          {errorText(games.error ?? change.error)}
        </p>
      )}
      {games.data && <p className="text-sm text-fg-muted">{t('games.total', { count: games.data.total })}</p>}
      <DataTable label={t('games.games')} rows={games.data?.list ?? []} columns={columns} csvName="games" />
      <Pager page={pageNo} pages={games.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}
