import { useTranslation } from 'react-i18next';

/** Server-side pages (pageNo from 1), as every /admin/api list answers them. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center gap-2 text-sm" aria-label={t('common.page', { page, pages })}>
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </button>
      <span>{t('common.page', { page, pages })}</span>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}
