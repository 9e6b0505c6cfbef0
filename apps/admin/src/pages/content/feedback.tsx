import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ColumnDef } from '@tanstack/react-table';
import {
  adminHandleFeedback,
  adminReplyFeedback,
  FEEDBACK_NOTE_MAX,
  FEEDBACK_REPLY_MAX,
  type AdminFeedbackRow,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { Loaded } from '../../components/form-footer';
import { FormFrame, useFormFrame } from '../../components/form-frame';
import { api } from '../../lib/api';
import { contractResolver, errorAt } from '../../lib/contract-form';
import { localTime } from '../../lib/local-time';
import { CloseButton, FilterSelect, RowButton, useContentPath, useRefresh, useRows } from './content-rows';

type Feedback = AdminFeedbackRow;
const SHOWS = { open: 'feedback?open=1', handled: 'feedback?open=0', all: 'feedback' } as const;
type Show = keyof typeof SHOWS;

/**
 * What members and visitors wrote through the site's feedback form, newest first: open ones by
 * default, each answered once (a member's reply lands in their platform inbox; a visitor has
 * none, so theirs is kept undelivered) and marked handled once with an optional note of what
 * was done (feedback.handle).
 */
export function FeedbackSection({ mayHandle }: { mayHandle: boolean }) {
  const { t, i18n } = useTranslation();
  const [show, setShow] = useState<Show>('open');
  const rows = useRows<Feedback>(SHOWS[show]);
  const [handling, setHandling] = useState<Feedback | null>(null);
  const [replying, setReplying] = useState<Feedback | null>(null);
  const from = (r: Feedback) => r.username ?? t('content.visitor');
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
      id: 'reply',
      header: t('content.reply'),
      cell: ({ row }) => <ReplyCell row={row.original} />,
      accessorFn: (r) => r.reply ?? '',
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => {
        const r = row.original;
        const name = t('content.handleName', { from: from(r), id: r.id });
        return (
          mayHandle && (
            <div className="flex flex-wrap gap-2">
              {r.reply === null && (
                <RowButton text={t('content.replyAction')} name={name} onClick={() => setReplying(r)} />
              )}
              {!r.handledAt && <RowButton text={t('content.handle')} name={name} onClick={() => setHandling(r)} />}
            </div>
          )
        );
      },
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
      {replying && <ReplyForm key={replying.id} row={replying} onClose={() => setReplying(null)} />}
      <Loaded query={rows}>
        {(list) => <DataTable label={t('content.feedback')} rows={list} columns={columns} csvName="feedback" />}
      </Loaded>
    </section>
  );
}

/** The reply as the operator wrote it, and where it went: the member's inbox, or nowhere (a visitor). */
function ReplyCell({ row }: { row: Feedback }) {
  const { t, i18n } = useTranslation();
  if (row.reply === null) return null;
  return (
    <div className="space-y-1">
      <p className="whitespace-pre-line">{row.reply}</p>
      <p className={`text-sm ${row.replyDelivery === 'inbox' ? 'text-fg-muted' : 'text-danger'}`}>
        {row.replyDelivery === 'inbox'
          ? t('content.replyDelivered', { by: row.repliedBy ?? '—', at: localTime(row.repliedAt ?? '', i18n.language) })
          : t('content.replyNoMember')}
      </p>
    </div>
  );
}

/** Each list (open, handled, all) is read again: a reply or a mark shows in all three. */
function useRefreshAll() {
  const refresh = [useRefresh(SHOWS.open), useRefresh(SHOWS.handled), useRefresh(SHOWS.all)];
  return () => refresh.forEach((r) => r());
}

type ReplyValues = { reply: string };

/** The one reply to a feedback; for a visitor's the form says first that it cannot be delivered. */
function ReplyForm({ row, onClose }: { row: Feedback; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAll();
  const path = useContentPath();
  const form = useForm<ReplyValues, unknown, { reply: string }>({
    defaultValues: { reply: '' },
    resolver: contractResolver(adminReplyFeedback.body, t, (v: ReplyValues) => v),
  });
  const frame = useFormFrame(
    form,
    (body: { reply: string }) => api<Feedback>('POST', path(`feedback/${row.id}/reply`), body),
    refresh,
    row.memberId === null ? t('content.repliedNoMember') : t('content.replied'),
    t('content.sendReply'),
    { once: true },
  );
  return (
    <FormFrame
      id="reply-feedback-title"
      title={t('content.replyTitle', { from: row.username ?? t('content.visitor') })}
      help={row.content}
      {...frame}
      actions={<CloseButton onClose={onClose} />}
    >
      {row.memberId === null && (
        <p role="note" className="rounded-lg bg-danger-soft px-3 py-2 text-danger">
          {t('content.replyVisitor')}
        </p>
      )}
      <Field
        label={t('content.reply')}
        hint={t('content.replyHelp', { max: FEEDBACK_REPLY_MAX })}
        error={errorAt(form.formState.errors, 'reply')}
      >
        {(c) => <textarea {...c} {...form.register('reply')} className="field" rows={4} />}
      </Field>
    </FormFrame>
  );
}

type NoteValues = { note: string };

function HandleForm({ row, onClose }: { row: Feedback; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAll();
  const path = useContentPath();
  const form = useForm<NoteValues, unknown, { note?: string | undefined }>({
    defaultValues: { note: '' },
    resolver: contractResolver(adminHandleFeedback.body, t, (v: NoteValues) =>
      v.note.trim() === '' ? {} : { note: v.note },
    ),
  });
  const frame = useFormFrame(
    form,
    (body: { note?: string | undefined }) => api('POST', path(`feedback/${row.id}/handled`), body),
    refresh,
    t('content.handled'),
    t('content.handle'),
    { once: true },
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
