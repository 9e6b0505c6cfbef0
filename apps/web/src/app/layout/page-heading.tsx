import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutHandle } from './layout-handle';

/**
 * Every page's h1, from the route's title key. `hidden` keeps it for screen readers only (home,
 * where the banner and content speak for themselves once they exist).
 */
export function PageHeading({ hidden = false, children }: { hidden?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { titleKey } = useLayoutHandle();
  return (
    <div className={hidden ? 'sr-only' : 'mx-auto w-full max-w-7xl px-5 pt-8 pb-4 lg:px-8'}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(titleKey)}</h1>
      {children}
    </div>
  );
}
