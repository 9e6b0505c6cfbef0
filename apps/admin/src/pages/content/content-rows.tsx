import { createContext, useContext, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { LANGUAGES } from '@arcadia/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Loaded } from '../../components/form-footer';
import { api, errorText } from '../../lib/api';

/** The brand the Content page acts on (its picker's choice): null for the operator's own or the default brand. */
export const ContentBrand = createContext<string | null>(null);
export const useContentBrand = () => useContext(ContentBrand);

/** A call's path for the chosen brand: `merchant=` added to its query when one is picked. */
export const forBrand = (path: string, brand: string | null) =>
  brand ? `${path}${path.includes('?') ? '&' : '?'}merchant=${encodeURIComponent(brand)}` : path;

/** A call under /admin/api/content for the brand the page acts on. */
export function useContentPath() {
  const brand = useContentBrand();
  return (path: string) => forBrand(`/content/${path}`, brand);
}

/** One kind of content under /admin/api/content/`path`: its rows, in the query cache under its brand and path. */
export const rowsKey = (path: string, brand: string | null) => ['content', brand ?? '', path];

export function useRows<T>(path: string) {
  const brand = useContentBrand();
  return useQuery({
    queryKey: rowsKey(path, brand),
    queryFn: async () => (await api<{ list: T[] }>('GET', forBrand(`/content/${path}`, brand))).list,
  });
}

/** Deletes a row by its key (an id, a resource's name, a position) and reads the list again. */
export function useRemove(path: string) {
  const client = useQueryClient();
  const brand = useContentBrand();
  return useMutation({
    mutationFn: (key: string | number) => api('DELETE', forBrand(`/content/${path}/${encodeURIComponent(key)}`, brand)),
    onSuccess: () => client.invalidateQueries({ queryKey: rowsKey(path, brand) }),
  });
}

/** Saved: the list is read again (an edit may move a row, a new one takes its place in the order). */
export function useRefresh(path: string) {
  const client = useQueryClient();
  const brand = useContentBrand();
  return () => void client.invalidateQueries({ queryKey: rowsKey(path, brand) });
}

/**
 * The edit and delete buttons of a row, each naming the row for a screen reader; none for a
 * reader. `name` is how the operator knows the row (its title, a position).
 */
export function actionsColumn<T>(
  t: TFunction,
  may: boolean,
  name: (row: T) => string,
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header: '',
    enableSorting: false,
    cell: ({ row }) =>
      may && (
        <div className="flex gap-2">
          <RowButton text={t('content.edit')} name={name(row.original)} onClick={() => onEdit(row.original)} />
          <RowButton text={t('content.delete')} name={name(row.original)} onClick={() => onDelete(row.original)} />
        </div>
      ),
  };
}

/** A button of a table row: `text` is what it does, `name` the row, both read out. */
export function RowButton({ text, name, onClick }: { text: string; name: string; onClick: () => void }) {
  return (
    <button type="button" className="btn-secondary" aria-label={`${text} ${name}`} onClick={onClick}>
      {text}
    </button>
  );
}

/** A list's filter: a labelled choice above its table. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2">
      {label}
      <select className="field" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </label>
  );
}

/** A delete the server refused (gone already, not allowed), in one line. */
export function RemoveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-danger">
      {errorText(error)}
    </p>
  );
}

/**
 * Which row the section's form edits: none (closed), a new one, or a row of the list. `key`
 * changes with each opening, so the form starts afresh from what it edits.
 */
export function useEditing<T>() {
  const [state, setState] = useState<{ row: T | null; key: number } | null>(null);
  return {
    open: state,
    startNew: () => setState((s) => ({ row: null, key: (s?.key ?? 0) + 1 })),
    edit: (row: T) => setState((s) => ({ row, key: (s?.key ?? 0) + 1 })),
    close: () => setState(null),
  };
}

/** The language choices of a content form; `all` adds "every language" (the empty value, stored as null). */
export function LanguageOptions({ all }: { all: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {all && <option value="">{t('content.allLanguages')}</option>}
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {l.toUpperCase()}
        </option>
      ))}
    </>
  );
}

/** The rows in one language (`''`: every row); a row for every language (null) shows in each. */
export function useLanguageFilter<T extends { language: string | null }>(rows: T[]) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState('');
  const shown = language === '' ? rows : rows.filter((r) => r.language === language || r.language === null);
  const control = (
    <FilterSelect label={t('content.showLanguage')} value={language} onChange={setLanguage}>
      <LanguageOptions all />
    </FilterSelect>
  );
  return { shown, control };
}

/**
 * A content list with its form: the heading and "new" button, the open form (`form`, for the row
 * it edits or a new one), a refused delete, any filter above the table, and the table itself.
 */
export function ListSection<T>({
  id,
  title,
  newLabel,
  mayWrite,
  editing,
  form,
  removeError,
  filter,
  query,
  rows,
  columns,
}: {
  id: string;
  title: string;
  newLabel: string;
  mayWrite: boolean;
  editing: ReturnType<typeof useEditing<T>>;
  form: (row: T | null) => ReactNode;
  removeError: unknown;
  filter?: ReactNode;
  query: UseQueryResult<T[]>;
  /** What the table shows (the query's rows, filtered). */
  rows?: T[];
  columns: ColumnDef<T, unknown>[];
}) {
  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {mayWrite && (
          <button type="button" className="btn-primary" onClick={editing.startNew}>
            {newLabel}
          </button>
        )}
      </div>
      {editing.open && <div key={editing.open.key}>{form(editing.open.row)}</div>}
      <RemoveError error={removeError} />
      {filter}
      <Loaded query={query}>
        {(all) => <DataTable label={title} rows={rows ?? all} columns={columns} csvName={id} />}
      </Loaded>
    </section>
  );
}

/** Closes a content form without saving what it holds. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn-secondary" onClick={onClose}>
      {t('content.close')}
    </button>
  );
}
