import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { CheckIcon, ChevronLeftIcon } from './icons';
import { ChevronRightIcon, CopyIcon } from './money-icons';
import { Spinner } from './spinner';

/*
 * Blocks any page is built from (the member centre's money, inbox and record pages today): a
 * section card (Panel), a copy button, a status pill, loading and empty states, a pager and a
 * label/value row. Their few texts (copy, pager) come from the money dictionaries.
 */

export function Panel({
  title,
  action,
  children,
  className,
}: {
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-2xl border border-line bg-surface p-4 sm:p-5', className)}>
      {title || action ? (
        <div className="mb-4 flex items-center gap-3">
          {title ? <h3 className="flex-1 text-[15px] font-bold">{title}</h3> : null}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1600);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`${t('money.copy')}: ${label}`}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 text-xs font-semibold text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
    >
      {copied ? <CheckIcon size={14} className="text-success" /> : <CopyIcon size={14} />}
      <span aria-live="polite">{copied ? t('money.copied') : t('money.copy')}</span>
    </button>
  );
}

export type Tone = 'neutral' | 'pending' | 'success' | 'danger' | 'brand';
const TONES: Record<Tone, string> = {
  neutral: 'bg-surface-3 text-fg-muted',
  pending: 'bg-gold/20 text-gold-fg',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  brand: 'bg-brand-soft text-brand-fg',
};

export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-bold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-fg-muted">
      <Spinner size={18} />
      {label ?? t('money.loading')}
    </div>
  );
}

export function EmptyState({ icon, title, hint }: { icon?: ReactNode; title: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line px-4 py-8 text-center">
      {icon ? (
        <span className="grid size-11 place-items-center rounded-full bg-surface-2 text-fg-muted">{icon}</span>
      ) : null}
      <p className="text-sm font-semibold">{title}</p>
      {hint ? <p className="max-w-sm text-xs text-fg-muted">{hint}</p> : null}
    </div>
  );
}

export function Pager({
  page,
  totalPages,
  onChange,
  busy,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('money.pagination')} className="mt-4 flex items-center justify-center gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onChange(page - 1)}
        aria-label={t('money.previousPage')}
      >
        <ChevronLeftIcon size={16} />
      </Button>
      <span className="text-sm text-fg-muted tabular-nums" aria-live="polite">
        {t('money.pageOf', { page, total: totalPages })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages || busy}
        onClick={() => onChange(page + 1)}
        aria-label={t('money.nextPage')}
      >
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}

/** A label/value row for detail lists (bank details, withdrawal facts). */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2 text-right text-sm font-semibold">{children}</dd>
    </div>
  );
}
