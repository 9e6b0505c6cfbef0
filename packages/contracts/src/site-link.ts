import { hasControlCharacters } from './text-rules.ts';

/*
 * The one link rule: every link the site stores (banners, resources, support positions, links in
 * announcements) or follows (a game's home button, the web's re-checks) is either a web address
 * or a path on this site, and never a form a browser reads as another host: `//host`, `/\host`
 * (browsers treat a backslash as a slash), `/%5Chost` or `/%2F%2Fhost` (a server or router
 * that decodes first sees `/\host`), a tab or line break inside (browsers drop them, so
 * `/<TAB>/host` becomes `//host`), or a script scheme.
 */

/** Whitespace, a backslash or a control character: none belongs in a stored address. */
const UNSAFE_RAW = /[\s\\]/;
/** After decoding: a backslash or control character anywhere, or a second slash right after the first. */
const OTHER_HOST_START = /^\/[/\\]/;
/** Reading an address through at most this many decodings; a link encoded deeper is refused. */
const MAX_DECODINGS = 3;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The part of a path before its query or fragment: where a decoded backslash would be a slash. */
const pathPart = (value: string) => value.split(/[?#]/, 1)[0] ?? '';

/**
 * A path on this site ("/promoDetail?id=7"): one leading slash, then anything but a second slash
 * or a backslash, and the same still holds after each percent-decoding a later reader may apply.
 */
export function isSitePath(value: string): boolean {
  if (UNSAFE_RAW.test(value) || hasControlCharacters(value)) return false;
  let current = value;
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    if (!current.startsWith('/') || OTHER_HOST_START.test(current)) return false;
    if (round > 0 && (pathPart(current).includes('\\') || hasControlCharacters(current))) return false;
    const decoded = decodeOnce(current);
    if (decoded === null) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/** An absolute http(s) address with a host, written plainly (no backslash, whitespace or control character). */
export function isWebAddress(value: string): boolean {
  if (UNSAFE_RAW.test(value) || hasControlCharacters(value)) return false;
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a stored link may point: a web address or a path on this site. */
export const isSiteLink = (value: string): boolean => isWebAddress(value) || isSitePath(value);

/**
 * A link inside an operator's HTML (announcements, help articles): a site link, a mail address
 * or a jump within the page. Anything else is dropped from the markup.
 */
export const isContentHref = (value: string): boolean =>
  isSiteLink(value) || /^mailto:[^\s\\/]+$/i.test(value) || /^#[\w-]*$/.test(value);
