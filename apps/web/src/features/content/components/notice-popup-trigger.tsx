import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/lib/session-store';
import { noticesQuery, type Notice } from '../api/light-content';
import { NoticePopup } from './notice-popup';

/**
 * Shows the popup announcement once per browser session (spec: the index_notice session key).
 * It waits until the page has settled (idle, then a short pause), so the notice never competes
 * with the first paint of the page underneath it.
 */
export const POPUP_DELAY_MS = 2500;

export function NoticePopupTrigger() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (sessionStore.get('index_notice')) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void queryClient
        .fetchQuery(noticesQuery(i18n.language, 1))
        .then((value) => {
          const notice = value.popup[0];
          if (cancelled || !notice || sessionStore.get('index_notice')) return;
          sessionStore.set('index_notice', notice.id);
          setNotice(notice);
        })
        .catch(() => undefined);
    }, POPUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [queryClient, i18n.language]);
  return notice ? <NoticePopup notice={notice} onClose={() => setNotice(null)} /> : null;
}
