import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { api, errorText } from '../lib/api';

type Page = { list: AuditEntry[]; total: number; totalPages: number };

export default function AuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [pageNo, setPageNo] = useState(1);
  const query = new URLSearchParams({ ...filter, pageNo: String(pageNo) }).toString();
  const audit = useQuery({ queryKey: ['audit', query], queryFn: () => api<Page>('GET', `/audit?${query}`) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ['operator', 'action', 'target']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setFilter(next);
    setPageNo(1);
  };
  const columns: ColumnDef<AuditEntry, unknown>[] = [
    { accessorKey: 'at', header: t('audit.at') },
    { accessorKey: 'operator', header: t('audit.operator') },
    { accessorKey: 'action', header: t('audit.action') },
    { accessorKey: 'target', header: t('audit.target') },
    { accessorKey: 'status', header: t('audit.status') },
    { accessorKey: 'ip', header: t('audit.ip') },
    {
      id: 'details',
      header: t('audit.details'),
      cell: ({ row }) => (
        <code className="block max-w-md text-xs break-all">
          {JSON.stringify(row.original.before)} → {JSON.stringify(row.original.after)}
        </code>
      ),
    },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('audit.title')}</h1>
      <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        {(['operator', 'action', 'target'] as const).map((key) => (
          <label key={key} className="flex flex-col gap-1 text-sm">
            {t(`audit.${key}`)}
            <input name={key} className="field" />
          </label>
        ))}
        <button className="btn-primary">{t('common.search')}</button>
      </form>
      {audit.isError && <p role="alert">{errorText(audit.error)}</p>}
      <DataTable label={t('audit.title')} rows={audit.data?.list ?? []} columns={columns} csvName="audit" />
      <Pager page={pageNo} pages={audit.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}
