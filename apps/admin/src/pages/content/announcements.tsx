import type { ColumnDef } from '@tanstack/react-table';
import { ANNOUNCEMENT_TYPES, announcementInputSchema, type AnnouncementType } from '@arcadia/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { errorAt } from '../../lib/contract-form';
import { localTime } from '../../lib/local-time';
import { RichContentList } from './rich-content-list';
import type { RichContentKind } from './rich-content-form';
import { instantOf, localInput, scheduleState } from './schedule';

type Announcement = {
  id: number;
  type: AnnouncementType;
  language: string | null;
  title: string;
  content: string;
  popup: boolean;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
};
type Values = {
  type: AnnouncementType;
  language: string;
  title: string;
  content: string;
  popup: boolean;
  enabled: boolean;
  startsAt: string;
  endsAt: string;
};

const valuesOf = (row: Announcement | null): Values => ({
  type: row?.type ?? 'PL',
  language: row?.language ?? '',
  title: row?.title ?? '',
  content: row?.content ?? '',
  popup: row?.popup ?? false,
  enabled: row?.enabled ?? true,
  startsAt: localInput(row?.startsAt ?? null),
  endsAt: localInput(row?.endsAt ?? null),
});
const toInput = (v: Values) => ({
  ...v,
  language: v.language === '' ? null : v.language,
  startsAt: instantOf(v.startsAt),
  endsAt: instantOf(v.endsAt),
});

/**
 * Announcements and popups of the brand: the list with each one's schedule and whether it shows
 * now, and the form that writes one with the rich-text editor and previews it as members see it.
 */
export function AnnouncementsSection({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const kind = announcementKind(t);
  const columns: ColumnDef<Announcement, unknown>[] = [
    { accessorKey: 'title', header: t('content.titleColumn') },
    { accessorKey: 'type', header: t('content.type'), cell: ({ row }) => t(`content.types.${row.original.type}`) },
    { id: 'language', header: t('content.language'), accessorFn: (r) => r.language ?? t('content.allLanguages') },
    { id: 'popup', header: t('content.popup'), accessorFn: (r) => (r.popup ? '✓' : '—') },
    { id: 'startsAt', header: t('content.startsAt'), accessorFn: (r) => localTime(r.startsAt, i18n.language) || '—' },
    { id: 'endsAt', header: t('content.endsAt'), accessorFn: (r) => localTime(r.endsAt, i18n.language) || '—' },
    { id: 'state', header: t('content.state'), accessorFn: (r) => t(`content.states.${scheduleState(r)}`) },
  ];
  return (
    <RichContentList
      path="announcements"
      title={t('content.announcements')}
      newLabel={t('content.newAnnouncement')}
      mayWrite={mayWrite}
      kind={() => kind}
      values={valuesOf}
      columns={columns}
    />
  );
}

/** An announcement's own fields: its kind, its schedule, whether it also pops up. */
function announcementKind(t: TFunction): Omit<RichContentKind<Values, typeof announcementInputSchema>, 'path'> {
  return {
    schema: announcementInputSchema,
    toInput,
    titles: {
      new: t('content.newAnnouncement'),
      edit: t('content.editAnnouncement'),
      help: t('content.announcementHelp'),
    },
    everyLanguage: true,
    fields: (form) => {
      const errors = form.formState.errors;
      return (
        <>
          <Field label={t('content.type')} error={errorAt(errors, 'type')}>
            {(c) => (
              <select {...c} {...form.register('type')} className="field">
                {ANNOUNCEMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`content.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('content.startsAt')} error={errorAt(errors, 'startsAt')}>
            {(c) => <input {...c} {...form.register('startsAt')} type="datetime-local" className="field" />}
          </Field>
          <Field label={t('content.endsAt')} error={errorAt(errors, 'endsAt')}>
            {(c) => <input {...c} {...form.register('endsAt')} type="datetime-local" className="field" />}
          </Field>
        </>
      );
    },
    ticks: (form) => (
      <label className="flex items-center gap-2">
        <input type="checkbox" {...form.register('popup')} />
        {t('content.popupHelp')}
      </label>
    ),
  };
}
