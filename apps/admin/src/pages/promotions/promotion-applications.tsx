import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { adminReviewApplication, type applicationViewSchema } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { localTime } from '../../lib/local-time';

type Application = z.infer<typeof applicationViewSchema>;
type Decision = 'approve' | 'reject';
const STATES = ['pending', 'claimable', 'issued', 'claimed', 'rejected'] as const;

/**
 * Applications to activities with a manual trigger, pending first: the member's comment and how
 * many images came with it; approve, or reject with a reason the member is shown.
 */
export function PromotionApplications({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<(typeof STATES)[number]>('pending');
  const [reviewing, setReviewing] = useState<{ application: Application; decision: Decision } | null>(null);
  const [noteError, setNoteError] = useState('');
  const applications = useQuery({
    queryKey: ['promotion-applications', state],
    queryFn: () => api<{ list: Application[] }>('GET', `/promotions/applications?state=${state}`),
  });
  const review = useMutation({
    mutationFn: ({ id, body }: { id: number; body: { decision: Decision; note: string } }) =>
      api<Application>('POST', `/promotions/applications/${id}/review`, body),
    onSuccess: () => {
      setReviewing(null);
      void client.invalidateQueries({ queryKey: ['promotion-applications'] });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reviewing) return;
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    const body = adminReviewApplication.body.safeParse({ decision: reviewing.decision, note });
    // The contract lets a note be empty; a rejection without a reason tells the member nothing.
    if (!body.success || (reviewing.decision === 'reject' && note === '')) {
      return setNoteError(t(body.success ? 'form.required' : 'form.invalid'));
    }
    setNoteError('');
    review.mutate({ id: reviewing.application.id, body: body.data });
  };
  const columns: ColumnDef<Application, unknown>[] = [
    { accessorKey: 'id', header: t('promotions.id') },
    { accessorKey: 'member', header: t('promotions.member') },
    { accessorKey: 'activityTitle', header: t('promotions.activity') },
    { accessorKey: 'comment', header: t('promotions.comment') },
    { accessorKey: 'images', header: t('promotions.images') },
    {
      accessorKey: 'state',
      header: t('promotions.status'),
      cell: ({ row }) =>
        row.original.state === 'pending' && row.original.firstApprover
          ? t('promotions.awaitingSecond', { name: row.original.firstApprover })
          : t(`promotions.appStates.${row.original.state}`, { defaultValue: row.original.state }),
    },
    { accessorKey: 'reviewNote', header: t('promotions.note') },
    {
      accessorKey: 'createdAt',
      header: t('promotions.sentAt'),
      cell: ({ row }) => localTime(row.original.createdAt, i18n.language),
    },
    {
      id: 'actions',
      header: t('promotions.actions'),
      cell: ({ row }) =>
        mayWrite &&
        row.original.state === 'pending' && (
          <div className="flex gap-1">
            {(['approve', 'reject'] as const).map((decision) => (
              <button
                key={decision}
                type="button"
                className={`btn-secondary ${decision === 'reject' ? 'text-danger' : ''}`}
                aria-label={`${t(`promotions.${decision}`)}: ${row.original.member}`}
                onClick={() => {
                  setNoteError('');
                  setReviewing({ application: row.original, decision });
                }}
              >
                {t(`promotions.${decision}`)}
              </button>
            ))}
          </div>
        ),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="applications-title">
      <h2 id="applications-title" className="text-xl font-bold">
        {t('promotions.applications')}
      </h2>
      <label className="flex w-fit flex-col gap-1">
        {t('promotions.status')}
        <select className="field" value={state} onChange={(e) => setState(e.target.value as typeof state)}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {t(`promotions.appStates.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {reviewing && (
        <form className="card flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
          <p className="w-full font-semibold">
            {t(`promotions.${reviewing.decision}Title`, { member: reviewing.application.member })}
          </p>
          <Field
            label={reviewing.decision === 'reject' ? t('promotions.reason') : t('promotions.note')}
            error={noteError || undefined}
            className="grow"
          >
            {(c) => <input {...c} name="note" className="field" maxLength={200} />}
          </Field>
          <button className="btn-primary" disabled={review.isPending}>
            {t(`promotions.${reviewing.decision}`)}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setReviewing(null)}>
            {t('promotions.cancel')}
          </button>
        </form>
      )}
      {(applications.isError || review.isError) && (
        <p role="alert" className="text-danger">
          {errorText(applications.error ?? review.error)}
        </p>
      )}
      <DataTable
        label={t('promotions.applications')}
        rows={applications.data?.list ?? []}
        columns={columns}
        csvName="promotion-applications"
      />
    </section>
  );
}
