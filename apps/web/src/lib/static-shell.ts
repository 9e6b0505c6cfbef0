import { useLayoutEffect } from 'react';

/*
 * index.html opens with a static shell (#shell: side menu, header and banner slot in the site's own
 * classes) that paints before any script has run. It stays until the app draws its own frame and
 * goes in the same frame (a layout effect, before the browser paints), so the page never shows
 * both and nothing moves; until then the boot loaders stay out of sight behind it.
 */
const shell = () => (typeof document === 'undefined' ? null : document.getElementById('shell'));

/** True while the static shell is on the page. */
export const staticShellShown = (): boolean => shell() !== null;

/** Removes the static shell when the calling view (the app's frame, or a page shown instead of it) mounts. */
export function useStaticShellGone(): void {
  useLayoutEffect(() => {
    shell()?.remove();
  }, []);
}

/** The first hot banner's cuts the server announced (preload links), for the banner slot's first paint. */
export function announcedHero(): { desktop: string; phone: string | null } | null {
  if (typeof document === 'undefined') return null;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][data-hero]')];
  const desktop = links.find((link) => link.dataset.hero === 'desktop')?.getAttribute('href');
  const phone = links.find((link) => link.dataset.hero === 'phone')?.getAttribute('href') ?? null;
  return desktop ? { desktop, phone } : null;
}
