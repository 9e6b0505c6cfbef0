import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { adminRebateClaims, type adminRebateClaimSchema } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { Pager } from '../../components/pager';
import { api, errorText } from '../../lib/api';
import { checkWith } from '../../lib/form-errors';
import { localTime } from '../../lib/local-time';

type Claim = z.infer<typeof adminRebateClaimSchema>;
type ClaimsPage = { list: Claim[]; total: number; totalPages: number; paid: string };
export const REBATE_CLAIMS_KEY = ['rebate-claims'];

/** Rebates paid, newest first: by the members' claims or the schedule, all periods or one. */
export function RebateClaims() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState('');
  const [periodError, setPeriodError] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const claims = useQuery({
    queryKey: [...REBATE_CLAIMS_KEY, period, page],
    queryFn: () =>
      api<ClaimsPage>('GET', `/rebates/claims?pageNo=${page}${period ? `&period=${encodeURIComponent(period)}` : ''}`),
  });
  const choosePeriod = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('period') ?? '').trim();
    const checked = checkWith(adminRebateClaims.query.pick({ period: true }), { period: typed || undefined }, t);
    if (!checked.ok) return setPeriodError(checked.errors.period);
    setPeriodError(undefined);
    setPage(1);
    setPeriod(typed);
  };
  const columns: ColumnDef<Claim, unknown>[] = [
    { accessorKey: 'id', header: t('rebates.id') },
    { accessorKey: 'member', header: t('rebates.member') },
    { accessorKey: 'periodKey', header: t('rebates.period') },
    { accessorKey: 'category', header: t('rebates.category') },
    { accessorKey: 'validBet', header: t('rebates.validBet') },
    { accessorKey: 'rate', header: t('rebates.rate') },
    { accessorKey: 'amount', header: t('rebates.amount') },
    {
      accessorKey: 'source',
      header: t('rebates.source'),
      cell: ({ row }) => t(`rebates.sources.${row.original.source}`),
    },
    {
      accessorKey: 'createdAt',
      header: t('rebates.at'),
      cell: ({ row }) => localTime(row.original.createdAt, i18n.language),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="rebate-claims-title">
      <h2 id="rebate-claims-title" className="text-xl font-bold">
        {t('rebates.claims')}
      </h2>
      <form className="flex flex-wrap items-end gap-2" onSubmit={choosePeriod} noValidate>
        <Field label={t('rebates.periodFilter')} error={periodError} hint={t('rebates.allPeriods')}>
          {(c) => <input {...c} name="period" className="field w-48" maxLength={40} />}
        </Field>
        <button className="btn-secondary mb-5">{t('rebates.show')}</button>
      </form>
      {claims.isError && (
        <p role="alert" className="text-danger">
          {errorText(claims.error)}
        </p>
      )}
      {claims.data && <p>{t('rebates.total', { amount: claims.data.paid })}</p>}
      <DataTable label={t('rebates.claims')} rows={claims.data?.list ?? []} columns={columns} csvName="rebates" />
      <Pager page={page} pages={claims.data?.totalPages ?? 1} onPage={setPage} />
    </section>
  );
}
