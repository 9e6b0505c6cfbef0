import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '@/modals';
import { findLiveChatEntry, findSupportEntry, openSupportWindow } from './support-link';
import { useSiteInfo } from './use-status';

/** Opens a customer-service path, telling the visitor when the link is bad or the popup blocked. */
export function useOpenSupport() {
  const { t } = useTranslation();
  return useCallback(
    (path: string) => {
      const result = openSupportWindow(path);
      if (result === 'opened') return;
      void showDialog({
        tone: 'warning',
        message: result === 'invalid-url' ? t('cs.invalidUrl') : t('cs.popupBlocked'),
      });
    },
    [t],
  );
}

export function useSupportEntries() {
  const info = useSiteInfo();
  return {
    support: findSupportEntry(info.customerService),
    liveChat: findLiveChatEntry(info.customerService),
  };
}

/** A published resource (android, ios, facebook, instagram, telegram …) by its key, if any. */
export function useResource(key: string) {
  const resources = useSiteInfo().resources;
  return resources[key] ?? resources[key.toLowerCase()] ?? resources[key.toUpperCase()] ?? null;
}
