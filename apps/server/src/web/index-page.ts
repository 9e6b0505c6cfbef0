import fs from 'node:fs';
import type { Language } from '@arcadia/contracts';
import { translate } from '../i18n/messages.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The built index.html with the brand's title and description and the page language filled in,
 * so search engines and the first paint see the right brand in the right language. Renders are
 * kept per brand and language and dropped when the file changes (a new build in place).
 */
export class IndexPage {
  private template = '';
  private mtime = -1;
  private readonly renders = new Map<string, string>();

  constructor(private readonly file: string) {}

  /** `logo`: the brand's logo text (the static shell's header shows it, as the app's does). */
  render(
    brand: string,
    language: Language,
    bootData: unknown,
    preloads: PreloadImage[] = [],
    logo = brand,
    theme: PageTheme = 'light',
  ): string {
    const { mtimeMs } = fs.statSync(this.file);
    if (mtimeMs !== this.mtime) {
      this.template = fs.readFileSync(this.file, 'utf8');
      this.mtime = mtimeMs;
      this.renders.clear();
    }
    const key = `${language}\n${brand}\n${logo}\n${theme}`;
    let html = this.renders.get(key);
    if (html === undefined) {
      html = fillIndexTemplate(this.template, brand, language, logo).replace(
        /<html([^>]*)>/,
        `<html$1 data-theme="${theme}">`,
      );
      this.renders.set(key, html);
    }
    return withPreloads(withBootData(withShell(html, preloads), bootData), preloads);
  }
}

/** The visitor's theme (the app keeps it in a cookie too), so the first paint is drawn in it. */
export type PageTheme = 'light' | 'dark';
export const pageTheme = (cookieHeader: string | undefined): PageTheme =>
  /(?:^|;\s*)theme=dark(?:;|$)/.test(cookieHeader ?? '') ? 'dark' : 'light';

/** An image of the first screen; `cut` marks the first hot banner's phone and desktop cuts. */
export type PreloadImage = { href: string; media: string; cut?: 'phone' | 'desktop' };

/**
 * `<link rel=preload>` for images the first screen shows, so they load beside the scripts; the
 * banner cuts say which they are, so the app's banner slot can show the same picture at once.
 */
function withPreloads(html: string, preloads: PreloadImage[]): string {
  if (preloads.length === 0) return html;
  const links = preloads.map(
    ({ href, media, cut }) =>
      `<link rel="preload" as="image" href="${escapeHtml(href)}" media="${escapeHtml(media)}" fetchpriority="high"` +
      `${cut ? ` data-hero="${cut}"` : ''} />`,
  );
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

const SHELL = /<div id="shell"[\s\S]*?<!--\/shell-->\s*/;

/**
 * The static shell of index.html (the frame of the routes that open with the hot banner) stays
 * only on those routes, with that banner drawn in it: it is then the page's first and largest
 * paint before any script has run. Every other route starts from the app's own loader as before.
 */
function withShell(html: string, preloads: PreloadImage[]): string {
  const desktop = preloads.find((p) => p.cut === 'desktop');
  if (!desktop) return html.replace(SHELL, '');
  const phone = preloads.find((p) => p.cut === 'phone');
  const picture =
    '<picture>' +
    (phone ? `<source media="${escapeHtml(phone.media)}" srcset="${escapeHtml(phone.href)}" />` : '') +
    `<img src="${escapeHtml(desktop.href)}" alt="" width="1280" height="400" fetchpriority="high" class="size-full object-cover" />` +
    '</picture>';
  return html.replace('<!--shell-hero-->', picture);
}

/**
 * The answer of the app's first call (site status), embedded as inert JSON so the app renders
 * without waiting for a round trip after its scripts ran. `<` is escaped so no text inside can
 * close the element.
 */
function withBootData(html: string, bootData: unknown): string {
  const json = JSON.stringify(bootData).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root"></div>',
    `<div id="root"></div>\n    <script type="application/json" id="boot-status">${json}</script>`,
  );
}

export function fillIndexTemplate(template: string, brand: string, language: Language, logo = brand): string {
  const title = escapeHtml(translate(language, 'site.title', { brand }));
  const description = escapeHtml(translate(language, 'site.description', { brand }));
  return template
    .replace(/(<span [^>]*data-shell-brand[^>]*>)[^<]*/g, `$1${escapeHtml(logo)}`)
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${title}</title>\n    <meta name="description" content="${description}" />`,
    );
}
