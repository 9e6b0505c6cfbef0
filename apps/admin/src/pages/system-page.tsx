import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { JOB_STATES, type AdminJob, type AdminJobRun } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { localTime } from '../lib/local-time';
import { usePermissions } from '../lib/session';
import { SystemChecksPanel } from './system-checks';

type JobState = (typeof JOB_STATES)[number];
const PAGE = 50;

/** The attempts of one job, newest first: who ran it, how it ended, the error it left. */
function JobRuns({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const runs = useQuery({
    queryKey: ['job-runs', job.id],
    queryFn: () => api<{ list: AdminJobRun[] }>('GET', `/jobs/runs?job=${job.id}`),
  });
  const when = (at: string | null) => localTime(at, i18n.language);
  const columns: ColumnDef<AdminJobRun, unknown>[] = [
    { accessorKey: 'attempt', header: t('system.jobs.attempt') },
    { accessorKey: 'outcome', header: t('system.jobs.outcome') },
    { accessorKey: 'runner', header: t('system.jobs.runner') },
    { accessorKey: 'startedAt', header: t('system.jobs.started'), cell: ({ row }) => when(row.original.startedAt) },
    { accessorKey: 'finishedAt', header: t('system.jobs.finished'), cell: ({ row }) => when(row.original.finishedAt) },
    { accessorKey: 'error', header: t('system.jobs.error') },
  ];
  return (
    <section className="card space-y-3" aria-label={t('system.jobs.runsOf', { id: job.id, kind: job.kind })}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-bold">{t('system.jobs.runsOf', { id: job.id, kind: job.kind })}</h3>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('system.jobs.close')}
        </button>
      </div>
      {runs.isError && <p role="alert">{errorText(runs.error)}</p>}
      <DataTable label={t('system.jobs.runs')} rows={runs.data?.list ?? []} columns={columns} />
    </section>
  );
}

/**
 * System: the background jobs (by state and kind, older pages by cursor, each job's attempts, a
 * failed job sent round again by an admin) and the books checked on demand.
 */
export default function SystemPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const me = usePermissions();
  const [state, setState] = useState<JobState | ''>('failed');
  const [kind, setKind] = useState('');
  const [cursors, setCursors] = useState<number[]>([]);
  const [open, setOpen] = useState<AdminJob | null>(null);
  const before = cursors.at(-1);
  const query = new URLSearchParams({
    limit: String(PAGE),
    ...(state ? { state } : {}),
    ...(kind ? { kind } : {}),
    ...(before ? { before: String(before) } : {}),
  }).toString();
  const jobs = useQuery({
    queryKey: ['jobs', query],
    queryFn: () => api<{ list: AdminJob[] }>('GET', `/jobs?${query}`),
  });
  const retry = useMutation({
    mutationFn: (id: number) => api<AdminJob>('POST', `/jobs/${id}/retry`),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['jobs'] }),
  });
  const mayRetry = me.data?.permissions.includes('jobs.retry') ?? false;
  const mayCheck = me.data?.permissions.includes('settings.read') ?? false;
  const list = jobs.data?.list ?? [];
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKind(String(new FormData(event.currentTarget).get('kind') ?? '').trim());
    setCursors([]);
  };
  const when = (at: string | null) => localTime(at, i18n.language);
  const columns: ColumnDef<AdminJob, unknown>[] = [
    { accessorKey: 'id', header: t('system.jobs.id') },
    { accessorKey: 'kind', header: t('system.jobs.kind') },
    {
      accessorKey: 'state',
      header: t('system.jobs.state'),
      cell: ({ row }) => t(`system.jobs.states.${row.original.state}`),
    },
    {
      accessorKey: 'attempts',
      header: t('system.jobs.attempts'),
      cell: ({ row }) => `${row.original.attempts} / ${row.original.maxAttempts}`,
    },
    { accessorKey: 'runAt', header: t('system.jobs.runAt'), cell: ({ row }) => when(row.original.runAt) },
    { accessorKey: 'finishedAt', header: t('system.jobs.finished'), cell: ({ row }) => when(row.original.finishedAt) },
    { accessorKey: 'lastError', header: t('system.jobs.error') },
    {
      id: 'actions',
      header: t('system.jobs.actions'),
      cell: ({ row }) => (
        <span className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            aria-label={t('system.jobs.runsOf', { id: row.original.id, kind: row.original.kind })}
            onClick={() => setOpen(row.original)}
          >
            {t('system.jobs.runs')}
          </button>
          {mayRetry && row.original.state === 'failed' && (
            <button
              type="button"
              className="btn-primary"
              aria-label={`${t('system.jobs.retry')} ${row.original.id}`}
              disabled={retry.isPending}
              onClick={() => retry.mutate(row.original.id)}
            >
              {t('system.jobs.retry')}
            </button>
          )}
        </span>
      ),
    },
  ];
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-extrabold">{t('system.title')}</h1>
      {mayCheck && <SystemChecksPanel />}
      <section className="space-y-3" aria-labelledby="jobs-title">
        <h2 id="jobs-title" className="text-xl font-bold">
          {t('system.jobs.title')}
        </h2>
        <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={filter}>
          <label className="flex flex-col gap-1 text-sm">
            {t('system.jobs.state')}
            <select
              className="field"
              value={state}
              onChange={(e) => {
                setState(e.target.value as JobState | '');
                setCursors([]);
              }}
            >
              <option value="">{t('system.jobs.allStates')}</option>
              {JOB_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`system.jobs.states.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('system.jobs.kind')}
            <input name="kind" className="field" defaultValue={kind} maxLength={80} />
          </label>
          <button className="btn-primary">{t('common.search')}</button>
        </form>
        {(jobs.isError || retry.isError) && (
          <p role="alert" className="text-danger">
            {errorText(jobs.error ?? retry.error)}
          </p>
        )}
        {retry.isSuccess && <p role="status">{t('system.jobs.retried', { id: retry.data.id })}</p>}
        <DataTable label={t('system.jobs.title')} rows={list} columns={columns} csvName="jobs" />
        <nav className="flex gap-2" aria-label={t('system.jobs.pages')}>
          <button
            type="button"
            className="btn-secondary"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {t('common.previous')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={list.length < PAGE}
            onClick={() => setCursors([...cursors, list.at(-1)!.id])}
          >
            {t('common.next')}
          </button>
        </nav>
        {open && <JobRuns job={open} onClose={() => setOpen(null)} />}
      </section>
    </section>
  );
}
