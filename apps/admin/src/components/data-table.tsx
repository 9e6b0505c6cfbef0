import { useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  label: string;
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  csvName?: string;
};

function csvOf<T>(rows: T[], columns: ColumnDef<T, unknown>[]) {
  const keys = columns.flatMap((c) => ('accessorKey' in c && typeof c.accessorKey === 'string' ? [c.accessorKey] : []));
  const cell = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  return [keys.join(','), ...rows.map((r) => keys.map((k) => cell((r as Record<string, unknown>)[k])).join(','))].join(
    '\n',
  );
}

/**
 * The console's one table (TanStack Table): sortable headers (buttons, so the keyboard sorts too),
 * a quick filter over the rows shown, column choice and CSV export of what is shown.
 */
export function DataTable<T>({ label, rows, columns, csvName }: Props<T>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [filter, setFilter] = useState('');
  const [visibility, setVisibility] = useState<VisibilityState>({});
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, globalFilter: filter, columnVisibility: visibility },
    onSortingChange: setSorting,
    onGlobalFilterChange: setFilter,
    onColumnVisibilityChange: setVisibility,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const exportCsv = () => {
    const url = URL.createObjectURL(new Blob([csvOf(rows, columns)], { type: 'text/csv' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `${csvName ?? 'export'}.csv` });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label className="flex items-center gap-2">
          {t('common.filter')}
          <input className="field w-48" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </label>
        <details className="relative">
          <summary className="btn-secondary cursor-pointer">{t('common.columns')}</summary>
          <div className="absolute z-10 mt-1 space-y-1 rounded-lg border border-line bg-surface p-2 shadow-pop">
            {table.getAllLeafColumns().map((column) => (
              <label key={column.id} className="flex items-center gap-2 whitespace-nowrap">
                <input type="checkbox" checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />
                {String(column.columnDef.header)}
              </label>
            ))}
          </div>
        </details>
        <button type="button" className="btn-secondary" onClick={exportCsv}>
          {t('common.exportCsv')}
        </button>
      </div>
      <div className="overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="bg-surface-2 text-fg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      className="px-3 py-2 font-semibold"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    >
                      <button type="button" className="hover:text-fg" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td className="px-3 py-4 text-fg-muted" colSpan={columns.length}>
                  {t('common.none')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-line">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
