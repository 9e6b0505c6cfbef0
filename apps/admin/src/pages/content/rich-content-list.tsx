import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { actionsColumn, ListSection, useEditing, useLanguageFilter, useRemove, useRows } from './content-rows';
import { RichContentForm, type RichContentKind, type RichContentValues } from './rich-content-form';

type Row = { id: number; title: string; language: string | null };

/**
 * The list of a rich-text kind (announcements, help articles) in one language or all, each row
 * edited or deleted by its title, and the kind's form for a new row or the one being edited.
 */
export function RichContentList<T extends Row, V extends RichContentValues, S extends z.ZodType>({
  path,
  title,
  newLabel,
  mayWrite,
  kind,
  values,
  columns,
  arrange = (rows) => rows,
}: {
  /** Under /admin/api/content. */
  path: string;
  title: string;
  newLabel: string;
  mayWrite: boolean;
  /** The kind, knowing the rows (a help article's category is one of theirs or a new one). */
  kind: (rows: T[]) => Omit<RichContentKind<V, S>, 'path'>;
  /** The form's values for a row, or for a new one. */
  values: (row: T | null) => V;
  columns: ColumnDef<T, unknown>[];
  /** The order the table starts in. */
  arrange?: (rows: T[]) => T[];
}) {
  const { t } = useTranslation();
  const all = useRows<T>(path);
  const remove = useRemove(path);
  const editing = useEditing<T>();
  const { shown, control } = useLanguageFilter(all.data ?? []);
  const kindOf = { ...kind(all.data ?? []), path };
  const withActions = [
    ...columns,
    actionsColumn<T>(
      t,
      mayWrite,
      (r) => r.title,
      editing.edit,
      (r) => remove.mutate(r.id),
    ),
  ];
  return (
    <ListSection
      id={path}
      title={title}
      newLabel={newLabel}
      mayWrite={mayWrite}
      editing={editing}
      form={(row) => (
        <RichContentForm kind={kindOf} row={row} values={values(row)} mayWrite={mayWrite} onClose={editing.close} />
      )}
      removeError={remove.error}
      filter={control}
      query={all}
      rows={arrange(shown)}
      columns={withActions}
    />
  );
}
