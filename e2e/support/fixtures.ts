import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { openOperatorCli } from './admin.ts';
import { screenshotDir, takeScreenshots } from './screenshots.ts';
import { chooseServer } from './server.ts';

export type ThemeOption = 'light' | 'dark';

/**
 * popupNotice: the home page shows the popup announcement once per browser session; it would
 * cover whatever a journey does next, so it counts as already seen unless a test turns it on.
 */
type Options = { theme: ThemeOption; popupNotice: boolean };
type Fixtures = {
  /** Saves e2e/screenshots/<journey>-<theme>-<viewport>.png for the current project (if `takeScreenshots`). */
  snap: (journey: string, target?: Page) => Promise<string>;
  viewportName: 'desktop' | 'phone';
};

type WorkerFixtures = { operatorCli: void };

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  // The operator CLI (admin.ts) loads once per worker, before the worker's first test, on the
  // database of the server the worker's project drives (server.ts).
  operatorCli: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      chooseServer(workerInfo);
      await openOperatorCli();
      await use();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],

  theme: ['light', { option: true }],
  popupNotice: [false, { option: true }],

  // Every page in the test's context starts in the project's theme (the site reads localStorage
  // `theme` before the first paint; light is its default, so light projects leave storage alone).
  context: async ({ context, theme, popupNotice }, use) => {
    if (!popupNotice) {
      await context.addInitScript(() => {
        if (!window.sessionStorage.getItem('index_notice')) window.sessionStorage.setItem('index_notice', '-1');
      });
    }
    if (theme === 'dark') {
      await context.addInitScript(() => {
        if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', 'dark');
      });
    }
    await use(context);
  },

  viewportName: async ({ isMobile }, use) => {
    await use(isMobile ? 'phone' : 'desktop');
  },

  snap: async ({ page, theme, viewportName }, use) => {
    await use(async (journey, target = page) => {
      const file = path.join(screenshotDir, `${journey}-${theme}-${viewportName}.png`);
      if (!takeScreenshots) return file;
      // Let fonts and the last transition settle so screenshots are stable.
      await target.evaluate(() => document.fonts.ready);
      await target.screenshot({ path: file, fullPage: false, animations: 'disabled' });
      return file;
    });
  },
});

export { expect };

const LOOKS = [
  { theme: 'light', size: 'desktop', viewport: { width: 1440, height: 900 } },
  { theme: 'light', size: 'phone', viewport: { width: 390, height: 844 } },
  { theme: 'dark', size: 'desktop', viewport: { width: 1440, height: 900 } },
  { theme: 'dark', size: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * Saves e2e/screenshots/<journey>-<theme>-<size>.png in both themes at both sizes from one page,
 * for a journey that runs in one project only (the page's width decides its layout, the
 * `data-theme` attribute its colours), then puts the page's theme and size back. Nothing without
 * `takeScreenshots` (screenshots.ts).
 */
export async function snapEveryLook(page: Page, journey: string): Promise<void> {
  if (!takeScreenshots) return;
  const viewport = page.viewportSize();
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const settled = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
  for (const look of LOOKS) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), look.theme);
    await page.setViewportSize(look.viewport);
    await settled();
    await page.screenshot({
      path: path.join(screenshotDir, `${journey}-${look.theme}-${look.size}.png`),
      animations: 'disabled',
    });
  }
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
  if (viewport) await page.setViewportSize(viewport);
  await settled();
}

/** The site status as the server reports it to a visitor (0 normal, 1 maintenance, 2 restricted). */
export async function siteStatus(request: APIRequestContext, headers: Record<string, string> = {}): Promise<number> {
  const response = await request.get('/wps/system/status', { headers });
  const body = (await response.json()) as { value?: { status?: number } };
  return body.value?.status ?? -1;
}

/**
 * The server caches brand settings for about a second (the CLI is another process); wait until
 * the API reports the expected status before loading the page.
 */
export async function waitForStatus(
  request: APIRequestContext,
  expected: number,
  headers: Record<string, string> = {},
): Promise<void> {
  await expect.poll(() => siteStatus(request, headers), { timeout: 10_000, intervals: [200, 300, 500] }).toBe(expected);
}
