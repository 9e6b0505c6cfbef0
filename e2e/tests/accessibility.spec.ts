import { PLAYER_SITE_PATHS } from '@arcadia/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import type { ThemeOption } from '../support/fixtures.ts';

/*
 * axe-core over every page of the player site, in both themes, signed out: 0 violations of the
 * WCAG 2.1 A and AA rules. The addresses come from the site's own page list (contracts), with a
 * game for /originals/:game and an unknown address for the not-found page; the operator's chat is
 * not a player page. Each project runs both themes, so desktop-light alone covers the rule.
 */
const ROUTES = [
  ...PLAYER_SITE_PATHS.filter(
    (path) => !['/index', '/index.html', '/home', '/register.html', '/admin/chat'].includes(path),
  ).map((path) => path.replace(':game', 'dice')),
  '/no-such-page',
];
const THEMES: ThemeOption[] = ['light', 'dark'];

// One test per route and theme: a failure names its page, and the pages spread over the workers.
for (const theme of THEMES) {
  for (const route of ROUTES) {
    test(`${route} passes axe in the ${theme} theme`, async ({ page }) => {
      // axe over a lobby of a hundred tiles took past 60 s beside another journey on two busy cores.
      test.setTimeout(150_000);
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
      await page.goto(route);
      await expect(page.locator('#root')).not.toBeEmpty();
      // Let the lazy page and its first answers arrive before measuring (the site polls, so the
      // network is never idle for long: a short settle instead).
      await page.waitForLoadState('load');
      await page.waitForTimeout(600);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page, `${route} (${theme})`);
    });
  }
}
