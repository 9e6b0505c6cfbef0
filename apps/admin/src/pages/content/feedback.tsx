import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ColumnDef } from '@tanstack/react-table';
import { adminHandleFeedback, FEEDBACK_NOTE_MAX } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { Loaded } from '../../components/form-footer';
import { FormFrame, useFormFrame } from '../../components/form-frame';
import { api } from '../../lib/api';
import { contractResolver, errorAt } from '../../lib/contract-form';
import { localTime } from '../../lib/local-time';
import { CloseButton, FilterSelect, RowButton, useRefresh, useRows } from './content-rows';

type Feedback = {
  id: number;
  memberId: number | null;
  username: string | null;
  content: string;
  phone: string | null;
  language: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  note: string | null;
};
const SHOWS = { open: 'feedback?open=1', handled: 'feedback?open=0', all: 'feedback' } as const;
type Show = keyof typeof SHOWS;

/**
 * What members and visitors wrote through the site's feedback form, newest first: open ones by
 * default, each marked handled once with an optional note of what was done (feedback.handle).
 */
export function FeedbackSection({ mayHandle }: { mayHandle: boolean }) {
  const { t, i18n } = useTranslation();
  const [show, setShow] = useState<Show>('open');
  const rows = useRows<Feedback>(SHOWS[show]);
  const [handling, setHandling] = useState<Feedback | null>(null);
  const columns: ColumnDef<Feedback, unknown>[] = [
    { id: 'createdAt', header: t('content.received'), accessorFn: (r) => localTime(r.createdAt, i18n.language) },
    { id: 'from', header: t('content.from'), accessorFn: (r) => r.username ?? t('content.visitor') },
    { accessorKey: 'language', header: t('content.language') },
    { id: 'phone', header: t('content.phone'), accessorFn: (r) => r.phone ?? '—' },
    { accessorKey: 'content', header: t('content.message') },
    {
      id: 'state',
      header: t('content.state'),
      accessorFn: (r) =>
        r.handledAt
          ? t('content.handledBy', { at: localTime(r.handledAt, i18n.language), by: r.handledBy ?? '—' })
          : t('content.open'),
    },
    { id: 'note', header: t('content.note'), accessorFn: (r) => r.note ?? '' },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) =>
        mayHandle &&
        !row.original.handledAt && (
          <RowButton
            text={t('content.handle')}
            name={t('content.handleName', { from: row.original.username ?? t('content.visitor'), id: row.original.id })}
            onClick={() => setHandling(row.original)}
          />
        ),
    },
  ];
  return (
    <section className="space-y-4" aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="text-xl font-bold">
        {t('content.feedback')}
      </h2>
      <FilterSelect label={t('content.feedbackShow')} value={show} onChange={(value) => setShow(value as Show)}>
        {Object.keys(SHOWS).map((s) => (
          <option key={s} value={s}>
            {t(`content.feedbackShows.${s}`)}
          </option>
        ))}
      </FilterSelect>
      {handling && <HandleForm key={handling.id} row={handling} onClose={() => setHandling(null)} />}
      <Loaded query={rows}>
        {(list) => <DataTable label={t('content.feedback')} rows={list} columns={columns} csvName="feedback" />}
      </Loaded>
    </section>
  );
}

type NoteValues = { note: string };

function HandleForm({ row, onClose }: { row: Feedback; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = [useRefresh(SHOWS.open), useRefresh(SHOWS.handled), useRefresh(SHOWS.all)];
  const form = useForm<NoteValues, unknown, { note?: string | undefined }>({
    defaultValues: { note: '' },
    resolver: contractResolver(adminHandleFeedback.body, t, (v: NoteValues) =>
      v.note.trim() === '' ? {} : { note: v.note },
    ),
  });
  const frame = useFormFrame(
    form,
    (body: { note?: string | undefined }) => api('POST', `/content/feedback/${row.id}/handled`, body),
    () => refresh.forEach((r) => r()),
    t('content.handled'),
    t('content.handle'),
  );
  return (
    <FormFrame
      id="handle-feedback-title"
      title={t('content.handleTitle', { from: row.username ?? t('content.visitor') })}
      help={row.content}
      {...frame}
      actions={<CloseButton onClose={onClose} />}
    >
      <Field
        label={t('content.note')}
        hint={t('content.noteHelp', { max: FEEDBACK_NOTE_MAX })}
        error={errorAt(form.formState.errors, 'note')}
      >
        {(c) => <textarea {...c} {...form.register('note')} className="field" rows={3} />}
      </Field>
    </FormFrame>
  );
}
