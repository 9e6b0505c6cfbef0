import { useCallback, useRef } from 'react';

/**
 * Idempotency keys for money requests: a new key for each new submit, and the same key again when
 * the same request is retried after a failure (a lost answer must not move money twice).
 * `settle()` after a definite answer (success) starts over.
 */
export function useClientKey() {
  const last = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const signature = JSON.stringify(request);
    if (last.current?.signature === signature) return last.current.key;
    const key = crypto.randomUUID();
    last.current = { signature, key };
    return key;
  }, []);
  const settle = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, settle };
}
