import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@arcadia/contracts';
import { setLanguageRequest } from '../api/member-api';

/** While logged in, a language change is also saved on the member (messages, notifications). */
export function useMemberLanguageSync(enabled: boolean): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    const onChange = (language: string) => {
      const known = normaliseLanguage(language);
      if (known) setLanguageRequest(known).catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [enabled, i18n]);
}
