import { localStore } from './session-store';

let cached: string | null = null;

/**
 * This browser's random id, made once and kept in localStorage (in memory when storage is
 * refused). Sent on every call as X-Device-Id: the referral programme holds a reward whose friend
 * registered on the referrer's device. It identifies nothing but the browser.
 */
export function deviceId(): string {
  if (cached) return cached;
  const stored = localStore.get('deviceId');
  if (stored && /^[\w-]{8,64}$/.test(stored)) return (cached = stored);
  // getRandomValues works outside secure contexts too (randomUUID does not: a demo on a LAN address).
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  localStore.set('deviceId', made);
  return (cached = made);
}

/** A fresh page reads the id from storage again: the page tests clear storage and this between tests. */
export function forgetDeviceIdForTests(): void {
  cached = null;
}
