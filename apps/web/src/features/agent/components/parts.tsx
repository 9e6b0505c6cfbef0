import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../api/agent-api';

const RANGES = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
const SELECT = 'rounded-lg border border-line bg-surface px-2 py-1.5 text-sm text-fg';

export function PeriodPicker({ value, onChange }: { value: Period['range']; onChange: (r: Period['range']) => void }) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t('agent.range.today')}
      className={SELECT}
      value={value}
      onChange={(e) => onChange(e.target.value as Period['range'])}
    >
      {RANGES.map((r) => (
        <option key={r} value={r}>
          {t(`agent.range.${r}`)}
        </option>
      ))}
    </select>
  );
}

export function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <select aria-label={label} className={SELECT} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-3">
      <p className="text-xs text-fg-muted">{label}</p>
      <p className="mt-1 text-lg font-bold tabular-nums">{value}</p>
    </div>
  );
}

/** A row of figures as a card: reads on a phone as well as on a desktop (no wide table). */
export function FigureCard({ title, figures }: { title: ReactNode; figures: [string, ReactNode][] }) {
  return (
    <li className="rounded-xl border border-line bg-surface p-3">
      <p className="mb-2 truncate font-semibold">{title}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 sm:block">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="mt-3 flex items-center justify-center gap-3 text-sm">
      <button
        type="button"
        className="rounded-lg border border-line px-3 py-1 disabled:opacity-40"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('agent.prev')}
      </button>
      <span>{t('agent.page', { page, pages })}</span>
      <button
        type="button"
        className="rounded-lg border border-line px-3 py-1 disabled:opacity-40"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('agent.next')}
      </button>
    </div>
  );
}

export const Toolbar = ({ children }: { children: ReactNode }) => (
  <div className="mb-3 flex flex-wrap items-center gap-2">{children}</div>
);
export const Empty = () => {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-fg-muted">
      {t('agent.empty')}
    </p>
  );
};

/** A username search over a list's members (in the reports, the totals are then those members'). */
export function useMemberSearch(onChange: () => void) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchBox = (
    <input
      aria-label={t('agent.search')}
      placeholder={t('agent.search')}
      className="rounded-lg border border-line bg-surface px-2 py-1.5 text-sm"
      value={search}
      onChange={(e) => {
        setSearch(e.target.value);
        onChange();
      }}
    />
  );
  return { search: search.trim(), searchBox };
}
