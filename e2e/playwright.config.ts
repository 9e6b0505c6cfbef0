import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.ts';
import type { ThemeOption } from './support/fixtures.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not 8080, so a running `npm start` does not collide; E2E_PORT lets parallel worktrees run side by side.
const PORT = Number(process.env.E2E_PORT ?? 8181);

// One throwaway database per server per run. Playwright loads this file again in each worker
// process; the workers inherit the runner's environment, so the directories made here are made only
// once and the tests can point the admin CLI at their server's database (see support/admin.ts).
function throwawayDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-e2e-'));
  // Serve a snapshot of the build, so a rebuild during the run (a dev at work) cannot pull
  // hashed chunks from under the browser.
  const built = path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(built, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (`npm run test:e2e` does both)');
  }
  fs.cpSync(built, path.join(dir, 'web'), { recursive: true });
  return dir;
}
/**
 * The run's servers, each on its own database: `main` for the journeys; the others for the lanes
 * below (journeys that move the server's clock or change the site for every visitor).
 */
const SERVERS = {
  main: { port: PORT, dataDir: (process.env.E2E_DATA_DIR ??= throwawayDataDir()) },
  clock: { port: PORT + 100, dataDir: (process.env.E2E_CLOCK_DATA_DIR ??= throwawayDataDir()) },
  site: { port: PORT + 200, dataDir: (process.env.E2E_SITE_DATA_DIR ??= throwawayDataDir()) },
  days: { port: PORT + 300, dataDir: (process.env.E2E_DAYS_DATA_DIR ??= throwawayDataDir()) },
  sitePhone: { port: PORT + 400, dataDir: (process.env.E2E_SITE_PHONE_DATA_DIR ??= throwawayDataDir()) },
};
type ServerName = keyof typeof SERVERS;
/** What a project's tests need to know of their server (support/server.ts reads it in the worker). */
const onServer = (name: ServerName) => ({
  baseURL: `http://127.0.0.1:${SERVERS[name].port}`,
  metadata: { server: name, dataDir: SERVERS[name].dataDir },
});
// The browser journeys always run on the embedded SQLite in those directories (the server suites
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
  'points-mall.spec.ts',
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
 * The journeys that move a server's wall clock (support/clock.ts: a lottery draw reached at once, a
 * business day ended) and those that change the site for every visitor (maintenance, a blocked
 * country) would break the journeys running beside them, so each kind runs in a lane: a project on
 * a server of its own, one test at a time, beside the journeys on `main`:
 * - `clock`: those that move it by a draw;
 * - `days`: those that end whole days (after a day's jump the lottery catches up on the day's
 *   draws, as after a stop, which would hold up a draw journey: so not on `clock`);
 * - `site` and `sitePhone`: the site-wide ones at each size.
 * No lane depends on another: Playwright runs a project with dependencies only once every project
 * of the phase before has ended, which left the longest lane (days) alone at the end of the run.
 */
const CLOCK_SPECS = ['lottery.spec.ts', 'reality-check.spec.ts', 'raffle.spec.ts'];
const DAYS_SPECS = ['agent-contracts.spec.ts', 'rebates.spec.ts'];
const SITE_WIDE_SPECS = ['maintenance.spec.ts', 'region-restriction.spec.ts', 'responsible-gaming-console.spec.ts'];
const journeys = variants.map(({ name, size, theme, only }) => {
  const { baseURL, metadata } = onServer('main');
  return {
    name,
    use: { ...chromium, ...size, theme, baseURL },
    metadata,
    testIgnore: [...SITE_WIDE_SPECS, ...CLOCK_SPECS, ...DAYS_SPECS],
    ...(only ? { testMatch: only } : {}),
  };
});
const desktopLight = { size: desktop, theme: 'light' as ThemeOption };
const phoneDark = { size: phone, theme: 'dark' as ThemeOption };
/** A lane: one project on its own server, one test at a time. */
const lane = (server: Exclude<ServerName, 'main'>, name: string, testMatch: string[], look: typeof desktopLight) => {
  const { baseURL, metadata } = onServer(server);
  return { name, testMatch, use: { ...chromium, ...look.size, theme: look.theme, baseURL }, metadata, workers: 1 };
};
// The longest lane first: Playwright hands out work in this order.
const lanes = [
  lane('days', 'desktop-light days', DAYS_SPECS, desktopLight),
  lane('clock', 'desktop-light clock', CLOCK_SPECS, desktopLight),
  lane('site', 'desktop-light site-wide', SITE_WIDE_SPECS, desktopLight),
  lane('sitePhone', 'phone-dark site-wide', SITE_WIDE_SPECS, phoneDark),
];

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
/** One e2e server: the built site and the API on `port`, on a throwaway SQLite database in `dir`. */
function server(port: number, dir: string): WebServer {
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'web'),
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Journeys must answer captchas like a person reading the image; a known text stands in for eyes.
      NODE_ENV: 'test',
      CAPTCHA_TEST_TEXT: 'E2E7',
      // Each journey reloads many times from one address; keep the limiter out of the way.
      RATE_LIMIT_PER_MINUTE: '100000',
      // Real Crash rounds on a test clock: a betting phase of 8 s (two browsers on a loaded two-core
      // machine took longer than 4 s to see the boarding and land both bets), and a flight twice as
      // fast as production's (2x after 2.3 s, 100x after 15 s instead of 4.6 s and 31 s), so the
      // live journey waits less for a round to bust. The server sends the curve to the page, so the
      // multipliers shown, the cash-out price and the verifier agree as in production.
      CRASH_BETTING_MS: '8000',
      CRASH_GROWTH_PER_MS: '0.0003',
      // A chain of 10,000 rounds (hours of play) is hashed at the first round in a blink; the
      // production million is a second or more of the shared server's event loop on a busy machine.
      CRASH_CHAIN_LENGTH: '10000',
      // The clock journeys move the server's time forward (support/clock.ts); a day's jump must
      // not end the sessions of the members they follow through it.
      TEST_CLOCK: 'on',
      SESSION_IDLE_MINUTES: '43200',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // Journeys spend much of their time waiting (lottery draws, Crash rounds, webhooks, the jobs'
  // polling), so two run at once even on two cores; each has its own members and client address.
  // Four at once beside the PostgreSQL suite on two workers was tried on a 2-core CI machine: the
  // load average reached 16 and journeys ran slower and timed out (the browsers' own processes
  // are most of a journey's CPU). More cores: raise E2E_WORKERS.
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
    locale: 'pt-BR',
    timezoneId: 'UTC',
    // The site honours reduced motion (theme.css): animations jump to their end and play once.
    // Journeys check what the pages do, not how they move; without it the spinners, skeletons
    // and fades kept Chromium compositing frames all run long (a quarter of a 2-core machine in
    // the GPU processes of three browsers), and screenshots caught things mid-fade.
    reducedMotion: 'reduce',
    // Recording a trace (a DOM snapshot at every action, a screencast of every frame) is CPU for
    // every journey: on the CI machine, whose two cores the journeys and the PostgreSQL suite keep
    // busy, only a failed journey's retry records one. Elsewhere every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The lanes first, so they start at once beside the journeys rather than after them.
  projects: [...lanes, ...journeys],
  webServer: Object.values(SERVERS).map(({ port, dataDir }) => server(port, dataDir)),
});
