import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { pageItems } from '../utils/pagination';

const CELL =
  'grid h-8 min-w-8 place-items-center rounded-lg px-2 text-sm tabular-nums transition focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40';

/** Page buttons with range 3 and margin 1 (spec portal.md section 9). */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('content.notices.pages')}
      className="flex items-center justify-center gap-1 border-t border-line p-3"
    >
      <button
        type="button"
        className={cn(CELL, 'hover:bg-surface-2')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('content.notices.previous')}
      >
        <ChevronLeftIcon size={16} />
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-muted">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-label={t('content.notices.page', { n: item })}
            aria-current={item === page ? 'page' : undefined}
            className={cn(CELL, item === page ? 'bg-brand text-brand-contrast font-bold' : 'hover:bg-surface-2')}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(CELL, 'hover:bg-surface-2')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('content.notices.next')}
      >
        <ChevronLeftIcon size={16} className="rotate-180" />
      </button>
    </nav>
  );
}
