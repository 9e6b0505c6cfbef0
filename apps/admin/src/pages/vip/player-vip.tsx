import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { adminSetVipLevel, type adminVipMemberSchema } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, numberOrNull, type FieldErrors } from '../../lib/form-errors';
import { localTime } from '../../lib/local-time';

type MemberVip = z.infer<typeof adminVipMemberSchema>;
type History = MemberVip['history'][number];
type Reward = MemberVip['rewards'][number];

/**
 * A member's VIP level on the member's page (vip.read): level, growth and what the next level
 * still needs, the review under way, recent changes and rewards paid; set by hand with a reason
 * (vip.write).
 */
export function PlayerVip({ id, mayWrite }: { id: string; mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const key = ['player-vip', id];
  const vip = useQuery({ queryKey: key, queryFn: () => api<MemberVip>('GET', `/players/${id}/vip`) });
  const set = useMutation({
    mutationFn: (body: { rankLevel: number; reason: string }) => api<MemberVip>('PUT', `/players/${id}/vip`, body),
    onSuccess: (data) => client.setQueryData(key, data),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = { rankLevel: numberOrNull(form.get('rankLevel')), reason: form.get('reason') };
    const checked = checkWith(adminSetVipLevel.body, value, t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    set.mutate(checked.value);
  };
  const historyColumns: ColumnDef<History, unknown>[] = [
    { accessorKey: 'at', header: t('vip.at'), cell: ({ row }) => localTime(row.original.at, i18n.language) },
    { accessorKey: 'reason', header: t('vip.change'), cell: ({ row }) => t(`vip.reasons.${row.original.reason}`) },
    { accessorKey: 'fromName', header: t('vip.from') },
    { accessorKey: 'toName', header: t('vip.to') },
    { accessorKey: 'growth', header: t('vip.growth') },
    { accessorKey: 'periodKey', header: t('vip.period') },
  ];
  const rewardColumns: ColumnDef<Reward, unknown>[] = [
    { accessorKey: 'at', header: t('vip.at'), cell: ({ row }) => localTime(row.original.at, i18n.language) },
    { accessorKey: 'kind', header: t('vip.rewardKind'), cell: ({ row }) => t(`vip.rewardKinds.${row.original.kind}`) },
    { accessorKey: 'ref', header: t('vip.rewardRef') },
    { accessorKey: 'amount', header: t('vip.amount') },
    {
      accessorKey: 'status',
      header: t('vip.rewardStatus'),
      cell: ({ row }) => t(`vip.rewardStatuses.${row.original.status}`),
    },
  ];
  if (vip.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(vip.error)}
      </p>
    );
  const data = vip.data;
  if (!data) return <p>{t('common.loading')}</p>;
  const { level, progress, review } = data;
  return (
    <section className="card space-y-3" aria-labelledby="player-vip-title">
      <h2 id="player-vip-title" className="font-bold">
        {t('vip.memberTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
        <dt className="text-fg-muted">{t('vip.level')}</dt>
        <dd data-testid="player-vip-level">{level ? `${level.rankLevel} · ${level.name}` : t('vip.noLevel')}</dd>
        <dt className="text-fg-muted">{t('vip.growth')}</dt>
        <dd>{progress.growth}</dd>
        <dt className="text-fg-muted">{t('vip.missing')}</dt>
        <dd>{progress.missingGrowth ?? t('vip.top')}</dd>
        <dt className="text-fg-muted">{t('vip.birthday')}</dt>
        <dd>{data.birthday ?? '—'}</dd>
        {review && (
          <>
            <dt className="text-fg-muted">{t('vip.reviewAt')}</dt>
            <dd>{localTime(review.reviewAt, i18n.language)}</dd>
            <dt className="text-fg-muted">{t('vip.missingToKeep')}</dt>
            <dd>{review.missingToKeep}</dd>
          </>
        )}
      </dl>
      {mayWrite && (
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate aria-label={t('vip.setLevel')}>
          <label className="flex flex-col gap-1">
            {t('vip.level')}
            <select name="rankLevel" className="field" defaultValue={level?.rankLevel ?? ''}>
              {data.levels.map((l) => (
                <option key={l.id} value={l.rankLevel}>
                  {l.rankLevel} · {l.name}
                </option>
              ))}
            </select>
          </label>
          <Field label={t('vip.reason')} error={errors.reason} className="grow">
            {(c) => <input {...c} name="reason" className="field" maxLength={200} />}
          </Field>
          <button className="btn-primary" disabled={set.isPending}>
            {t('vip.setLevel')}
          </button>
        </form>
      )}
      {set.isError && (
        <p role="alert" className="text-danger">
          {errorText(set.error)}
        </p>
      )}
      <DataTable label={t('vip.history')} rows={data.history} columns={historyColumns} csvName={`vip-history-${id}`} />
      <DataTable
        label={t('vip.rewardsPaid')}
        rows={data.rewards}
        columns={rewardColumns}
        csvName={`vip-rewards-${id}`}
      />
    </section>
  );
}
