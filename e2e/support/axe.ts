import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The WCAG 2.1 A and AA rules: what "0 violations" is measured against. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core over the page as it is now; each violation as its rule, its help line and the
 * elements it found, so a failure names what to fix.
 */
export async function axeViolations(page: Page, onlyRules?: string[]): Promise<string[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (onlyRules ? builder.withRules(onlyRules) : builder).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n'),
  );
  return found;
}

/**
 * Waits for the page's running CSS animations and transitions (a dialog fading in, a drawer
 * sliding) to finish: mid-fade, colours are blended with the backdrop and axe measures a contrast
 * the person never sees (seen: 4.46 for a dialog whose settled contrast is 5.2). Endless ones (a
 * spinner, a live ticker) are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  // A theme switched just before (data-theme set by a test) starts its colour transitions on the
  // next style update: two frames first, so they exist to be waited for (seen on a busy machine:
  // axe read a badge's light-theme colour on the dark page, contrast 1.67).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails (softly: the journey goes on and reports every page) on any violation. */
export async function expectNoAxeViolations(page: Page, where: string, onlyRules?: string[]): Promise<void> {
  expect.soft(await axeViolations(page, onlyRules), `axe on ${where}`).toEqual([]);
}

/**
 * The WCAG rules whose outcome a theme can change: the colours. Structure, names, roles and
 * landmarks are the same markup in both themes, so the second theme needs only these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
