import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { noticeTime } from '../utils/notice-time';
import { openModal } from '@/modals';
import type { Notice } from '../api/light-content';

/** The visible text of announcement HTML, read by an inert parser: no script runs, nothing loads. */
function plainText(html: string): string {
  // Block ends and line breaks become spaces, so paragraphs do not run into each other.
  const spaced = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The popup announcement: a native modal <dialog> (focus kept inside, Escape closes) with the
 * title, time and the text of the notice; "All announcements" opens the full modal with the
 * formatted HTML. Kept this small because it can show on a first visit.
 */
export function NoticePopup({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="notice-popup-title"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && ref.current.close()}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl border border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-overlay"
    >
      <div className="space-y-4 p-6">
        <p id="notice-popup-title" className="text-xs font-bold tracking-wide text-brand-fg uppercase">
          {t('notice.title')}
        </p>
        <div>
          <h2 className="text-lg font-bold">{notice.title}</h2>
          <time className="mt-1 block text-xs text-fg-muted tabular-nums" dateTime={notice.timestamp}>
            {noticeTime(notice.timestamp)}
          </time>
        </div>
        <p className="line-clamp-6 text-sm leading-relaxed text-fg-muted">{plainText(notice.content)}</p>
        <div className="flex gap-3">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => {
              ref.current?.close();
              openModal({ name: 'notices', options: { noticeId: notice.id } });
            }}
          >
            {t('notice.more')}
          </Button>
          <Button variant="primary" className="flex-1" onClick={() => ref.current?.close()} autoFocus>
            {t('notice.gotIt')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
