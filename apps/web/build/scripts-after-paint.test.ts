import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './scripts-after-paint';

describe('module scripts of the built page', () => {
  it('are fetched at low priority so the first paint gets the bandwidth; other tags stay as they are', () => {
    const html =
      '<script type="module" crossorigin src="/assets/app-1.js"></script>\n' +
      '<script type="module" fetchpriority="high" src="/assets/x.js"></script>\n' +
      '<link rel="stylesheet" href="/assets/app.css">';
    expect(lowPriorityScripts(html)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/app-1.js"></script>\n' +
        '<script type="module" fetchpriority="high" src="/assets/x.js"></script>\n' +
        '<link rel="stylesheet" href="/assets/app.css">',
    );
  });
});
