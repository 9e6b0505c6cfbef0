import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildWeb, CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionServer } from './serve.ts';
import { textOption } from './options.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** What `/` must reach (issue 9); printed beside the figures, never a failure (noisy machines). */
const TARGETS = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 95 },
  desktop: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 95 },
};

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
};

/**
 * npm run bench -- lighthouse [--runs N] [--url URL] [--no-build] [--reports DIR] [--max-seconds S]
 * Lighthouse on Debian's Chromium against a production start with the demo data (fresh SQLite in
 * a temporary directory, a free port), N runs with the mobile preset and N with the desktop one,
 * and the medians of the scores and of LCP, TBT, CLS and the bytes transferred. `--url` measures
 * a server that is already running instead; `--reports` keeps each run's JSON report; no run starts
 * after `--max-seconds`. Always exits 0 unless Lighthouse itself cannot run.
 */
export async function run(args: string[]): Promise<number> {
  const option = (name: string) => textOption(args, name);
  const runs = Number(option('runs') ?? 3);
  const deadline = Date.now() + Number(option('max-seconds') ?? 3600) * 1000;
  const given = option('url');
  const reportDir = option('reports');
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  if (!given && !args.includes('--no-build')) buildWeb();
  const server = given ? { url: given, stop: async () => {} } : await startProductionServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const url = `${server.url.replace(/\/$/, '')}/`;
    console.log(`Lighthouse on ${url} (${runs} runs per form factor, medians)`);
    // One unmeasured load warms the server (first compile of routes, SQLite page cache).
    await fetch(url);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        if (Date.now() > deadline) {
          console.log(`  ${formFactor}: time limit reached, ${i} of ${runs} runs done`);
          break;
        }
        results.push(await auditWithRetry(url, chrome.port, formFactor, reportDir));
      }
      if (results.length) print(formFactor, results);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return 0;
}

/** A trace that failed to record (NO_NAVSTART and the like) is the machine, not the page: once more. */
async function auditWithRetry(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  reportDir: string | undefined,
): Promise<Run> {
  try {
    return await audit(url, port, formFactor, reportDir);
  } catch (error) {
    console.log(`  ${formFactor.padEnd(7)} run failed (${(error as Error).message}); once more`);
    return audit(url, port, formFactor, reportDir);
  }
}

async function audit(url: string, port: number, formFactor: 'mobile' | 'desktop', reportDir?: string): Promise<Run> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (reportDir) {
    const file = path.join(reportDir, `${formFactor}-${Date.now()}.json`);
    fs.writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Run['scores'];
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ref.id),
  );
  const run: Run = {
    scores,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
  };
  console.log(
    `  ${formFactor.padEnd(7)} run: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}; ` +
      `FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, CLS ${run.cls.toFixed(3)}, ${kib(run.bytes)}` +
      (failing.length ? `\n          below 0.9: ${failing.join(', ')}` : ''),
  );
  return run;
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function print(formFactor: 'mobile' | 'desktop', runs: Run[]): void {
  const of = (pick: (r: Run) => number) => median(runs.map(pick));
  const scores = CATEGORIES.map((c) => {
    const value = of((r) => r.scores[c]);
    const target = TARGETS[formFactor][c];
    return `${c} ${value}${value >= target ? '' : ` (target ${target})`}`;
  });
  console.log(`${formFactor.toUpperCase()} median: ${scores.join(', ')}`);
  console.log(
    `  LCP ${ms(of((r) => r.lcp))}, FCP ${ms(of((r) => r.fcp))}, TBT ${ms(of((r) => r.tbt))}, ` +
      `CLS ${of((r) => r.cls).toFixed(3)}, transferred ${kib(of((r) => r.bytes))}`,
  );
}
