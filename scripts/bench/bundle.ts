import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { buildWeb, CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionServer } from './serve.ts';

/** Budget for the JavaScript a first visit to `/` transfers (compressed), from the project standards. */
const BUDGET_BYTES = 150_000;
/** What we aim for, so the lobby (banners, game lanes) still fits under the budget. */
const AIM_BYTES = 110_000;
const COUNTED = new Set(['script', 'stylesheet', 'font']);

/** How long the network must stay quiet (nothing in flight, nothing new) before the visit counts as done. */
const QUIET_MS = 2_000;

type Transfer = { url: string; type: string; encoding: string; bytes: number };

/**
 * npm run bench -- bundle [--no-build]
 * Loads `/` in headless Chromium against a production start on a fresh database, at desktop and
 * phone size, and adds up the bytes that actually crossed the wire (compressed bodies as sent)
 * for JavaScript, CSS and fonts until the network has been quiet for a while, so lazy chunks the
 * boot pulls in count too. Fails when the JavaScript of either size is over the budget.
 */
export async function run(args: string[]): Promise<number> {
  if (!args.includes('--no-build')) buildWeb({ console: true });
  const server = await startProductionServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let ok = true;
  try {
    for (const [label, viewport, isMobile] of [
      ['desktop 1440x900', { width: 1440, height: 900 }, false],
      ['phone 390x844', { width: 390, height: 844 }, true],
    ] as const) {
      const transfers = await firstVisit(browser, server.url, '/', viewport, isMobile);
      ok = report(label, transfers) && ok;
      // The operator console is its own build: nothing of it may reach a player's first visit.
      const leaked = transfers.filter((t) => t.url.startsWith('/admin/'));
      if (leaked.length > 0) {
        console.log(`  ← the console leaked into the player's visit: ${leaked.map((t) => t.url).join(', ')}`);
        ok = false;
      }
    }
    // The console's own first load (its sign-in page at a desktop size): a report, no budget.
    const consoleVisit = await firstVisit(browser, server.url, '/admin/', { width: 1440, height: 900 }, false);
    reportConsole(consoleVisit);
  } finally {
    await browser.close();
    await server.stop();
  }
  return ok ? 0 : 1;
}

async function firstVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: { width: number; height: number },
  isMobile: boolean,
): Promise<Transfer[]> {
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch: isMobile, locale: 'pt-BR' });
  const page = await context.newPage();
  const pending: Promise<Transfer | null>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const sizes = await request.sizes();
        return {
          url: new URL(request.url()).pathname,
          type: request.resourceType(),
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          bytes: sizes.responseBodySize,
        };
        // A request that finishes while the page closes has nothing left to read: not counted.
      })().catch(() => null),
    );
  };
  page.on('requestfinished', onFinished);
  const quiet = watchNetwork(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  // On a busy machine the scripts can still be starting when the network first goes quiet: wait
  // for the app to have rendered, then for the network to stay quiet (idle-time work, prefetches
  // and late chunks belong to the first visit too).
  // (A string: the scripts project has no DOM types.)
  await page.waitForFunction("(document.getElementById('root')?.childElementCount ?? 0) > 0", null, {
    timeout: 60_000,
  });
  await quiet(QUIET_MS, 60_000);
  page.off('requestfinished', onFinished);
  const transfers = (await Promise.all(pending)).filter((t): t is Transfer => t !== null);
  await context.close();
  return transfers;
}

/** Resolves once no request has been in flight for quietMs (or maxMs passed): requests counted from now. */
function watchNetwork(page: Page): (quietMs: number, maxMs: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const start = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async (quietMs, maxMs) => {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  };
}

function report(label: string, transfers: Transfer[]): boolean {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const counted = transfers.filter((t) => COUNTED.has(t.type)).sort((a, b) => b.bytes - a.bytes);
  const sum = (type: string) => counted.filter((t) => t.type === type).reduce((n, t) => n + t.bytes, 0);
  const all = transfers.reduce((n, t) => n + t.bytes, 0);
  console.log(`\nFirst visit to / at ${label} (bytes on the wire, as sent):`);
  for (const t of counted) {
    console.log(`  ${String(t.bytes).padStart(8)}  ${t.type.padEnd(10)} ${t.encoding.padEnd(8)} ${t.url}`);
  }
  const js = sum('script');
  console.log(`  JavaScript ${js} bytes (${kb(js)}) in ${counted.filter((t) => t.type === 'script').length} files`);
  console.log(`  CSS        ${sum('stylesheet')} bytes (${kb(sum('stylesheet'))})`);
  console.log(`  fonts      ${sum('font')} bytes (${kb(sum('font'))})`);
  console.log(`  everything ${all} bytes (${kb(all)}) in ${transfers.length} responses (documents, API, images too)`);
  const verdict =
    js > BUDGET_BYTES ? '← OVER BUDGET' : js > AIM_BYTES ? 'within budget, above the aim' : 'within budget and aim';
  console.log(`  JavaScript vs budget ${BUDGET_BYTES} (aim ${AIM_BYTES}): ${verdict}`);
  return js <= BUDGET_BYTES;
}

/** The console's first load, by kind: the player's budget does not apply to the back office. */
function reportConsole(transfers: Transfer[]): void {
  const bytes = (type: string) => transfers.filter((t) => t.type === type).reduce((n, t) => n + t.bytes, 0);
  const js = bytes('script');
  console.log('\nFirst visit to the operator console /admin/ at desktop 1440x900 (report only, no budget):');
  console.log(
    `  JavaScript ${js} bytes (${(js / 1024).toFixed(1)} KiB) in ${transfers.filter((t) => t.type === 'script').length} files`,
  );
  console.log(`  CSS        ${bytes('stylesheet')} bytes`);
}
