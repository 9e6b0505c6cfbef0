import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { HeldReferralReward } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { api, errorText } from '../../lib/api';
import { localTime } from '../../lib/local-time';

const HELD_KEY = ['referral-held'];

/**
 * Referral rewards held by the abuse checks (the friend on the member's address or browser, a
 * payout account another member uses, an excluded member), oldest first: approving pays it now,
 * rejecting pays nothing. Each is decided once; the server refuses a second decision.
 */
export function HeldReferralRewards({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const held = useQuery({
    queryKey: HELD_KEY,
    queryFn: () => api<{ list: HeldReferralReward[] }>('GET', '/referrals/held'),
  });
  const review = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api<HeldReferralReward>('POST', `/referrals/held/${id}/review`, { decision }),
    onSettled: () => void client.invalidateQueries({ queryKey: HELD_KEY }),
  });
  const columns: ColumnDef<HeldReferralReward, unknown>[] = [
    { accessorKey: 'id', header: t('referrals.id') },
    { accessorKey: 'referrer', header: t('referrals.referrer') },
    { accessorKey: 'referred', header: t('referrals.referred') },
    {
      accessorKey: 'milestone',
      header: t('referrals.milestone'),
      cell: ({ row }) => t(`referrals.milestones.${row.original.milestone}`),
    },
    { accessorKey: 'amount', header: t('referrals.amount') },
    {
      id: 'reasons',
      header: t('referrals.reasons'),
      accessorFn: (r) => r.reasons.map((reason) => t(`referrals.reasonNames.${reason}`)).join(', '),
    },
    {
      accessorKey: 'createdAt',
      header: t('referrals.at'),
      cell: ({ row }) => localTime(row.original.createdAt, i18n.language),
    },
    {
      id: 'actions',
      header: t('referrals.actions'),
      cell: ({ row }) =>
        mayWrite && (
          <div className="flex gap-1">
            {(['approve', 'reject'] as const).map((decision) => (
              <button
                key={decision}
                type="button"
                className={`btn-secondary ${decision === 'reject' ? 'text-danger' : ''}`}
                disabled={review.isPending}
                aria-label={t(`referrals.${decision}Of`, { referred: row.original.referred })}
                onClick={() => review.mutate({ id: row.original.id, decision })}
              >
                {t(`referrals.${decision}`)}
              </button>
            ))}
          </div>
        ),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="referral-held-title">
      <h2 id="referral-held-title" className="text-xl font-bold">
        {t('referrals.held')}
      </h2>
      {(held.isError || review.isError) && (
        <p role="alert" className="text-danger">
          {errorText(held.error ?? review.error)}
        </p>
      )}
      <DataTable label={t('referrals.held')} rows={held.data?.list ?? []} columns={columns} csvName="referrals-held" />
    </section>
  );
}
