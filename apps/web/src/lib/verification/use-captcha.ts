import { useCallback, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchCaptchaImage, verificationKeys } from './verification-api';

/** Spec: the captcha may be refreshed at most once per second (the server enforces it too). */
export const CAPTCHA_THROTTLE_MS = 1000;

/**
 * The captcha image. Every image is single-use, so each one is its own query: a click (at most
 * one per second) or a new `refreshKey` from the form (after a failed submit) asks for the next.
 * The key names the component too: two captchas on one screen (a form's and the SMS check's modal
 * over it) must not share an image, or the modal shows the form's while its own is on its way.
 */
export function useCaptcha(refreshKey: number) {
  const [clicks, setClicks] = useState(0);
  const lastClick = useRef(0);
  const owner = useId();
  const query = useQuery({
    queryKey: verificationKeys.captcha(owner, refreshKey, clicks),
    queryFn: fetchCaptchaImage,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastClick.current < CAPTCHA_THROTTLE_MS) return;
    lastClick.current = now;
    setClicks((count) => count + 1);
  }, []);
  return { image: query.data ?? null, failed: query.isError, refresh };
}
