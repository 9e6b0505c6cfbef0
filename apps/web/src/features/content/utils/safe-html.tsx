import DOMPurify from 'dompurify';
import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_TAGS,
  ALLOWED_LINK_SCHEMES,
  keepsHtmlAttribute,
} from '@arcadia/contracts';

/*
 * Announcement and help HTML is sanitised by the server when written and when read; the page
 * sanitises once more before rendering, with the same allow-list (from contracts), so markup that slipped
 * past (or a compromised answer) can never run script here.
 */
const ALLOWED_TAGS = [...ALLOWED_HTML_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(ALLOWED_HTML_ATTRIBUTES).flat())];
const LINK_URL = new RegExp(`^(?:(?:${ALLOWED_LINK_SCHEMES.join('|')}):|/(?!/))`, 'i');

/* Links and images also pass the contracts' one link rule; an instance of its own keeps the hook here. */
const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (!keepsHtmlAttribute(data.attrName, data.attrValue)) data.keepAttr = false;
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: LINK_URL,
  });
}

/** Rendered rich text: sanitised here, styled like prose. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`content-html space-y-3 text-sm leading-relaxed text-fg-muted [&_a]:text-brand-fg [&_a]:underline [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-fg [&_h4]:font-semibold [&_h4]:text-fg [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-fg ${className ?? ''}`}
      // Sanitised by sanitizeHtml just above.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
