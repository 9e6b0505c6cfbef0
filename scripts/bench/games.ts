import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { postgresUrl, withPostgres, withSqlite } from './bench-db.ts';
import { FRESH_WORDS, seedBenchGames, SEARCH_WORDS } from './games-seed.ts';
import { REPO_ROOT } from './serve.ts';
import { numberOption, textOption } from './options.ts';

/**
 * npm run bench -- games [--games N] [--seconds N] [--connections N] [--only sqlite|postgres]
 * Seeds the catalogue up to N games (default 5,000), serves the real app on a loopback port and
 * drives GCSGAME_gameList (category pages, vendor tabs, classify filters, later pages) and its
 * search (gameName) from a load generator in its own process. Prints p50/p95 and requests per
 * second for each on SQLite and PostgreSQL. Target: p95 under 20 ms. The list and search URLs
 * repeat, as a lobby's pages and common searches do, so visitors' answers are served as kept; the
 * third line's search terms are all new, so every answer there is worked out afresh.
 */
export async function run(args: string[]): Promise<number> {
  const games = numberOption(args, 'games', 5_000);
  const seconds = numberOption(args, 'seconds', 5);
  const connections = numberOption(args, 'connections', 8);
  const only = textOption(args, 'only');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-games-'));
  let ok = true;
  console.log(
    `Game list and search with ${games.toLocaleString('en-US')} games, ${connections} connections, ${seconds} s per call (target p95 < 20 ms)`,
  );
  try {
    if (only !== 'postgres')
      ok &&= await withSqlite(path.join(tmp, 'games.db'), (h) => measure('SQLite', h, games, seconds, connections));
    const url = only === 'sqlite' ? null : await postgresUrl();
    if (url) ok &&= await withPostgres(url, (h) => measure('PostgreSQL', h, games, seconds, connections));
    else console.log('PostgreSQL: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}

type Load = { requests: number; rps: number; p50: number; p95: number; errors: number };

function load(urls: string[], connections: number, seconds: number, numbered = false, numberFrom = 0): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(REPO_ROOT, 'scripts/bench/games-load.ts'),
        JSON.stringify({ urls, connections, seconds, numbered, numberFrom }),
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Load) : reject(new Error(`load generator exit ${code}`)),
    );
  });
}

async function measure(
  label: string,
  handle: DbHandle,
  games: number,
  seconds: number,
  connections: number,
): Promise<boolean> {
  const total = await seedBenchGames(handle.db, games);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const app = await buildApp({ config, database: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/wps/relay/GCSGAME_gameList?clientType=3&language=en&pageSize=42`;
  const lists = [
    `${base}&pageNo=1&gameType=RNG`,
    `${base}&pageNo=3&gameType=RNG`,
    `${base}&pageNo=1&gameType=RNG&vassalage=PXG`,
    `${base}&pageNo=2&gameType=RNG&vassalage=SPW&gameClassify=SLOT`,
    `${base}&pageNo=1&gameType=LIVE`,
    `${base}&pageNo=1&gameType=FISH&minBet=1.00`,
  ];
  const searches = SEARCH_WORDS.map(
    (word, i) => `${base}&pageNo=1&${i % 2 ? 'gameType=RNG&' : ''}gameName=${encodeURIComponent(word)}`,
  );
  // Terms nobody asked before (a title word and a number the load generator counts up: each finds
  // a few games), so no kept answer serves them: what a search costs the first time it is typed.
  const fresh = FRESH_WORDS.map((word) => `${base}&pageNo=1&gameName=${word}`);
  let ok = true;
  try {
    // Warm-up, a second of each kind of call (the fresh terms from another range than the measured
    // ones), so the figures are the steady state, not the first compilations of each path.
    await load(lists, connections, 1);
    await load(searches, connections, 1);
    await load(fresh, connections, 1, true, 1_000_000);
    for (const [name, urls, numbered] of [
      ['list', lists, false],
      ['search', searches, false],
      ['search, every term new', fresh, true],
    ] as const) {
      const cpu = process.cpuUsage();
      const f = await load(urls, connections, seconds, numbered);
      // The server's own CPU per request (this process; the load generator is another): steadier than latency on a shared machine.
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / Math.max(1, f.requests);
      const within = f.p95 < 20 && f.errors === 0;
      ok &&= f.errors === 0;
      console.log(
        `  ${label.padEnd(11)} ${name.padEnd(23)} p50 ${f.p50.toFixed(1).padStart(5)} ms  p95 ${f.p95.toFixed(1).padStart(5)} ms  ` +
          `${Math.round(f.rps).toLocaleString('en-US').padStart(6)} req/s  ${cpuMs.toFixed(2)} ms CPU/req  (${f.requests.toLocaleString('en-US')} requests, ${f.errors} errors)  ${within ? 'within' : 'OVER'} target`,
      );
    }
    console.log(`  ${label.padEnd(11)} catalogue: ${total.toLocaleString('en-US')} games`);
  } finally {
    await app.close();
  }
  return ok;
}
