import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdjustmentRequest } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { usePermissions } from '../lib/session';

type Page = { list: AdjustmentRequest[]; total: number; totalPages: number };

/** The two-person rule's inbox: adjustments from the brand threshold on, waiting for a second operator. */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = usePermissions();
  const [message, setMessage] = useState<string | null>(null);
  const pending = useQuery({
    queryKey: ['adjustment-requests'],
    queryFn: () => api<Page>('GET', '/adjustments/requests?status=pending'),
  });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      approve
        ? api<{ balance: string | null }>('POST', `/adjustments/requests/${id}/approve`)
        : api<{ balance: string | null }>('POST', `/adjustments/requests/${id}/reject`, {
            reason: window.prompt(t('approvals.rejectReason')) ?? '-',
          }),
    onSuccess: (result) => {
      setMessage(result.balance ? t('approvals.approved', { balance: result.balance }) : t('approvals.rejected'));
      void client.invalidateQueries({ queryKey: ['adjustment-requests'] });
    },
  });
  const mayDecide = me.data?.permissions.includes('money.approve') ?? false;
  const columns: ColumnDef<AdjustmentRequest, unknown>[] = [
    { accessorKey: 'id', header: 'Id' },
    { accessorKey: 'username', header: t('players.username') },
    { accessorKey: 'amount', header: t('approvals.amount') },
    { accessorKey: 'reason', header: t('approvals.reason') },
    { accessorKey: 'requestedBy', header: t('approvals.requestedBy') },
    { accessorKey: 'createdAt', header: t('approvals.created') },
    {
      id: 'actions',
      header: '',
      cell: ({ row }) =>
        mayDecide && (
          <span className="flex gap-2">
            <button
              type="button"
              className="btn-primary"
              aria-label={`${t('approvals.approve')} ${row.original.id}`}
              onClick={() => decide.mutate({ id: row.original.id, approve: true })}
            >
              {t('approvals.approve')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => decide.mutate({ id: row.original.id, approve: false })}
            >
              {t('approvals.reject')}
            </button>
          </span>
        ),
    },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('approvals.title')}</h1>
      {decide.isError && (
        <p role="alert" className="text-danger">
          {errorText(decide.error)}
        </p>
      )}
      {message && <p role="status">{message}</p>}
      <DataTable label={t('approvals.title')} rows={pending.data?.list ?? []} columns={columns} csvName="approvals" />
    </section>
  );
}
