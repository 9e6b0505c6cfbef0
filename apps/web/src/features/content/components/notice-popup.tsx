import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/modals/modal';
import { openModal, type ModalComponentProps } from '@/modals';
import { noticeTime } from '../utils/notice-time';

/** The visible text of announcement HTML, read by an inert parser: no script runs, nothing loads. */
function plainText(html: string): string {
  // Block ends and line breaks become spaces, so paragraphs do not run into each other.
  const spaced = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The popup announcement: a modal of the one modal host (so it takes its turn with the others,
 * and focus and screen readers follow it like any dialog) with the title, time and the text of
 * the notice; "All announcements" opens the full modal with the formatted HTML.
 */
export default function NoticePopup({ options: { notice }, open, onClose }: ModalComponentProps<'noticePopup'>) {
  const { t } = useTranslation();
  return (
    <Modal name="noticePopup" open={open} onClose={onClose} title={t('notice.title')} size="sm" draggable={false}>
      <div className="space-y-4 p-6">
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
              onClose();
              openModal({ name: 'notices', options: { noticeId: notice.id } });
            }}
          >
            {t('notice.more')}
          </Button>
          <Button variant="primary" className="flex-1" onClick={onClose} data-autofocus>
            {t('notice.gotIt')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
