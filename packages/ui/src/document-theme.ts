import { useSyncExternalStore } from 'react';

/*
 * Apart from theme.ts: only the chart (a lazy chunk) needs it, and theme.ts is on the player
 * site's first screen.
 */

function watchDocumentTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme the page shows now, whoever switched it: for drawings that read the theme's colours once (charts). */
export function useDocumentTheme(): string {
  return useSyncExternalStore(
    watchDocumentTheme,
    () => document.documentElement.dataset.theme ?? '',
    () => '',
  );
}
