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

  render(brand: string, language: Language, bootData: unknown, preloads: PreloadImage[] = []): string {
    const { mtimeMs } = fs.statSync(this.file);
    if (mtimeMs !== this.mtime) {
      this.template = fs.readFileSync(this.file, 'utf8');
      this.mtime = mtimeMs;
      this.renders.clear();
    }
    const key = `${language}\n${brand}`;
    let html = this.renders.get(key);
    if (html === undefined) {
      html = fillIndexTemplate(this.template, brand, language);
      this.renders.set(key, html);
    }
    return withPreloads(withBootData(html, bootData), preloads);
  }
}

export type PreloadImage = { href: string; media: string };

/** `<link rel=preload>` for images the first screen shows, so they load beside the scripts. */
function withPreloads(html: string, preloads: PreloadImage[]): string {
  if (preloads.length === 0) return html;
  const links = preloads.map(
    ({ href, media }) =>
      `<link rel="preload" as="image" href="${escapeHtml(href)}" media="${escapeHtml(media)}" fetchpriority="high" />`,
  );
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
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

export function fillIndexTemplate(template: string, brand: string, language: Language): string {
  const title = escapeHtml(translate(language, 'site.title', { brand }));
  const description = escapeHtml(translate(language, 'site.description', { brand }));
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${title}</title>\n    <meta name="description" content="${description}" />`,
    );
}
