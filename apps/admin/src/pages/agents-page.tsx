import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminAgentRow } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { api, errorText } from '../lib/api';

export type Level = { code: number; name: string };
type Page = { list: AdminAgentRow[]; total: number; totalPages: number; levels: Level[] };

/** The name of an account type: a brand's level name, or "member" for 0. */
export const typeName = (levels: Level[], type: number, member: string) =>
  type === 0 ? member : (levels.find((l) => l.code === type)?.name ?? String(type));

/** The tree's columns, shared by the agents list and an agent's downlines. */
export function treeColumns(t: (key: string) => string, levels: Level[]): ColumnDef<AdminAgentRow, unknown>[] {
  return [
    {
      accessorKey: 'username',
      header: t('agents.username'),
      cell: ({ row }) => (
        <Link className="font-semibold text-brand-fg underline" to={`/agents/${row.original.id}`}>
          {row.original.username}
        </Link>
      ),
    },
    {
      accessorKey: 'type',
      header: t('agents.level'),
      cell: ({ row }) => typeName(levels, row.original.type, t('agents.member')),
    },
    { accessorKey: 'teamSize', header: t('agents.teamSize') },
    { accessorKey: 'directCount', header: t('agents.direct') },
    { accessorKey: 'upline', header: t('agents.upline') },
    { accessorKey: 'createdAt', header: t('agents.registered') },
    { accessorKey: 'lastLoginAt', header: t('agents.lastLogin') },
  ];
}

/** The brand's agents: by username and level, the biggest teams first. */
export default function AgentsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ q: '', level: '' });
  const [pageNo, setPageNo] = useState(1);
  const query = new URLSearchParams({
    q: filter.q,
    pageNo: String(pageNo),
    ...(filter.level ? { level: filter.level } : {}),
  }).toString();
  const agents = useQuery({ queryKey: ['agents', query], queryFn: () => api<Page>('GET', `/agents?${query}`) });
  const levels = agents.data?.levels ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({ q: String(form.get('q') ?? '').trim(), level: String(form.get('level') ?? '') });
    setPageNo(1);
  };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('agents.title')}</h1>
      <form role="search" className="flex flex-wrap gap-2" onSubmit={submit}>
        <input
          name="q"
          className="field w-72 max-w-full"
          aria-label={t('agents.query')}
          placeholder={t('agents.query')}
        />
        <select name="level" className="field" aria-label={t('agents.level')} defaultValue="">
          <option value="">{t('agents.anyLevel')}</option>
          {levels.map((l) => (
            <option key={l.code} value={l.code}>
              {l.code} · {l.name}
            </option>
          ))}
        </select>
        <button className="btn-primary">{t('common.search')}</button>
      </form>
      {agents.isError && <p role="alert">{errorText(agents.error)}</p>}
      <DataTable
        label={t('agents.title')}
        rows={agents.data?.list ?? []}
        columns={treeColumns(t, levels)}
        csvName="agents"
      />
      <Pager page={pageNo} pages={agents.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}
