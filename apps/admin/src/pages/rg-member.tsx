import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { RgHistoryEntry, RgState } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { localTime } from '../lib/local-time';

type Seen = RgState & { history: RgHistoryEntry[] };

/** One member's responsible gaming as the console sees it, and the restriction form. */
export function RgMember({ member, mayRestrict }: { member: { id: number; username: string }; mayRestrict: boolean }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string | null) => localTime(iso, i18n.language);
  const url = `/players/${member.id}/responsible-gaming`;
  const state = useQuery({ queryKey: ['rg-state', member.id], queryFn: () => api<Seen>('GET', url) });
  const columns: ColumnDef<RgHistoryEntry, unknown>[] = [
    { accessorKey: 'at', header: t('rg.at'), cell: ({ row }) => at(row.original.at) },
    { accessorKey: 'actor', header: t('rg.actor') },
    {
      accessorKey: 'action',
      header: t('rg.action'),
      cell: ({ row }) => t(`rg.actions.${row.original.action}`, { defaultValue: row.original.action }),
    },
    {
      id: 'detail',
      header: t('rg.detail'),
      cell: ({ row }) =>
        Object.entries(row.original.detail)
          .map(([key, value]) => `${key}: ${value ?? '—'}`)
          .join(' · '),
    },
  ];
  if (state.isError) return <p role="alert">{errorText(state.error)}</p>;
  if (!state.data) return <p>{t('common.loading')}</p>;
  const s = state.data;
  const minutes = (value: string) => t('rg.minutes', { minutes: value });
  return (
    <section className="space-y-4" aria-labelledby="rg-member-title">
      <h2 id="rg-member-title" className="text-xl font-bold">
        {member.username}
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="card lg:col-span-2">
          <h3 className="mb-2 font-bold">{t('rg.limits')}</h3>
          {s.limits.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('rg.noLimits')}</p>
          ) : (
            <ul className="divide-y divide-line text-sm" aria-label={t('rg.limits')}>
              {s.limits.map((l) => (
                <li key={`${l.kind}-${l.period}`} className="flex flex-wrap gap-2 py-1.5">
                  <span className="font-semibold">
                    {t(`rg.kinds.${l.kind}`)}
                    {l.period === 'none' ? '' : ` · ${t(`rg.periods.${l.period}`)}`}
                  </span>
                  <span className="ml-auto font-mono">{l.kind === 'session' ? minutes(l.value) : l.value}</span>
                  {l.pending && (
                    <span className="w-full text-xs text-fg-muted">
                      {l.pending.value === null
                        ? t('rg.pendingRemoval', { at: at(l.pending.confirmableAt) })
                        : t('rg.pendingRaise', {
                            value: l.kind === 'session' ? minutes(l.pending.value) : l.pending.value,
                            at: at(l.pending.confirmableAt),
                          })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl className="card grid grid-cols-2 content-start gap-2 text-sm">
          <dt className="text-fg-muted">{t('rg.realityCheck')}</dt>
          <dd>{s.realityCheckMinutes === null ? t('rg.brandDefault') : minutes(String(s.realityCheckMinutes))}</dd>
          <dt className="text-fg-muted">{t('rg.exclusion')}</dt>
          <dd data-testid="rg-exclusion">
            {s.exclusion ? (
              <>
                <strong>{t(`rg.exclusionKinds.${s.exclusion.kind}`)}</strong>
                <br />
                {s.exclusion.endsAt ? t('rg.until', { at: at(s.exclusion.endsAt) }) : t('rg.indefinite')}
                {s.exclusion.reopensAt && (
                  <>
                    <br />
                    {t('rg.reopens', { at: at(s.exclusion.reopensAt) })}
                  </>
                )}
              </>
            ) : (
              t('rg.noExclusion')
            )}
          </dd>
        </dl>
      </div>
      {mayRestrict && <RestrictForm url={url} memberId={member.id} />}
      <h3 className="font-bold">{t('rg.history')}</h3>
      <DataTable label={t('rg.history')} rows={s.history} columns={columns} csvName={`rg-${member.username}`} />
    </section>
  );
}

function RestrictForm({ url, memberId }: { url: string; memberId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  const restrict = useMutation({
    mutationFn: (body: { days: number | null; reason: string }) => api<Seen>('POST', `${url}/restrictions`, body),
    onSuccess: (seen) => {
      client.setQueryData(['rg-state', memberId], seen);
      setDone(true);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const form = new FormData(event.currentTarget);
    const days = String(form.get('days') ?? '').trim();
    restrict.mutate({ days: days === '' ? null : Number(days), reason: String(form.get('reason') ?? '') });
  };
  return (
    <form className="card space-y-3" onSubmit={submit}>
      <h3 className="font-bold">{t('rg.restrict')}</h3>
      <p className="text-sm text-fg-muted">{t('rg.restrictHelp')}</p>
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col gap-1">
          {t('rg.days')}
          <input name="days" className="field w-40" inputMode="numeric" pattern="\d{1,4}" />
        </label>
        <label className="flex min-w-64 flex-1 flex-col gap-1">
          {t('rg.reason')}
          <input name="reason" className="field" required maxLength={200} />
        </label>
      </div>
      <button className="btn-primary" disabled={restrict.isPending}>
        {t('rg.restrictSubmit')}
      </button>
      {restrict.isError && (
        <p role="alert" className="text-danger">
          {errorText(restrict.error)}
        </p>
      )}
      {done && <p role="status">{t('rg.restricted')}</p>}
    </form>
  );
}
