import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_TAGS,
  ALLOWED_LINK_SCHEMES,
  keepsHtmlAttribute,
} from '@arcadia/contracts';

/** The attributes but `name` when its value breaks the site's link rule (trimmed, as a browser reads it). */
function keepLink(attribs: sanitizeHtml.Attributes, name: 'href' | 'src') {
  const { [name]: value, ...rest } = attribs;
  return value !== undefined && keepsHtmlAttribute(name, value) ? { ...rest, [name]: value.trim() } : rest;
}

/**
 * The shared allow-list of contracts (announcements, help articles); javascript: and data: links
 * are dropped too. Used when the HTML is written and again when it is read, so a row written before a rule was
 * tightened (or straight into the database) is still harmless; the web sanitises a third time.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links and images follow the contracts' link rule (no `/\host`, `/%5Chost` … that the scheme
  // check lets through); links leave the site in a new tab and cannot reach back into it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...keepLink(attribs, 'href'), target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: keepLink(attribs, 'src') }),
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The visible text of an HTML fragment (for search), tags and entities gone. */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}
