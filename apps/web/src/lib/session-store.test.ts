import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { localStore, sessionStore, useSessionValue } from './session-store';

describe('session store', () => {
  it('keeps text keys as plain text and typed keys as JSON', () => {
    sessionStore.set('token', 'abc123');
    sessionStore.set('isAgent', 4);
    sessionStore.set('toUpline', true);
    expect(window.sessionStorage.getItem('token')).toBe('abc123');
    expect(sessionStore.get('token')).toBe('abc123');
    expect(sessionStore.get('isAgent')).toBe(4);
    expect(sessionStore.get('toUpline')).toBe(true);
  });

  it('returns null for missing keys and removes single keys', () => {
    expect(sessionStore.get('nickname')).toBeNull();
    sessionStore.set('nickname', 'Ana');
    sessionStore.remove('nickname');
    expect(sessionStore.get('nickname')).toBeNull();
  });

  it('clearing the session forgets the visitor but re-sets the merchant keys', () => {
    sessionStore.setMerchantDefaults({ merchant: 'demo', merchantCode: 'demo', platform: 'web' });
    sessionStore.set('token', 't');
    sessionStore.set('username', 'ana');
    sessionStore.set('wallet', { balance: '1.00' });
    sessionStore.clearSession();
    expect(sessionStore.get('token')).toBeNull();
    expect(sessionStore.get('username')).toBeNull();
    expect(sessionStore.get('wallet')).toBeNull();
    expect(sessionStore.get('merchantCode')).toBe('demo');
    expect(sessionStore.get('platform')).toBe('web');
  });

  it('notifies subscribers and re-renders hooks on change', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    const { result } = renderHook(() => useSessionValue('token'));
    expect(result.current).toBeNull();
    act(() => sessionStore.set('token', 'xyz'));
    expect(result.current).toBe('xyz');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('stores lang, hisLang and theme in local storage as plain words', () => {
    localStore.set('lang', 'en');
    localStore.set('theme', 'dark');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(localStore.get('theme')).toBe('dark');
  });
});
