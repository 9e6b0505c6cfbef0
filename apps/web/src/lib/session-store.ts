import { useMemo, useSyncExternalStore } from 'react';
import {
  MERCHANT_KEYS,
  SESSION_KEYS,
  TEXT_SESSION_KEYS,
  type LocalKey,
  type LocalValues,
  type MerchantKey,
  type SessionKey,
  type SessionValues,
} from './storage-keys';

/*
 * The one module that touches sessionStorage and localStorage. Everything else reads and writes
 * through these typed helpers so a key typo is a compile error and React can subscribe to changes.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** Storage can throw (Safari private mode, quota); the portal must keep working without it. */
function safeStorage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function parse<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value written by hand or by an older build may be bare text; keep it rather than lose it.
    return raw as T;
  }
}

const encodeSession = (key: SessionKey, value: unknown) =>
  TEXT_SESSION_KEYS.has(key) ? String(value) : JSON.stringify(value);
const decodeSession = <T>(key: SessionKey, raw: string | null): T | null =>
  TEXT_SESSION_KEYS.has(key) ? (raw as T | null) : parse<T>(raw);

let merchantDefaults: Partial<Pick<SessionValues, MerchantKey>> = {};

export const sessionStore = {
  get<K extends SessionKey>(key: K): SessionValues[K] | null {
    return decodeSession<SessionValues[K]>(key, safeStorage('session')?.getItem(key) ?? null);
  },
  set<K extends SessionKey>(key: K, value: SessionValues[K]): void {
    safeStorage('session')?.setItem(key, encodeSession(key, value));
    notify();
  },
  remove(key: SessionKey): void {
    safeStorage('session')?.removeItem(key);
    notify();
  },
  /** The brand keys written back after every clear (logout must not forget which merchant this is). */
  setMerchantDefaults(values: Partial<Pick<SessionValues, MerchantKey>>): void {
    merchantDefaults = { ...values };
    const storage = safeStorage('session');
    for (const key of MERCHANT_KEYS) {
      const value = merchantDefaults[key];
      if (value !== undefined) storage?.setItem(key, encodeSession(key, value));
    }
    notify();
  },
  /** Logout / expired token: forget the visitor, keep the brand. */
  clearSession(): void {
    const storage = safeStorage('session');
    for (const key of SESSION_KEYS) storage?.removeItem(key);
    for (const key of MERCHANT_KEYS) {
      const value = merchantDefaults[key];
      if (value !== undefined) storage?.setItem(key, encodeSession(key, value));
    }
    notify();
  },
  /** Raw snapshot for useSyncExternalStore: strings compare by value, so no spurious renders. */
  raw(key: SessionKey): string | null {
    return safeStorage('session')?.getItem(key) ?? null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const localStore = {
  get<K extends LocalKey>(key: K): LocalValues[K] | null {
    // lang, hisLang and theme are plain words, stored raw like the original site.
    return (safeStorage('local')?.getItem(key) ?? null) as LocalValues[K] | null;
  },
  set<K extends LocalKey>(key: K, value: LocalValues[K]): void {
    safeStorage('local')?.setItem(key, value);
    notify();
  },
  remove(key: LocalKey): void {
    safeStorage('local')?.removeItem(key);
    notify();
  },
  raw(key: LocalKey): string | null {
    return safeStorage('local')?.getItem(key) ?? null;
  },
};

/** Re-renders when the key changes in this tab (sessionStorage has no cross-tab events). */
export function useSessionValue<K extends SessionKey>(key: K): SessionValues[K] | null {
  const raw = useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.raw(key),
    () => null,
  );
  return useMemo(() => decodeSession<SessionValues[K]>(key, raw), [key, raw]);
}

export function useLocalValue<K extends LocalKey>(key: K): LocalValues[K] | null {
  const raw = useSyncExternalStore(
    sessionStore.subscribe,
    () => localStore.raw(key),
    () => null,
  );
  return raw as LocalValues[K] | null;
}

export function useIsLoggedIn(): boolean {
  return Boolean(useSessionValue('token'));
}
