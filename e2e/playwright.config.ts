import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.ts';
import type { ThemeOption } from './support/fixtures.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not 8080, so a running `npm start` does not collide; E2E_PORT lets parallel worktrees run side by side.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${PORT}`;

// One throwaway database per run. Playwright loads this file again in each worker process; the
// workers inherit the runner's environment, so the directory made here is made only once and the
// tests can point the admin CLI at the same database (see support/admin.ts).
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-e2e-'));
  // Serve a snapshot of the build, so a rebuild during the run (a dev at work) cannot pull
  // hashed chunks from under the browser.
  const built = path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(built, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (`npm run test:e2e` does both)');
  }
  fs.cpSync(built, path.join(dir, 'web'), { recursive: true });
  process.env.E2E_DATA_DIR = dir;
}
const dataDir = process.env.E2E_DATA_DIR;
// The browser journeys always run on the embedded SQLite in that directory (the server suites
// are the ones that run on PostgreSQL); the admin CLI the tests start inherits this too.
delete process.env.DATABASE_URL;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  },
};
const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/**
 * Every journey runs in desktop-light. phone-dark (the other size and the other theme) runs the
 * journeys whose path differs on a phone (the drawer, cards instead of tables, the phone login and
 * registration, the chat sheet, Crash's phone layout) and the layout specs; the others would take
 * the same steps through the same screens at twice the CI time. desktop-dark and phone-light only
 * add layout checks, so they run only the specs about layout (what a size or a theme can break).
 * E2E_EVERY_JOURNEY_ON_PHONE=1 runs every journey in phone-dark too (a journey's phone screenshots
 * while working on it: `--project=phone-dark tests/<spec>`).
 */
const LAYOUT_SPECS = ['first-visit-layout.spec.ts', 'home-shell.spec.ts', 'wallet-layout.spec.ts'];
const PHONE_JOURNEYS = [
  ...LAYOUT_SPECS,
  // Horizontal overflow depends on the width, not the theme: one pairing per size.
  'game-pages-layout.spec.ts',
  'accounts-login.spec.ts',
  'accounts-register.spec.ts',
  'chat.spec.ts',
  'first-evening.spec.ts',
  'games-lobby.spec.ts',
  'inhouse-crash.spec.ts',
  'menu-reachability.spec.ts',
  'responsible-gaming.spec.ts',
  'wallet-record.spec.ts',
];
const everyJourneyOnPhone = Boolean(process.env.E2E_EVERY_JOURNEY_ON_PHONE);
const variants: { name: string; size: object; theme: ThemeOption; only?: string[] }[] = [
  { name: 'desktop-light', size: desktop, theme: 'light' },
  { name: 'desktop-dark', size: desktop, theme: 'dark', only: LAYOUT_SPECS },
  { name: 'phone-light', size: phone, theme: 'light', only: LAYOUT_SPECS },
  { name: 'phone-dark', size: phone, theme: 'dark', ...(everyJourneyOnPhone ? {} : { only: PHONE_JOURNEYS }) },
];

/**
 * The specs that change the site for every visitor (maintenance, a blocked country) would break
 * the journeys running beside them, so they run once all the journeys are done, one test at a
 * time: in projects named `<variant> site-wide` (desktop-light and phone-dark), the first waiting
 * for the journeys, the second for the first. Playwright runs a project's dependencies whole,
 * whatever files are named, so to run these alone: `--project 'desktop-light site-wide' --no-deps`
 * (one project at a time). Should a journey fail, these are reported as not run.
 */
const SITE_WIDE_SPECS = ['maintenance.spec.ts', 'region-restriction.spec.ts'];
const journeys = variants.map(({ name, size, theme, only }) => ({
  name,
  use: { ...chromium, ...size, theme },
  testIgnore: SITE_WIDE_SPECS,
  ...(only ? { testMatch: only } : {}),
}));
const siteWide = variants
  .filter(({ name }) => name === 'desktop-light' || name === 'phone-dark')
  .map(({ name, size, theme }, index, all) => ({
    name: `${name} site-wide`,
    use: { ...chromium, ...size, theme },
    testMatch: SITE_WIDE_SPECS,
    workers: 1,
    dependencies: index === 0 ? journeys.map((project) => project.name) : [`${all[index - 1]!.name} site-wide`],
  }));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // Journeys spend most of their time waiting (lottery draws, Crash rounds, webhooks, the jobs'
  // polling), so two run at once even on two cores; each has its own members and client address.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Two journeys at once on two cores: one that takes 20 s alone may pass 30 s beside a busy one.
  // On a loaded CI machine a journey's steps add up past that: twice as long there.
  timeout: process.env.CI ? 120_000 : 60_000,
  // On a loaded CI machine a lazy page or a first answer can take longer than 7 s to show (seen:
  // the welcome dialog, the app QR codes, each right on the retry); the assertions stay the same.
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'UTC',
    // The site honours reduced motion (theme.css): animations jump to their end and play once.
    // Journeys check what the pages do, not how they move; without it the spinners, skeletons
    // and fades kept Chromium compositing frames all run long (a quarter of a 2-core machine in
    // the GPU processes of three browsers), and screenshots caught things mid-fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [...journeys, ...siteWide],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'web'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Journeys must answer captchas like a person reading the image; a known text stands in for eyes.
      NODE_ENV: 'test',
      CAPTCHA_TEST_TEXT: 'E2E7',
      // Each journey reloads many times from one address; keep the limiter out of the way.
      RATE_LIMIT_PER_MINUTE: '100000',
      // Real Crash rounds on a test clock: a shorter betting phase, and a flight twice as fast as
      // production's (2x after 2.3 s, 100x after 15 s instead of 4.6 s and 31 s), so the live journey
      // waits less for a round to board and to bust. The server sends the curve to the page, so the
      // multipliers shown, the cash-out price and the verifier agree as in production.
      CRASH_BETTING_MS: '4000',
      CRASH_GROWTH_PER_MS: '0.0003',
      // A chain of 10,000 rounds (hours of play) is hashed at the first round in a blink; the
      // production million is a second or more of the shared server's event loop on a busy machine.
      CRASH_CHAIN_LENGTH: '10000',
    },
  },
});
