import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A column of a record table: its heading, what its cell shows for a row, and whether the cells are
 * figures (right-aligned, tabular, on one line); `className` adds the column's own tone.
 */
export type RecordColumn<R> = {
  label: string;
  cell: (row: R) => ReactNode;
  figure?: boolean;
  className?: string | ((row: R) => string);
};

/**
 * The table every member-centre record shares on wide screens (account record, betting record):
 * a scrolling bordered table with a screen-reader caption, one heading row and a row per line,
 * drawn column by column. Phones get cards instead, so the table hides below the md breakpoint.
 */
export function RecordTable<R>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: RecordColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line max-md:hidden">
      <table className="w-full text-[13px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-left text-xs font-semibold text-fg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('px-3 py-2.5', column.figure && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(({ label, cell, figure, className }) => (
                <td
                  key={label}
                  className={cn(
                    'px-3 py-2.5',
                    figure && 'text-right whitespace-nowrap tabular-nums',
                    typeof className === 'function' ? className(row) : className,
                  )}
                >
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone-sized list of the same record: one card per line. */
export function RecordCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label={label}>
      {children}
    </ul>
  );
}

/** One card of a record on phones. */
export function RecordCard({ children }: { children: ReactNode }) {
  return <li className="rounded-xl border border-line bg-surface px-3.5 py-3">{children}</li>;
}

/**
 * The top of a record card: what the line is (its title and details, as children) beside its
 * amount, toned (gain, loss or muted).
 */
export function RecordCardHead({ amount, tone, children }: { amount: ReactNode; tone: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">{children}</div>
      <p className={cn('text-sm font-bold whitespace-nowrap tabular-nums', tone)}>{amount}</p>
    </div>
  );
}
