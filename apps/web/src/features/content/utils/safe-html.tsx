import DOMPurify from 'dompurify';

/*
 * Announcement and help HTML is sanitised by the server when written and when read; the page
 * sanitises once more before rendering, with the same short allow-list, so markup that slipped
 * past (or a compromised answer) can never run script here.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  });
}

/** Rendered rich text: sanitised here, styled like prose. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`content-html space-y-3 text-sm leading-relaxed text-fg-muted [&_a]:text-brand-fg [&_a]:underline [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-fg [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-fg ${className ?? ''}`}
      // Sanitised by sanitizeHtml just above.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
