import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeSupportLink, findLiveChatEntry, findSupportEntry, openSupportWindow } from './support-link';

afterEach(() => vi.restoreAllMocks());

describe('customer-service links', () => {
  it('accepts plain, percent-encoded and base64 links', () => {
    const url = 'https://support.example.test/chat?id=1';
    expect(decodeSupportLink(url)).toBe(url);
    expect(decodeSupportLink(encodeURIComponent(url))).toBe(url);
    expect(decodeSupportLink(btoa(url))).toBe(url);
  });

  it("accepts a path on the portal's own site (the demo brand's chat), plain or base64, but no other host's path", () => {
    expect(decodeSupportLink('/chat')).toBe(`${window.location.origin}/chat`);
    expect(decodeSupportLink(btoa('/chat'))).toBe(`${window.location.origin}/chat`);
    expect(decodeSupportLink('//elsewhere.test/chat')).toBeNull();
  });

  it('refuses anything that is not an http(s) URL', () => {
    expect(decodeSupportLink('javascript:alert(1)')).toBeNull();
    expect(decodeSupportLink('not a link')).toBeNull();
  });

  it('finds the type-3 support link and the LIVECHAT-1 position', () => {
    const entries = [
      { position: 'FOOTER', type: 1, path: 'x' },
      { position: 'LIVECHAT-1', type: 2, path: 'chat' },
      { position: 'CS', type: 3, path: 'support' },
    ];
    expect(findSupportEntry(entries)?.path).toBe('support');
    expect(findLiveChatEntry(entries)?.path).toBe('chat');
    expect(findSupportEntry([])).toBeNull();
  });

  it('opens a 440×750 window and reports a blocked popup', () => {
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null);
    expect(openSupportWindow('https://support.example.test')).toBe('blocked');
    expect(open.mock.calls[0]?.[2]).toContain('width=440,height=750');
    expect(openSupportWindow('ftp://x')).toBe('invalid-url');
  });
});
