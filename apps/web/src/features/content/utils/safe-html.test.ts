import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

describe('sanitizeHtml (the shared allow-list of contracts)', () => {
  it('keeps allowed tags and attributes', () => {
    const html = '<h3>Title</h3><p><strong>bold</strong> <a href="https://example.com/x" title="t">link</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, frames and unsafe links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://e.com"></iframe>' +
        '<a href="javascript:alert(1)">j</a><a href="//evil.example">p</a><a href="/help">ok</a>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|iframe|javascript:|evil/i);
    expect(out).toContain('<a href="/help">ok</a>');
  });

  it('links and images follow the one link rule: backslash and encoded forms of another host lose their address', () => {
    const out = sanitizeHtml(
      '<a href="/\\evil.example">b</a><a href="/%5Cevil.example">e</a><a href="/%2F%2Fevil.example">s</a>' +
        '<img src="/%5Cevil.example/x.png" alt="i"><a href="mailto:help@example.com">m</a>',
    );
    expect(out).not.toMatch(/evil/);
    expect(out).toContain('<a href="mailto:help@example.com">m</a>');
  });
});
