import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_ISSUE_STATES, type AdminLotteryIssue } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { localTime } from '../lib/local-time';
import { LotteryIssueDetail } from './lottery-issue-detail';

type IssueState = (typeof ADMIN_ISSUE_STATES)[number];

/**
 * A game's latest issues (by state, late draws first to find), each opened on its result and
 * exposure; an issue not yet settled can be voided with a reason, refunding every open line.
 */
export function LotteryIssues({ game, mayVoid }: { game: string; mayVoid: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<IssueState | ''>('');
  const [open, setOpen] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<AdminLotteryIssue | null>(null);
  const query = new URLSearchParams({ limit: '50', ...(state ? { state } : {}) }).toString();
  const issues = useQuery({
    queryKey: ['lottery-issues', game, query],
    queryFn: () => api<{ list: AdminLotteryIssue[] }>('GET', `/lottery/games/${game}/issues?${query}`),
  });
  const voidIssue = useMutation({
    mutationFn: ({ numero, reason }: { numero: string; reason: string }) =>
      api<{ numero: string; refunded: number }>('POST', `/lottery/games/${game}/issues/${numero}/void`, { reason }),
    onSuccess: () => {
      setVoiding(null);
      void client.invalidateQueries({ queryKey: ['lottery-issues', game] });
    },
  });
  const submitVoid = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (voiding && reason) voidIssue.mutate({ numero: voiding.numero, reason });
  };
  const when = (at: string | null) => localTime(at, i18n.language);
  const columns: ColumnDef<AdminLotteryIssue, unknown>[] = [
    { accessorKey: 'numero', header: t('lottery.numero') },
    { accessorKey: 'state', header: t('lottery.state'), cell: ({ row }) => t(`lottery.states.${row.original.state}`) },
    { accessorKey: 'drawAt', header: t('lottery.drawAt'), cell: ({ row }) => when(row.original.drawAt) },
    {
      accessorKey: 'drawnAt',
      header: t('lottery.drawnAt'),
      cell: ({ row }) => `${when(row.original.drawnAt)}${row.original.late ? ` (${t('lottery.late')})` : ''}`,
    },
    { accessorKey: 'openLines', header: t('lottery.openLines') },
    { accessorKey: 'voidReason', header: t('lottery.voidReason') },
    {
      id: 'actions',
      header: t('lottery.actions'),
      cell: ({ row }) => (
        <span className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            aria-label={t('lottery.issueTitle', { numero: row.original.numero })}
            onClick={() => setOpen(row.original.numero)}
          >
            {t('lottery.open')}
          </button>
          {mayVoid && (row.original.state === 'pending' || row.original.state === 'drawn') && (
            <button
              type="button"
              className="btn-secondary text-danger"
              aria-label={`${t('lottery.void')} ${row.original.numero}`}
              onClick={() => setVoiding(row.original)}
            >
              {t('lottery.void')}
            </button>
          )}
        </span>
      ),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="issues-title">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="issues-title" className="text-xl font-bold">
          {t('lottery.issuesOf', { game })}
        </h2>
        <label className="flex flex-col gap-1 text-sm">
          {t('lottery.state')}
          <select className="field" value={state} onChange={(e) => setState(e.target.value as IssueState | '')}>
            <option value="">{t('lottery.allStates')}</option>
            {ADMIN_ISSUE_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`lottery.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {(issues.isError || voidIssue.isError) && (
        <p role="alert" className="text-danger">
          {errorText(issues.error ?? voidIssue.error)}
        </p>
      )}
      {voidIssue.isSuccess && (
        <p role="status">{t('lottery.voided', { numero: voidIssue.data.numero, refunded: voidIssue.data.refunded })}</p>
      )}
      {voiding && (
        <form className="card flex flex-wrap items-end gap-3" onSubmit={submitVoid}>
          <label className="flex min-w-64 flex-1 flex-col gap-1">
            {t('lottery.voidReasonFor', { numero: voiding.numero, lines: voiding.openLines })}
            <input name="reason" className="field" required maxLength={200} autoFocus />
          </label>
          <button className="btn-primary" disabled={voidIssue.isPending}>
            {t('lottery.confirmVoid')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setVoiding(null)}>
            {t('lottery.cancel')}
          </button>
        </form>
      )}
      <DataTable
        label={t('lottery.issuesOf', { game })}
        rows={issues.data?.list ?? []}
        columns={columns}
        csvName={`issues-${game}`}
      />
      {open && <LotteryIssueDetail game={game} numero={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
