import type { Plugin } from 'vite';

/**
 * The built page's module scripts are fetched at low priority. The page paints without them (the
 * static shell and its banner need only the HTML, the stylesheet and the image), so on a slow link
 * the stylesheet and the banner get the bandwidth first and the scripts follow; they still start
 * as soon as the parser meets them and run at the same point (module scripts are deferred).
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'arcadia-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => lowPriorityScripts(html),
    },
  };
}

export function lowPriorityScripts(html: string): string {
  return html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
}
