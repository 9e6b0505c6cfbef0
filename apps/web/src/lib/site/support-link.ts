import type { StatusValue } from '@arcadia/contracts';

type CustomerService = StatusValue['info']['customerService'][number];

/** Customer-service type 3 is the support link (spec accounts.md section 3). */
export const SUPPORT_LINK_TYPE = 3;
export const LIVE_CHAT_POSITION = 'LIVECHAT-1';
/** Spec portal.md section 9: the customer-service window is 440×750. */
export const SUPPORT_WINDOW = { width: 440, height: 750 } as const;

/** A path on this site ("/chat"), not a protocol-relative address ("//host/…") that leaves it. */
const OWN_PATH = /^\/(?![/\\])/;

function asHttpUrl(text: string): string | null {
  try {
    // A brand may point customer service at the portal's own pages (the demo brand's chat does).
    const url = OWN_PATH.test(text) ? new URL(text, window.location.origin) : new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The spec says the link "is decoded on the client" without naming the encoding, so accept a
 * plain URL or path on this site, a percent-encoded one or a base64 one. Anything else is not a
 * usable link.
 */
export function decodeSupportLink(path: string): string | null {
  const trimmed = path.trim();
  const candidates = [trimmed];
  try {
    candidates.push(decodeURIComponent(trimmed));
  } catch {
    // not percent-encoded
  }
  try {
    candidates.push(atob(trimmed.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    // not base64
  }
  for (const candidate of candidates) {
    const url = asHttpUrl(candidate);
    if (url) return url;
  }
  return null;
}

export function findSupportEntry(entries: readonly CustomerService[]): CustomerService | null {
  return entries.find((entry) => entry.type === SUPPORT_LINK_TYPE) ?? null;
}

export function findLiveChatEntry(entries: readonly CustomerService[]): CustomerService | null {
  return entries.find((entry) => entry.position === LIVE_CHAT_POSITION) ?? null;
}

export type OpenWindowResult = 'opened' | 'invalid-url' | 'blocked';

/** Opens the support page in its own small window; the caller explains a failure to the user. */
export function openSupportWindow(path: string): OpenWindowResult {
  const url = decodeSupportLink(path);
  if (!url) return 'invalid-url';
  const { width, height } = SUPPORT_WINDOW;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  // No "noopener" in the features: it makes window.open return null, hiding a blocked popup.
  const popup = window.open(url, 'customer-service', `width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return 'blocked';
  popup.opener = null;
  return 'opened';
}
