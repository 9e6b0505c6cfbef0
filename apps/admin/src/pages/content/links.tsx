import type { ColumnDef } from '@tanstack/react-table';
import { adminPutResource, adminPutSupport, LANGUAGES, RESOURCE_TYPES } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { FormFrame } from '../../components/form-frame';
import { errorAt } from '../../lib/contract-form';
import { numberOrNull, textOrNull } from '../../lib/form-errors';
import { actionsColumn, CloseButton, ListSection, useEditing, useRemove, useRows } from './content-rows';
import { useKeyedForm } from './keyed-form';

type Resource = {
  name: string;
  url: string;
  labelNameEn: string;
  labels: Partial<Record<string, string>>;
  resourceType: string;
  qrCodeUrl: string | null;
  sort: number;
};
type SupportPosition = { position: string; type: number; path: string };

/** Other languages than English: the label in each, empty for "the English one". */
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');
type ResourceValues = {
  name: string;
  url: string;
  labelNameEn: string;
  labels: Record<string, string>;
  resourceType: string;
  qrCodeUrl: string;
  sort: string;
};

/**
 * The brand's named links (app downloads, social accounts, payment icons, …) and its support
 * positions: every address follows the site's link rule (a path of this site or a web address),
 * checked here by the contract and again by the server.
 */
export function LinksSection({ mayWrite }: { mayWrite: boolean }) {
  return (
    <div className="space-y-8">
      <ResourcesSection mayWrite={mayWrite} />
      <SupportSection mayWrite={mayWrite} />
    </div>
  );
}

function ResourcesSection({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const rows = useRows<Resource>('resources');
  const remove = useRemove('resources');
  const editing = useEditing<Resource>();
  const columns: ColumnDef<Resource, unknown>[] = [
    { accessorKey: 'name', header: t('content.name') },
    { accessorKey: 'labelNameEn', header: t('content.labelEn') },
    { accessorKey: 'resourceType', header: t('content.resourceType') },
    { accessorKey: 'url', header: t('content.url') },
    { id: 'qrCodeUrl', header: t('content.qrCodeUrl'), accessorFn: (r) => r.qrCodeUrl ?? '—' },
    { accessorKey: 'sort', header: t('content.sort') },
    actionsColumn<Resource>(
      t,
      mayWrite,
      (r) => r.name,
      editing.edit,
      (r) => remove.mutate(r.name),
    ),
  ];
  return (
    <ListSection
      id="resources"
      title={t('content.resources')}
      newLabel={t('content.newResource')}
      mayWrite={mayWrite}
      editing={editing}
      form={(row) => <ResourceForm row={row} mayWrite={mayWrite} onClose={editing.close} />}
      removeError={remove.error}
      query={rows}
      columns={columns}
    />
  );
}

function ResourceForm({ row, mayWrite, onClose }: { row: Resource | null; mayWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, frame } = useKeyedForm<ResourceValues>({
    contract: adminPutResource,
    path: 'resources',
    key: 'name',
    values: {
      name: row?.name ?? '',
      url: row?.url ?? '',
      labelNameEn: row?.labelNameEn ?? '',
      labels: Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, row?.labels[l] ?? ''])),
      resourceType: row?.resourceType ?? 'link',
      qrCodeUrl: row?.qrCodeUrl ?? '',
      sort: String(row?.sort ?? 0),
    },
    toInput: (v) => ({
      ...v,
      labels: Object.fromEntries(Object.entries(v.labels).filter(([, label]) => label.trim() !== '')),
      qrCodeUrl: textOrNull(v.qrCodeUrl),
      sort: numberOrNull(v.sort),
    }),
    mayWrite,
  });
  const errors = form.formState.errors;
  return (
    <FormFrame
      id="resource-form-title"
      title={row ? t('content.editResource', { name: row.name }) : t('content.newResource')}
      help={t('content.linkHelp')}
      {...frame}
      actions={<CloseButton onClose={onClose} />}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('content.name')} hint={t('content.nameHelp')} error={errorAt(errors, 'name')}>
          {(c) => <input {...c} {...form.register('name')} className="field" readOnly={row !== null} />}
        </Field>
        <Field label={t('content.labelEn')} error={errorAt(errors, 'labelNameEn')}>
          {(c) => <input {...c} {...form.register('labelNameEn')} className="field" />}
        </Field>
        <Field label={t('content.resourceType')} error={errorAt(errors, 'resourceType')}>
          {(c) => (
            <select {...c} {...form.register('resourceType')} className="field">
              {RESOURCE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('content.url')} error={errorAt(errors, 'url')}>
          {(c) => <input {...c} {...form.register('url')} className="field" />}
        </Field>
        <Field label={t('content.qrCodeUrl')} error={errorAt(errors, 'qrCodeUrl')}>
          {(c) => <input {...c} {...form.register('qrCodeUrl')} className="field" />}
        </Field>
        <Field label={t('content.sort')} error={errorAt(errors, 'sort')}>
          {(c) => <input {...c} {...form.register('sort')} className="field" inputMode="numeric" />}
        </Field>
        {OTHER_LANGUAGES.map((language) => (
          <Field
            key={language}
            label={t('content.labelIn', { language: language.toUpperCase() })}
            error={errorAt(errors, `labels.${language}`)}
          >
            {(c) => <input {...c} {...form.register(`labels.${language}`)} className="field" />}
          </Field>
        ))}
      </div>
    </FormFrame>
  );
}

function SupportSection({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const rows = useRows<SupportPosition>('support');
  const remove = useRemove('support');
  const editing = useEditing<SupportPosition>();
  const columns: ColumnDef<SupportPosition, unknown>[] = [
    { accessorKey: 'position', header: t('content.position') },
    { accessorKey: 'type', header: t('content.supportType') },
    { accessorKey: 'path', header: t('content.url') },
    actionsColumn<SupportPosition>(
      t,
      mayWrite,
      (r) => r.position,
      editing.edit,
      (r) => remove.mutate(r.position),
    ),
  ];
  return (
    <ListSection
      id="support"
      title={t('content.support')}
      newLabel={t('content.newPosition')}
      mayWrite={mayWrite}
      editing={editing}
      form={(row) => <SupportForm row={row} mayWrite={mayWrite} onClose={editing.close} />}
      removeError={remove.error}
      query={rows}
      columns={columns}
    />
  );
}

type SupportValues = { position: string; type: string; path: string };

function SupportForm({
  row,
  mayWrite,
  onClose,
}: {
  row: SupportPosition | null;
  mayWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, frame } = useKeyedForm<SupportValues>({
    contract: adminPutSupport,
    path: 'support',
    key: 'position',
    values: { position: row?.position ?? '', type: String(row?.type ?? 3), path: row?.path ?? '' },
    toInput: (v) => ({ ...v, type: numberOrNull(v.type) }),
    mayWrite,
  });
  const errors = form.formState.errors;
  return (
    <FormFrame
      id="support-form-title"
      title={row ? t('content.editPosition', { position: row.position }) : t('content.newPosition')}
      help={t('content.supportHelp')}
      {...frame}
      actions={<CloseButton onClose={onClose} />}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('content.position')} hint={t('content.positionHelp')} error={errorAt(errors, 'position')}>
          {(c) => <input {...c} {...form.register('position')} className="field" readOnly={row !== null} />}
        </Field>
        <Field label={t('content.supportType')} hint={t('content.supportTypeHelp')} error={errorAt(errors, 'type')}>
          {(c) => <input {...c} {...form.register('type')} className="field" inputMode="numeric" />}
        </Field>
        <Field label={t('content.url')} error={errorAt(errors, 'path')}>
          {(c) => <input {...c} {...form.register('path')} className="field" />}
        </Field>
      </div>
    </FormFrame>
  );
}
