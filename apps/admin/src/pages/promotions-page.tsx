import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { PROMOTION_CATEGORIES, type AdminActivity, type PromotionCategory } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { localTime } from '../lib/local-time';
import { usePermissions } from '../lib/session';
import { PromotionApplications } from './promotions/promotion-applications';
import { PromotionForm } from './promotions/promotion-form';
import { PromotionSettings } from './promotions/promotion-settings';
import { titleOf } from './promotions/promotion-values';

type Editing = { activity: AdminActivity | null } | null;

/**
 * Promotions (issue 28): the brand's activities with their state, category and schedule; create,
 * change, publish, pause and resume them (promotions.write); the applications waiting for review;
 * and the brand's cap on wagering.
 */
export default function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const me = usePermissions();
  const mayWrite = me.data?.permissions.includes('promotions.write') ?? false;
  const [category, setCategory] = useState<PromotionCategory | ''>('');
  const [editing, setEditing] = useState<Editing>(null);
  const activities = useQuery({
    queryKey: ['promotions', category],
    queryFn: () => api<{ list: AdminActivity[] }>('GET', `/promotions${category ? `?category=${category}` : ''}`),
  });
  const status = useMutation({
    mutationFn: ({ id, next }: { id: number; next: AdminActivity['status'] }) =>
      api<AdminActivity>('POST', `/promotions/${id}/status`, { status: next }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['promotions'] }),
  });
  const action = (activity: AdminActivity, next: AdminActivity['status'], label: string) => (
    <button
      type="button"
      className="btn-secondary"
      disabled={status.isPending}
      aria-label={`${label}: ${titleOf(activity, i18n.language)}`}
      onClick={() => status.mutate({ id: activity.id, next })}
    >
      {label}
    </button>
  );
  const columns: ColumnDef<AdminActivity, unknown>[] = [
    { accessorKey: 'id', header: t('promotions.id') },
    { id: 'title', header: t('promotions.titleField'), accessorFn: (a) => titleOf(a, i18n.language) },
    {
      accessorKey: 'category',
      header: t('promotions.category'),
      cell: ({ row }) => t(`promotions.categories.${row.original.category}`),
    },
    {
      accessorKey: 'status',
      header: t('promotions.status'),
      cell: ({ row }) => t(`promotions.statuses.${row.original.status}`),
    },
    {
      accessorKey: 'startsAt',
      header: t('promotions.startsAt'),
      cell: ({ row }) => localTime(row.original.startsAt, i18n.language),
    },
    {
      accessorKey: 'endsAt',
      header: t('promotions.endsAt'),
      cell: ({ row }) => localTime(row.original.endsAt, i18n.language) || t('promotions.noEnd'),
    },
    {
      id: 'actions',
      header: t('promotions.actions'),
      cell: ({ row }) => {
        const a = row.original;
        if (!mayWrite) return null;
        return (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn-secondary"
              aria-label={`${t('promotions.edit')}: ${titleOf(a, i18n.language)}`}
              onClick={() => setEditing({ activity: a })}
            >
              {t('promotions.edit')}
            </button>
            {a.status === 'draft' && action(a, 'active', t('promotions.publish'))}
            {a.status === 'active' && action(a, 'paused', t('promotions.pause'))}
            {a.status === 'paused' && action(a, 'active', t('promotions.resume'))}
          </div>
        );
      },
    },
  ];
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-extrabold">{t('promotions.title')}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          {t('promotions.category')}
          <select
            className="field"
            value={category}
            onChange={(e) => setCategory(e.target.value as PromotionCategory | '')}
          >
            <option value="">{t('promotions.allCategories')}</option>
            {PROMOTION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`promotions.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        {mayWrite && editing === null && (
          <button type="button" className="btn-primary" onClick={() => setEditing({ activity: null })}>
            {t('promotions.new')}
          </button>
        )}
      </div>
      {editing && (
        <PromotionForm
          key={editing.activity?.id ?? 'new'}
          activity={editing.activity}
          onDone={() => setEditing(null)}
        />
      )}
      {(activities.isError || status.isError) && (
        <p role="alert" className="text-danger">
          {errorText(activities.error ?? status.error)}
        </p>
      )}
      <DataTable
        label={t('promotions.activities')}
        rows={activities.data?.list ?? []}
        columns={columns}
        csvName="promotions"
      />
      <PromotionApplications mayWrite={mayWrite} />
      <PromotionSettings mayWrite={mayWrite} />
    </section>
  );
}
