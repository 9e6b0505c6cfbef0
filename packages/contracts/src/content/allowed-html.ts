import { isContentHref, isSiteLink } from '../site-link.ts';

/**
 * The tags and attributes an operator's HTML may keep (announcements, help articles), for every
 * sanitiser that handles it: the server when the HTML is written and read, the page before it
 * renders. Everything else is dropped: scripts, styles, event handlers, iframes, forms.
 */
export const ALLOWED_HTML_TAGS = [
  ...['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'div'],
  ...['h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
] as const;

/** Attributes kept, per tag. */
export const ALLOWED_HTML_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
} as const satisfies Partial<Record<(typeof ALLOWED_HTML_TAGS)[number], readonly string[]>>;

/** URL schemes links may use (images only http and https). */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Whether operator HTML may keep an attribute's value, for every sanitiser: a link (`href`) or
 * image address (`src`) only by the site's one link rule, which the scheme list alone cannot say
 * (`/\host`, `/%5Chost`, `/%2F%2Fhost`); every other allowed attribute as it is.
 */
export function keepsHtmlAttribute(name: string, value: string): boolean {
  if (name === 'href') return isContentHref(value.trim());
  if (name === 'src') return isSiteLink(value.trim());
  return true;
}
