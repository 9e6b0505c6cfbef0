import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminWithdrawal, WithdrawalStatus } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { api, errorText } from '../lib/api';
import { usePermissions } from '../lib/session';

type Page = { list: AdminWithdrawal[]; total: number; totalPages: number };
const STATUSES: WithdrawalStatus[] = ['pending', 'disbursed', 'rejected', 'received', 'not_received', 'resolved'];

/**
 * The cashier's withdrawals: the ones waiting for review first, approved or rejected through the
 * same use cases as the CLI. From the brand's two-person threshold on, an approval waits for a
 * second operator (the server decides; the page says who approved first).
 */
export default function CashierPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const me = usePermissions();
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['withdrawals', status, pageNo],
    queryFn: () => api<Page>('GET', `/withdrawals?status=${status}&pageNo=${pageNo}&pageSize=20`),
  });
  const decide = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? api<AdminWithdrawal>('POST', `/withdrawals/${id}/approve`)
        : api<AdminWithdrawal>('POST', `/withdrawals/${id}/reject`, { reason }),
    onSuccess: (w) => {
      setRejecting(null);
      setMessage(
        w.status === 'pending'
          ? t('cashier.waitsSecond', { id: w.id })
          : t(w.status === 'rejected' ? 'cashier.rejected' : 'cashier.approved', { id: w.id, amount: w.amount }),
      );
      void client.invalidateQueries({ queryKey: ['withdrawals'] });
    },
  });
  const mayDecide = me.data?.permissions.includes('cashier.review') ?? false;
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason')).trim();
    if (rejecting && reason) decide.mutate({ id: rejecting.id, reason });
  };
  const columns: ColumnDef<AdminWithdrawal, unknown>[] = [
    { accessorKey: 'id', header: t('players.id') },
    { accessorKey: 'username', header: t('players.username') },
    { accessorKey: 'amount', header: t('cashier.amount') },
    {
      accessorKey: 'status',
      header: t('cashier.status'),
      cell: ({ row }) => t(`cashier.statuses.${row.original.status}`, row.original.status),
    },
    {
      id: 'actions',
      header: t('cashier.actions'),
      cell: ({ row }) =>
        mayDecide &&
        row.original.status === 'pending' && (
          <span className="flex gap-2">
            <button
              type="button"
              className="btn-primary"
              aria-label={`${t('cashier.approve')} ${row.original.id}`}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: row.original.id })}
            >
              {t('cashier.approve')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              aria-label={`${t('cashier.reject')} ${row.original.id}`}
              onClick={() => setRejecting(row.original)}
            >
              {t('cashier.reject')}
            </button>
          </span>
        ),
    },
    {
      id: 'payTo',
      header: t('cashier.payTo'),
      cell: ({ row }) =>
        `${row.original.payoutAccount.providerName} ${row.original.accountNumber} (${row.original.payoutAccount.holderName})`,
    },
    {
      accessorKey: 'createdAt',
      header: t('cashier.created'),
      cell: ({ row }) => new Date(row.original.createdAt).toLocaleString(i18n.language),
    },
    {
      accessorKey: 'firstApprovedBy',
      header: t('cashier.firstApproval'),
      cell: ({ row }) =>
        row.original.firstApprovedBy && t('cashier.firstApprovedBy', { operator: row.original.firstApprovedBy }),
    },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('cashier.title')}</h1>
      <label className="flex w-fit flex-col gap-1 text-sm">
        {t('cashier.status')}
        <select
          className="field"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as WithdrawalStatus);
            setPageNo(1);
          }}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`cashier.statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {decide.isError && (
        <p role="alert" className="text-danger">
          {errorText(decide.error)}
        </p>
      )}
      {message && <p role="status">{message}</p>}
      {rejecting && (
        <form className="card flex flex-wrap items-end gap-3" onSubmit={reject}>
          <label className="flex min-w-64 flex-1 flex-col gap-1">
            {t('cashier.rejectReason', { id: rejecting.id })}
            <input name="reason" className="field" required maxLength={200} autoFocus />
          </label>
          <button className="btn-primary" disabled={decide.isPending}>
            {t('cashier.confirmReject')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setRejecting(null)}>
            {t('cashier.cancel')}
          </button>
        </form>
      )}
      <DataTable label={t('cashier.title')} rows={list.data?.list ?? []} columns={columns} csvName="withdrawals" />
      <Pager page={pageNo} pages={list.data?.totalPages ?? 1} onPage={setPageNo} />
    </section>
  );
}
