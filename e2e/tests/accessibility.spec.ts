import { PLAYER_SITE_PATHS } from '@arcadia/contracts';
import { expect, test } from '../support/fixtures.ts';
import { COLOUR_RULES, expectNoAxeViolations } from '../support/axe.ts';
import type { Page } from '@playwright/test';
import type { ThemeOption } from '../support/fixtures.ts';

/*
 * axe-core over every page of the player site, signed out: 0 violations of the WCAG 2.1 A and AA
 * rules. The addresses come from the site's own page list (contracts), with a game for
 * /originals/:game and an unknown address for the not-found page. Each page is measured whole in the light theme, then again in the dark theme for
 * the rules a theme can change (the colours): the markup is the same in both, so the other rules
 * would only repeat themselves, at the cost of a second full sweep of every page.
 */
/**
 * Addresses that render the same page as one already measured: the home page's aliases, the second
 * name of the app download page, and the game category lobbies after the first (each is
 * `categoryPage(<category>)` in apps/web/src/app/routes: one component with another category's
 * tiles, so axe would only repeat /rng's findings; /rng has the most tiles).
 */
const SAME_PAGE_AS_ANOTHER = [
  '/index',
  '/index.html',
  '/home',
  '/register.html',
  '/download',
  '/elott',
  '/pvp',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/inhouse',
];
const ROUTES = [
  ...PLAYER_SITE_PATHS.filter((path) => !SAME_PAGE_AS_ANOTHER.includes(path)).map((path) =>
    path.replace(':game', 'dice'),
  ),
  '/no-such-page',
];

async function settleIn(page: Page, theme: ThemeOption): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty();
  // Let the lazy page and its first answers arrive before measuring (the site polls, so the
  // network is never idle for long: a short settle instead).
  await page.waitForLoadState('load');
  await page.waitForTimeout(600);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

// One test per route: a failure names its page, and the pages spread over the workers (the
// routes are independent, so this file's tests need not run one after another in one worker).
test.describe.configure({ mode: 'parallel' });
for (const route of ROUTES) {
  test(`${route} passes axe in both themes`, async ({ page }) => {
    // axe over a lobby of a hundred tiles took past 60 s beside another journey on two busy cores.
    test.setTimeout(150_000);
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', 'light');
    });
    await page.goto(route);
    await settleIn(page, 'light');
    await expectNoAxeViolations(page, `${route} (light)`);

    // Dark as a visitor gets it: the header's switch where the page has one (no second load of
    // the page), else the stored choice and a reload.
    const themeSwitch = page.getByRole('switch', { name: 'Mudar para o tema escuro' });
    if (await themeSwitch.isVisible()) {
      await themeSwitch.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // The colours' transitions (1 ms under reduced motion) still start from the light colours and
      // end only on a later frame: on a busy machine axe once read the light text on the dark page.
      await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
    } else {
      await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
      await page.reload();
      await settleIn(page, 'dark');
    }
    await expectNoAxeViolations(page, `${route} (dark, colours)`, COLOUR_RULES);
  });
}
