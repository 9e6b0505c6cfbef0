import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  adminRejectRedemption,
  adminShipRedemption,
  REDEEM_STATES,
  type AdminRedemption,
  type RedeemState,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { Pager } from '../../components/pager';
import { api, errorText } from '../../lib/api';
import { checkWith, type FieldErrors } from '../../lib/form-errors';
import { localTime } from '../../lib/local-time';

type Page = { list: AdminRedemption[]; total: number; totalPages: number };
type Step = { redemption: AdminRedemption; action: 'ship' | 'reject' };

/**
 * Redemptions to review, in process first: approve (in process → approved), ship a physical one
 * with the courier's tracking reference (approved → shipped), or reject with a remark the member
 * sees (the points and the reserved stock go back).
 */
export function PointsRedemptions({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<RedeemState | ''>('in_process');
  const [page, setPage] = useState(1);
  const [step, setStep] = useState<Step | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const redemptions = useQuery({
    queryKey: ['points-redemptions', state, page],
    queryFn: () => api<Page>('GET', `/points/redemptions?pageNo=${page}${state ? `&state=${state}` : ''}`),
  });
  const act = useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: 'approve' | 'ship' | 'reject'; body: object }) =>
      api<AdminRedemption>('POST', `/points/redemptions/${id}/${action}`, body),
    onSuccess: () => {
      setStep(null);
      void client.invalidateQueries({ queryKey: ['points-redemptions'] });
      void client.invalidateQueries({ queryKey: ['points-rewards'] });
    },
  });
  const submitStep = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!step) return;
    const form = new FormData(event.currentTarget);
    const remark = String(form.get('remark') ?? '').trim();
    const checked =
      step.action === 'ship'
        ? checkWith(
            adminShipRedemption.body,
            { trackingRef: form.get('trackingRef'), ...(remark ? { remark } : {}) },
            t,
          )
        : checkWith(adminRejectRedemption.body, { remark }, t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    act.mutate({ id: step.redemption.id, action: step.action, body: checked.value });
  };
  const button = (r: AdminRedemption, label: string, onClick: () => void, danger = false) => (
    <button
      type="button"
      className={`btn-secondary ${danger ? 'text-danger' : ''}`}
      disabled={act.isPending}
      aria-label={`${label}: #${r.id} ${r.username}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const columns: ColumnDef<AdminRedemption, unknown>[] = [
    { accessorKey: 'id', header: t('points.id') },
    { accessorKey: 'username', header: t('points.member') },
    { accessorKey: 'rewardName', header: t('points.reward') },
    { accessorKey: 'kind', header: t('points.kind'), cell: ({ row }) => t(`points.kinds.${row.original.kind}`) },
    { accessorKey: 'quantity', header: t('points.quantity') },
    { accessorKey: 'points', header: t('points.points') },
    { accessorKey: 'state', header: t('points.state'), cell: ({ row }) => t(`points.states.${row.original.state}`) },
    {
      id: 'delivery',
      header: t('points.delivery'),
      accessorFn: (r) => [r.recipient, r.address, r.phone].filter(Boolean).join(' · '),
    },
    { accessorKey: 'trackingRef', header: t('points.trackingRef') },
    { accessorKey: 'remark', header: t('points.remark') },
    {
      accessorKey: 'createdAt',
      header: t('points.at'),
      cell: ({ row }) => localTime(row.original.createdAt, i18n.language),
    },
    {
      id: 'actions',
      header: t('points.actions'),
      cell: ({ row }) => {
        const r = row.original;
        if (!mayWrite) return null;
        const open = (action: Step['action']) => () => {
          setErrors({});
          setStep({ redemption: r, action });
        };
        return (
          <div className="flex flex-wrap gap-1">
            {r.state === 'in_process' &&
              button(r, t('points.approve'), () => act.mutate({ id: r.id, action: 'approve', body: {} }))}
            {r.state === 'in_process' && button(r, t('points.reject'), open('reject'), true)}
            {r.state === 'approved' && r.kind === 'physical' && button(r, t('points.ship'), open('ship'))}
          </div>
        );
      },
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="redemptions-title">
      <h2 id="redemptions-title" className="text-xl font-bold">
        {t('points.redemptions')}
      </h2>
      <label className="flex w-fit flex-col gap-1">
        {t('points.state')}
        {/* Named by aria-label: a label wrapping a select also reads out the chosen option's text. */}
        <select
          className="field"
          aria-label={t('points.state')}
          value={state}
          onChange={(e) => {
            setPage(1);
            setState(e.target.value as RedeemState | '');
          }}
        >
          <option value="">{t('points.allStates')}</option>
          {REDEEM_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`points.states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {step && (
        <form className="card flex flex-wrap items-end gap-3" onSubmit={submitStep} noValidate>
          <p className="w-full font-semibold">
            {t(`points.${step.action}Title`, { id: step.redemption.id, member: step.redemption.username })}
          </p>
          {step.action === 'ship' && (
            <Field label={t('points.trackingRef')} error={errors.trackingRef}>
              {(c) => <input {...c} name="trackingRef" className="field" maxLength={80} />}
            </Field>
          )}
          <Field
            label={step.action === 'reject' ? t('points.reason') : t('points.remark')}
            error={errors.remark}
            className="grow"
          >
            {(c) => <input {...c} name="remark" className="field" maxLength={200} />}
          </Field>
          <button className="btn-primary" disabled={act.isPending}>
            {t(`points.${step.action}`)}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setStep(null)}>
            {t('points.cancel')}
          </button>
        </form>
      )}
      {(redemptions.isError || act.isError) && (
        <p role="alert" className="text-danger">
          {errorText(redemptions.error ?? act.error)}
        </p>
      )}
      <DataTable
        label={t('points.redemptions')}
        rows={redemptions.data?.list ?? []}
        columns={columns}
        csvName="redemptions"
      />
      <Pager page={page} pages={redemptions.data?.totalPages ?? 1} onPage={setPage} />
    </section>
  );
}
