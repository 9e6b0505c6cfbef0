import sanitizeHtml from 'sanitize-html';
import { ALLOWED_HTML_ATTRIBUTES, ALLOWED_HTML_TAGS, ALLOWED_LINK_SCHEMES } from '@arcadia/contracts';

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
  // Links leave the site in a new tab and cannot reach back into it.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
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
