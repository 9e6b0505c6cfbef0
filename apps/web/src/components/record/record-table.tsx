import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A column of a record table: its heading, and whether its cells are figures (right-aligned). */
export type RecordColumn = { label: string; figure?: boolean };

/**
 * The frame every member-centre record shares on wide screens (account record, betting record):
 * a scrolling bordered table with a screen-reader caption and one heading row. Phones get cards
 * instead, so the frame hides below the md breakpoint.
 */
export function RecordTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: RecordColumn[];
  children: ReactNode;
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
        <tbody className="divide-y divide-line bg-surface">{children}</tbody>
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
