import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Logo } from './logo';

/**
 * The small bar of pages drawn without the header (/helpmc): the logo and a way back. Back goes to
 * the previous page of this site when there is one (react-router counts its entries in
 * history.state.idx), otherwise home.
 */
export function MiniTopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = (event: MouseEvent) => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-chrome backdrop-blur-md">
      <div className="flex h-14 items-center gap-3 px-3 sm:px-5">
        <Link
          to="/"
          onClick={back}
          className="inline-flex h-9 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-fg-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ChevronLeftIcon size={18} />
          {t('nav.back')}
        </Link>
        <Logo className="ml-auto" />
      </div>
    </header>
  );
}
