import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useTheme } from '@/lib/theme';

/** Sun/moon pill; a switch whose "on" state is the dark theme. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={dark ? t('header.toLight') : t('header.toDark')}
      title={dark ? t('header.toLight') : t('header.toDark')}
      onClick={toggleTheme}
      className="relative inline-flex h-9 w-[3.75rem] shrink-0 items-center rounded-full border border-line bg-surface-2 p-[3px] transition hover:border-brand-fg/40 sm:w-[4.25rem] sm:p-1"
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-[3px] left-[3px] size-7 rounded-full bg-surface shadow-card transition-transform duration-200 sm:top-1 sm:left-1',
          dark && 'translate-x-6 sm:translate-x-8',
        )}
      />
      <span
        aria-hidden="true"
        className={cn('relative z-10 grid size-7 place-items-center', dark ? 'text-fg-muted' : 'text-gold-fg')}
      >
        <SunIcon size={16} />
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'relative z-10 -ml-1 grid size-7 place-items-center sm:ml-0',
          dark ? 'text-gold-fg' : 'text-fg-muted',
        )}
      >
        <MoonIcon size={16} />
      </span>
    </button>
  );
}
