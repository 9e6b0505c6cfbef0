import { useSyncExternalStore } from 'react';

/*
 * Each app stores and switches its theme its own way (the player site through its session store,
 * with a cookie for the server's static shell); both show it as `<html data-theme>`, which is all
 * the chart needs to know.
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
