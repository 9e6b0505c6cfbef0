const TIMEOUT_MS = 5000;

/** One timed load of the route's probe image; null when it fails or takes longer than the timeout. */
function loadOnce(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const started = performance.now();
    const finish = (result: number | null) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      image.src = '';
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), TIMEOUT_MS);
    image.onload = () => finish(performance.now() - started);
    image.onerror = () => finish(null);
    // The server's /speed-probe.gif: uncached and shareable cross-origin (see health.routes.ts).
    image.src = `${url.replace(/\/$/, '')}/speed-probe.gif?t=${Date.now()}`;
  });
}

/**
 * Time to load a route's probe image from this browser, best of two, so the first connection's
 * set-up does not decide alone. An image rather than fetch: the page's img-src already admits
 * https images, while connect-src admits only its own origin.
 */
export async function measureRoute(url: string): Promise<number | 'failed'> {
  let best = Infinity;
  for (let attempt = 0; attempt < 2; attempt++) best = Math.min(best, (await loadOnce(url)) ?? Infinity);
  return Number.isFinite(best) ? Math.round(best) : 'failed';
}
