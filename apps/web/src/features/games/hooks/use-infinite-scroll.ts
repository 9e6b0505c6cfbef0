import { useEffect, useRef } from 'react';

/** Spec portal.md section 9: infinite scroll throttle 200 ms, distance 0. */
export const SCROLL_THROTTLE_MS = 200;

/**
 * Calls `onMore` when the sentinel element at the end of a list comes into view (distance 0: the
 * sentinel itself must be visible), at most once per 200 ms, and again while it stays visible after
 * a page arrives (a tall screen may need several pages to fill).
 */
export function useInfiniteScroll(onMore: () => void, enabled: boolean, loadedCount: number) {
  const sentinel = useRef<HTMLLIElement | null>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let visible = false;
    const fire = () => {
      if (!visible) return;
      const wait = last + SCROLL_THROTTLE_MS - Date.now();
      if (wait > 0) {
        clearTimeout(timer);
        timer = setTimeout(fire, wait);
        return;
      }
      last = Date.now();
      latest.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        visible = entries.some((entry) => entry.isIntersecting);
        fire();
      },
      { rootMargin: '0px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    // Re-observing after each page makes the observer report again if the sentinel is still in view.
  }, [enabled, loadedCount]);

  return sentinel;
}
