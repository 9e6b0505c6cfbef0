import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/ui/form';
import { SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { helpQuery } from '../api/content-api';
import { SafeHtml } from '../utils/safe-html';

/**
 * The help centre: a search box, the topics of the reader's language and their articles, each
 * opening in place. Used by /helpmc, the help dialog and, questions only, under /help's agreement.
 */
export function HelpCentre({ compact = false, questionsOnly = false }: { compact?: boolean; questionsOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword.trim());
  const query = useQuery(helpQuery(i18n.language, search ? { keyword: search } : {}));
  const { isPending } = query;
  // Under the agreement (/help) the agreement's own pages (those with a slug) are not repeated.
  const data = questionsOnly
    ? query.data
        ?.map((category) => ({ ...category, articles: category.articles.filter((article) => !article.slug) }))
        .filter((category) => category.articles.length > 0)
    : query.data;
  const [open, setOpen] = useState<number | null>(null);

  return (
    <div className="space-y-5">
      <TextInput
        type="search"
        aria-label={t('content.help.search')}
        placeholder={t('content.help.searchPlaceholder')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        start={<SearchIcon size={18} />}
      />
      {isPending ? (
        <div className="grid place-items-center py-10">
          <Spinner />
        </div>
      ) : !data || data.length === 0 ? (
        <p className="py-6 text-sm text-fg-muted">{t('content.help.empty')}</p>
      ) : (
        <div className={cn('grid gap-5', !compact && 'lg:grid-cols-2')}>
          {data.map((category) => (
            <section key={category.category} aria-label={category.category} className="space-y-2">
              <h2 className="text-sm font-bold tracking-wide text-fg-muted uppercase">{category.category}</h2>
              <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
                {category.articles.map((article) => {
                  const expanded = open === article.id;
                  return (
                    <li key={article.id}>
                      <button
                        type="button"
                        aria-expanded={expanded}
                        onClick={() => setOpen(expanded ? null : article.id)}
                        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-semibold transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                      >
                        {article.title}
                        <span aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-45')}>
                          +
                        </span>
                      </button>
                      {expanded ? (
                        <div className="px-4 pb-4">
                          <SafeHtml html={article.content} />
                          <p className="mt-3 text-xs text-fg-muted">
                            {t('content.help.updated', { time: formatDateTime(article.updatedAt) })}
                          </p>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
