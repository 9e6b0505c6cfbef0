import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@arcadia/contracts';
import { applyLanguage, LANGUAGE_NAMES } from '@/i18n';
import { cn } from '@/lib/cn';
import { Modal } from './modal';
import type { ModalComponentProps } from './modal-types';

/** Language picker opened from the header and the side menu; the choice is remembered. */
export default function LanguageModal({ options, open, onClose }: ModalComponentProps<'language'>) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = normaliseLanguage(i18n.language);
  const choose = async (language: (typeof options.languages)[number]) => {
    await applyLanguage(language, { remember: true });
    // Names the server translates (member labels, payment channels, banners) follow the new language.
    void queryClient.invalidateQueries();
    onClose();
  };
  return (
    <Modal name="language" open={open} onClose={onClose} title={t('nav.language')} size="sm">
      <ul className="grid gap-2 p-4" aria-label={t('nav.language')}>
        {options.languages.map((language) => {
          const selected = language === current;
          return (
            <li key={language}>
              <button
                type="button"
                lang={language}
                aria-current={selected ? 'true' : undefined}
                onClick={() => void choose(language)}
                className={cn(
                  'flex h-12 w-full items-center justify-between rounded-xl border px-4 text-left text-sm font-medium transition',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  selected ? 'border-brand-fg bg-brand-soft text-brand-fg' : 'border-line hover:bg-surface-2',
                )}
              >
                <span>{LANGUAGE_NAMES[language]}</span>
                <span className="text-xs font-semibold tracking-wider text-fg-muted uppercase">{language}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
