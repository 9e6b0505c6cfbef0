import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the journeys save the pages' screenshots for a person to look at (not committed). */
export const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * Whether this run saves screenshots. They are for a person looking at the pages, so a run outside
 * CI takes them; CI throws its clean clone away, and on its busy 2-core machine each look's relayout
 * and capture took 5-13 s (the console journeys switch four looks per page: minutes per journey),
 * so there they are taken only with E2E_SCREENSHOTS=1. Playwright still keeps the screenshot and the
 * trace of a failed test (playwright.config.ts).
 */
export const takeScreenshots = !process.env.CI || Boolean(process.env.E2E_SCREENSHOTS);
