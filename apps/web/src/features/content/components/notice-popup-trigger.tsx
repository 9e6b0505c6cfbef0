import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/lib/session-store';
import { openModalWhenFree } from '@/modals';
import { noticesQuery } from '../api/light-content';

/**
 * Shows the popup announcement once per browser session (spec: the index_notice session key).
 * It waits until the page has settled (idle, then a short pause), so the notice never competes
 * with the first paint of the page underneath it, and then for its turn: any modal already open
 * (the welcome after registering, a login) is read and closed first.
 */
export const POPUP_DELAY_MS = 2500;

export function NoticePopupTrigger() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (sessionStore.get('index_notice')) return;
    let cancelled = false;
    let cancelQueued = () => undefined as void;
    const timer = setTimeout(() => {
      void queryClient
        .fetchQuery(noticesQuery(i18n.language, 1))
        .then((value) => {
          const notice = value.popup[0];
          if (cancelled || !notice || sessionStore.get('index_notice')) return;
          // Marked seen when it shows, not when it queues: leaving home before its turn keeps it due.
          cancelQueued = openModalWhenFree({ name: 'noticePopup', options: { notice } }, () =>
            sessionStore.set('index_notice', notice.id),
          );
        })
        .catch(() => undefined);
    }, POPUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      cancelQueued();
    };
  }, [queryClient, i18n.language]);
  return null;
}
