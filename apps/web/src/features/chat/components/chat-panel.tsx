import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@arcadia/contracts';
import { IconButton } from '@/components/ui/icon-button';
import { ChatIcon, CloseIcon } from '@/components/ui/icons';
import { lineIcon } from '@/components/ui/line-icon';
import { useChatTexts } from '@/i18n/chat-texts';
import { errorMessageKey } from '@/i18n/error-message';
import { isApiError } from '@/lib/api-error';
import { openLoginModal } from '@/lib/auth/use-require-member';
import {
  chatPanel,
  useChatPanelEnlarged,
  useChatPanelMinimised,
  useChatPanelOpen,
  useChatUnread,
} from '@/lib/chat-panel';
import { cn } from '@/lib/cn';
import { sessionStore } from '@/lib/session-store';
import { showDialog } from '@/modals';
import { fetchChatUrl } from '../api/chat-api';
import { FRAME_SOURCE, readFromFrame } from '../lib/frame-messages';

/** The brand colour the chat page's header takes (the chat URL call's headerColor). */
const HEADER_COLOR = '#6541e8';

/** The top bar's own icons, drawn like the shared ones. */
const MinimiseIcon = lineIcon(['M5 12h14']);
const EnlargeIcon = lineIcon(['M4 9V4h5M20 15v5h-5M4 4l6 6M20 20l-6-6']);
const RestoreIcon = lineIcon(['M9 4v5H4M15 20v-5h5M4 20l5-5M20 4l-5 5']);

/**
 * The chat room panel (spec portal.md section 2): our chat page in an iframe, 440x750 like the
 * spec's customer-service window, which can be minimised to a badge (the unread count the frame
 * reports) or enlarged. The frame's logout callback ends the session here too.
 */
export default function ChatPanel() {
  const { t, i18n } = useTranslation();
  const ready = useChatTexts();
  const open = useChatPanelOpen();
  const minimised = useChatPanelMinimised();
  const enlarged = useChatPanelEnlarged();
  const unread = useChatUnread();
  const [url, setUrl] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!open || url) return;
    fetchChatUrl({ title: '', language: i18n.language as Language, headerColor: HEADER_COLOR })
      .then((answer) => setUrl(answer.chatUrl))
      .catch((error: unknown) => {
        chatPanel.close();
        if (isApiError(error) && error.code === 'auth.required') return openLoginModal();
        const trial = isApiError(error) && error.code === 'chat.please_information';
        void showDialog({ tone: 'warning', message: trial ? t('in_please_information') : t(errorMessageKey(error)) });
      });
  }, [open, url, i18n.language, t]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readFromFrame(event, frame.current?.contentWindow);
      if (!message) return;
      if (message.type === 'unread') chatPanel.setUnread(message.count);
      else {
        chatPanel.close();
        sessionStore.clearSession();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The frame marks lines read only while the member can see them.
  const visible = open && !minimised;
  const tellFrame = () => {
    const message = { source: FRAME_SOURCE, type: 'visible', visible };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };
  useEffect(tellFrame);

  if (!open || !ready) return null;
  return (
    <>
      {minimised ? (
        <button
          type="button"
          onClick={chatPanel.restore}
          aria-label={unread > 0 ? `${t('chat.open')} · ${t('chat.unread', { count: unread })}` : t('chat.open')}
          className="fixed right-4 bottom-4 z-[55] inline-flex items-center gap-2 rounded-full bg-brand px-4 py-3 font-semibold text-on-brand shadow-card transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ChatIcon size={20} />
          <span>{t('chat.title')}</span>
          {unread > 0 ? (
            <span
              data-testid="chat-unread"
              className="grid min-w-6 place-items-center rounded-full bg-surface px-1.5 text-xs font-bold text-fg"
            >
              {unread}
            </span>
          ) : null}
        </button>
      ) : null}
      <section
        aria-label={t('chat.title')}
        hidden={minimised}
        className={cn(
          'fixed z-[55] flex flex-col overflow-hidden border border-line bg-surface shadow-card max-sm:inset-0 sm:right-4 sm:bottom-4 sm:rounded-2xl',
          enlarged
            ? 'sm:h-[calc(100dvh-2rem)] sm:w-[min(760px,calc(100vw-2rem))]'
            : 'sm:h-[min(750px,calc(100dvh-2rem))] sm:w-[min(440px,calc(100vw-2rem))]',
        )}
      >
        <div className="flex items-center justify-end gap-1 border-b border-line bg-surface-2 px-2 py-1">
          <PanelButton label={t('chat.minimise')} onClick={chatPanel.minimise}>
            <MinimiseIcon size={16} strokeWidth={2} />
          </PanelButton>
          <PanelButton
            label={enlarged ? t('chat.restore') : t('chat.enlarge')}
            onClick={chatPanel.toggleEnlarged}
            className="max-sm:hidden"
          >
            {enlarged ? <RestoreIcon size={16} strokeWidth={2} /> : <EnlargeIcon size={16} strokeWidth={2} />}
          </PanelButton>
          <PanelButton label={t('chat.close')} onClick={chatPanel.close}>
            <CloseIcon size={16} />
          </PanelButton>
        </div>
        {url ? (
          <iframe
            ref={frame}
            src={url}
            title={t('chat.title')}
            onLoad={tellFrame}
            className="min-h-0 w-full flex-1 border-0 bg-page"
          />
        ) : (
          <div className="flex-1" aria-busy="true" />
        )}
      </section>
    </>
  );
}

/** A button of the panel's top bar: an icon, named by its label. */
function PanelButton({ className, ...props }: ComponentProps<typeof IconButton>) {
  return (
    <IconButton
      {...props}
      className={cn(
        'grid size-8 place-items-center rounded-lg text-fg-muted transition hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    />
  );
}
