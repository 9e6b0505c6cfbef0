import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { noticeTime } from '../utils/notice-time';
import { cn } from '@/lib/cn';
import { Modal } from '@/modals/modal';
import type { ModalComponentProps } from '@/modals';
import { noticesQuery, type Notice } from '../api/light-content';
import { SafeHtml } from '../utils/safe-html';
import { Pagination } from './pagination';

/**
 * The announcement modal (spec portal.md section 2): nine a page with pagination, and a detail
 * pane with the title, the time (yyyy-MM-dd hh:mm:ss) and the sanitised HTML.
 */
export default function NoticesModal({ options, open, onClose }: ModalComponentProps<'notices'>) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(options.noticeId ?? null);
  const { data, isPending } = useQuery({ ...noticesQuery(i18n.language, page), placeholderData: keepPreviousData });
  const list = data?.list ?? [];
  const notice: Notice | undefined =
    list.find((n) => n.id === chosen) ?? data?.popup.find((n) => n.id === chosen) ?? undefined;

  return (
    <Modal name="notices" open={open} onClose={onClose} title={t('content.notices.title')} size="xl">
      <div className="grid min-h-[420px] gap-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={cn('flex flex-col border-line md:border-r', notice && 'hidden md:flex')}>
          {isPending ? (
            <div className="grid flex-1 place-items-center">
              <Spinner />
            </div>
          ) : list.length === 0 ? (
            <p className="p-6 text-sm text-fg-muted">{t('content.notices.empty')}</p>
          ) : (
            <ul aria-label={t('content.notices.list')} className="flex-1 divide-y divide-line overflow-y-auto">
              {list.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => setChosen(n.id)}
                    aria-current={n.id === notice?.id ? 'true' : undefined}
                    className={cn(
                      'flex w-full flex-col gap-1 px-5 py-3 text-left transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                      n.id === notice?.id && 'bg-brand-soft',
                    )}
                  >
                    <span className="line-clamp-1 text-sm font-semibold">{n.title}</span>
                    <time className="text-xs text-fg-muted tabular-nums" dateTime={n.timestamp}>
                      {noticeTime(n.timestamp)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} totalPages={data?.totalPages ?? 0} onPage={setPage} />
        </div>
        <article className={cn('p-6', !notice && 'hidden md:block')} aria-live="polite">
          {notice ? (
            <>
              <button
                type="button"
                onClick={() => setChosen(null)}
                className="mb-3 text-sm text-brand-fg underline md:hidden"
              >
                {t('content.notices.back')}
              </button>
              <h3 className="text-lg font-bold">{notice.title}</h3>
              <time className="mt-1 block text-xs text-fg-muted tabular-nums" dateTime={notice.timestamp}>
                {noticeTime(notice.timestamp)}
              </time>
              <SafeHtml html={notice.content} className="mt-4" />
            </>
          ) : (
            <p className="text-sm text-fg-muted">{t('content.notices.choose')}</p>
          )}
        </article>
      </div>
    </Modal>
  );
}
