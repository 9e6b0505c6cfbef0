import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { adminAdjustRewardStock, type AdminReward, type Language } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, numberOrNull, type FieldErrors } from '../../lib/form-errors';
import { RewardForm } from './reward-form';

type Editing = { reward: AdminReward | null } | null;

/** A reward's name in the console's language, else English (the catalogue's fallback). */
export const rewardName = (reward: AdminReward, language: string) =>
  reward.texts[language as Language]?.name ?? reward.texts.en?.name ?? '';

/**
 * The rewards catalogue: price, stock with what redemptions hold reserved and what went out;
 * add or change a reward; add or remove stock (never below what is reserved: the server says).
 */
export function PointsRewards({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [stocking, setStocking] = useState<AdminReward | null>(null);
  const [stockErrors, setStockErrors] = useState<FieldErrors>({});
  const rewards = useQuery({
    queryKey: ['points-rewards'],
    queryFn: () => api<{ list: AdminReward[] }>('GET', '/points/rewards'),
  });
  const stock = useMutation({
    mutationFn: ({ id, delta }: { id: number; delta: number }) =>
      api<AdminReward>('POST', `/points/rewards/${id}/stock`, { delta }),
    onSuccess: () => {
      setStocking(null);
      void client.invalidateQueries({ queryKey: ['points-rewards'] });
    },
  });
  const submitStock = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stocking) return;
    const delta = numberOrNull(new FormData(event.currentTarget).get('delta'));
    const checked = checkWith(adminAdjustRewardStock.body, { delta }, t);
    if (!checked.ok) return setStockErrors(checked.errors);
    setStockErrors({});
    stock.mutate({ id: stocking.id, delta: checked.value.delta });
  };
  const columns: ColumnDef<AdminReward, unknown>[] = [
    { accessorKey: 'id', header: t('points.id') },
    { id: 'name', header: t('points.name'), accessorFn: (r) => rewardName(r, i18n.language) },
    { accessorKey: 'kind', header: t('points.kind'), cell: ({ row }) => t(`points.kinds.${row.original.kind}`) },
    { accessorKey: 'price', header: t('points.price') },
    { accessorKey: 'stock', header: t('points.stock') },
    { accessorKey: 'reserved', header: t('points.reserved') },
    { accessorKey: 'redeemed', header: t('points.redeemed') },
    {
      accessorKey: 'limitPerMember',
      header: t('points.limitPerMember'),
      cell: ({ row }) => row.original.limitPerMember ?? t('points.noLimit'),
    },
    { accessorKey: 'vipLevel', header: t('points.vipLevel') },
    {
      accessorKey: 'enabled',
      header: t('points.enabled'),
      cell: ({ row }) => (row.original.enabled ? t('points.yes') : t('points.no')),
    },
    {
      id: 'actions',
      header: t('points.actions'),
      cell: ({ row }) =>
        mayWrite && (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn-secondary"
              aria-label={`${t('points.edit')}: ${rewardName(row.original, i18n.language)}`}
              onClick={() => setEditing({ reward: row.original })}
            >
              {t('points.edit')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              aria-label={`${t('points.adjustStock')}: ${rewardName(row.original, i18n.language)}`}
              onClick={() => {
                setStockErrors({});
                setStocking(row.original);
              }}
            >
              {t('points.adjustStock')}
            </button>
          </div>
        ),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="rewards-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="rewards-title" className="text-xl font-bold">
          {t('points.rewards')}
        </h2>
        {mayWrite && editing === null && (
          <button type="button" className="btn-primary" onClick={() => setEditing({ reward: null })}>
            {t('points.newReward')}
          </button>
        )}
      </div>
      {editing && (
        <RewardForm key={editing.reward?.id ?? 'new'} reward={editing.reward} onDone={() => setEditing(null)} />
      )}
      {stocking && (
        <form className="card flex flex-wrap items-end gap-3" onSubmit={submitStock} noValidate>
          <p className="w-full font-semibold">
            {t('points.stockTitle', { name: rewardName(stocking, i18n.language), stock: stocking.stock })}
          </p>
          <Field label={t('points.delta')} error={stockErrors.delta}>
            {(c) => <input {...c} name="delta" type="number" className="field w-32" />}
          </Field>
          <button className="btn-primary" disabled={stock.isPending}>
            {t('points.applyStock')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setStocking(null)}>
            {t('points.cancel')}
          </button>
        </form>
      )}
      {(rewards.isError || stock.isError) && (
        <p role="alert" className="text-danger">
          {errorText(rewards.error ?? stock.error)}
        </p>
      )}
      <DataTable label={t('points.rewards')} rows={rewards.data?.list ?? []} columns={columns} csvName="rewards" />
    </section>
  );
}
