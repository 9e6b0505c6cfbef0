import { useEffect, useState } from 'react';
import type { Language } from '@arcadia/contracts';
import { addTextBundle, i18n } from '.';

type Loaders = Record<string, () => Promise<{ default: object }>>;

/**
 * The texts of one lazily loaded area (money pages, game lobbies): one dictionary per language,
 * loaded with that area rather than on the first load. `load()` registers the bundle, so every later
 * language switch loads the matching dictionary before the switch happens; `useReady()` is true once
 * the texts for the current language are in.
 */
export function createTextBundle(loaders: Loaders, fileFor: (language: Language) => string) {
  const loaded = new Set<Language>();
  let registered: Promise<void> | null = null;

  async function loadFor(language: Language): Promise<void> {
    if (loaded.has(language)) return;
    const loader = loaders[fileFor(language)];
    if (!loader) return;
    i18n.addResourceBundle(language, 'translation', (await loader()).default, true, true);
    loaded.add(language);
  }

  function load(): Promise<void> {
    registered ??= addTextBundle(loadFor);
    return registered;
  }

  function useReady(): boolean {
    const [ready, setReady] = useState(() => registered !== null && loaded.has(i18n.language as Language));
    useEffect(() => {
      if (ready) return;
      let live = true;
      void load().then(() => live && setReady(true));
      return () => {
        live = false;
      };
    }, [ready]);
    return ready;
  }

  return { load, useReady };
}

/** A lazy chunk's loader that loads an area's texts with it, so its screen never shows before its words. */
export function withTexts<T>(loadTexts: () => Promise<void>, loadChunk: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([loadChunk(), loadTexts()]))[0];
}
