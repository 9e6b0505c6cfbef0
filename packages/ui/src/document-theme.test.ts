import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTheme } from './document-theme';

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('the page’s theme', () => {
  it('follows the page’s theme whoever switches it (for charts drawn in its colours)', async () => {
    document.documentElement.dataset.theme = 'light';
    const { result } = renderHook(() => useDocumentTheme());
    expect(result.current).toBe('light');
    // MutationObserver reports in a microtask after the change.
    await act(async () => {
      document.documentElement.dataset.theme = 'dark';
      await Promise.resolve();
    });
    expect(result.current).toBe('dark');
  });
});
