import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminPlayerRow } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { api, errorText } from '../lib/api';

type Page = { list: AdminPlayerRow[]; total: number; totalPages: number };

export default function PlayersPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const players = useQuery({
    queryKey: ['players', q, pageNo],
    queryFn: () => api<Page>('GET', `/players?q=${encodeURIComponent(q)}&pageNo=${pageNo}`),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? ''));
    setPageNo(1);
  };
  const columns: ColumnDef<AdminPlayerRow, unknown>[] = [
    { accessorKey: 'id', header: t('players.id') },
    {
      accessorKey: 'username',
      header: t('players.username'),
      cell: ({ row }) => (
        <Link className="font-semibold text-brand-fg underline" to={`/players/${row.original.id}`}>
          {row.original.username}
        </Link>
      ),
    },
    { accessorKey: 'nickname', header: t('players.nickname') },
    { accessorKey: 'mobile', header: t('players.mobile') },
    { accessorKey: 'email', header: t('players.email') },
    { accessorKey: 'registerIp', header: t('players.ip') },
    { accessorKey: 'createdAt', header: t('players.registered') },
    { accessorKey: 'lastLoginAt', header: t('players.lastLogin') },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('players.title')}</h1>
      <form role="search" className="flex flex-wrap gap-2" onSubmit={submit}>
        <input
          name="q"
          className="field w-80 max-w-full"
          aria-label={t('players.query')}
          placeholder={t('players.query')}
        />
        <button className="btn-primary">{t('common.search')}</button>
      </form>
      {players.isError && <p role="alert">{errorText(players.error)}</p>}
      <DataTable label={t('players.title')} rows={players.data?.list ?? []} columns={columns} csvName="players" />
      <Pager page={pageNo} pages={players.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}
