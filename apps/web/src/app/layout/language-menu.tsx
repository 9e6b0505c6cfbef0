import { useTranslation } from 'react-i18next';
import { normaliseLanguage, type Language } from '@arcadia/contracts';
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { useMerchant } from '@/lib/site/use-status';
import { LANGUAGE_NAMES } from '@/i18n';
import { cn } from '@/lib/cn';
import { openModal } from '@/modals';
import { MiniTooltip } from './side-menu-item';

/** Shown only when the merchant offers more than one language (spec portal.md section 2). */
export function useLanguageChoices(): readonly Language[] {
  const { languages } = useMerchant();
  return languages.length > 1 ? languages : [];
}

/** The picker's trigger; the list itself is the lazily loaded 'language' modal. */
export function LanguageMenu({ variant, mini = false }: { variant: 'header' | 'side'; mini?: boolean }) {
  const { t, i18n } = useTranslation();
  const choices = useLanguageChoices();
  if (choices.length === 0) return null;
  const current = normaliseLanguage(i18n.language) ?? choices[0]!;

  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${t('nav.language')}: ${LANGUAGE_NAMES[current]}`}
      onClick={() => openModal({ name: 'language', options: { languages: choices } })}
      className={cn(
        'group relative inline-flex items-center gap-2 rounded-xl text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-ring',
        variant === 'header'
          ? 'h-9 border border-line bg-surface px-3 hover:bg-surface-2'
          : 'h-11 w-full px-3 text-fg-muted hover:bg-surface-2 hover:text-fg',
        mini && 'justify-center px-0',
      )}
    >
      <span className="grid size-6 shrink-0 place-items-center">
        <GlobeIcon size={variant === 'header' ? 16 : 20} />
      </span>
      {mini ? (
        <MiniTooltip label={t('nav.language')} />
      ) : (
        <>
          <span className={cn(variant === 'side' && 'flex-1 text-left')}>
            {variant === 'header' ? current.toUpperCase() : LANGUAGE_NAMES[current]}
          </span>
          <ChevronDownIcon size={14} />
        </>
      )}
    </button>
  );
}
