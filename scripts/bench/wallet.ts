import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { balanceVsBare } from './balance-read.ts';
import { postgresUrl, withPostgres, withSqlite } from './bench-db.ts';
import { fmt } from './http-load.ts';
import { measureHttpTransfers, type TransferFigures } from './http-transfers.ts';
import { measureLedger, type LedgerFigures } from './ledger-load.ts';
import { numberOption } from './options.ts';

/** Targets of issue 7 on this 2-core machine, for 8 concurrent callers. */
const TARGETS = { sqlite: 5_000, postgres: 2_000 } as const;
const CALLERS = 8;

/**
 * npm run bench -- wallet [--seconds N] [--runs N] [--http-seconds N] [--connections N] [--rounds N]
 *                         [--skip-ledger] [--skip-transfers] [--skip-http]
 * (a) ledger transfers per second (postTransaction called in-process) on SQLite (temp file, WAL)
 *     and PostgreSQL (DATABASE_URL, or a local server on 127.0.0.1:5432, in a throwaway schema),
 *     one caller and 8 concurrent callers, each figure `--runs` times (best and spread printed);
 * (b) transfers per second through HTTP (POST /wps/relay/GCS_walletTransfer on the real app) on
 *     both databases, 8 members each on its own connection;
 * (c) GET /wps/v2/wallets/balance requests per second against the real app, next to a bare
 *     Fastify route returning constant JSON, and the ratio between them.
 * HTTP load comes from a separate process (load-process.ts).
 */
export async function run(args: string[]): Promise<number> {
  const seconds = numberOption(args, 'seconds', 3);
  const runs = numberOption(args, 'runs', 3);
  let ok = true;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-'));
  try {
    const url = await postgresUrl();
    if (!url) console.log('  PostgreSQL: skipped (no DATABASE_URL and nothing answers on 127.0.0.1:5432)');
    if (!args.includes('--skip-ledger')) {
      console.log(
        `\n(a) Ledger transfers (postTransaction main → vendor sub-wallet), ${runs} runs of ${seconds} s each`,
      );
      const sqlite = await withSqlite(path.join(tmp, 'ledger.db'), (db) =>
        measureLedger(db.db, seconds, CALLERS, runs),
      );
      ok &&= printLedger('SQLite (file, WAL)', sqlite, TARGETS.sqlite);
      if (url) {
        const postgres = await withPostgres(url, (db) => measureLedger(db.db, seconds, CALLERS, runs));
        ok &&= printLedger('PostgreSQL', postgres, TARGETS.postgres);
      }
    }
    if (!args.includes('--skip-transfers')) {
      console.log(
        `\n(b) HTTP transfers (POST /wps/relay/GCS_walletTransfer, ${CALLERS} members on their own connections), ${runs} runs of ${seconds} s`,
      );
      const dir = path.join(tmp, 'transfers');
      const sqlite = await withSqlite(path.join(dir, 'app.db'), (db) =>
        measureHttpTransfers(db, dir, seconds, CALLERS, runs),
      );
      ok &&= printTransfers('SQLite (file, WAL)', sqlite);
      if (url)
        ok &&= printTransfers(
          'PostgreSQL',
          await withPostgres(url, (db) => measureHttpTransfers(db, dir, seconds, CALLERS, runs)),
        );
    }
    if (!args.includes('--skip-http')) {
      const [httpSeconds, connections, rounds] = [
        numberOption(args, 'http-seconds', 5),
        numberOption(args, 'connections', 20),
        numberOption(args, 'rounds', 3),
      ];
      console.log(
        `\n(c) GET /wps/v2/wallets/balance vs a bare Fastify route: ${rounds} alternating rounds of ${httpSeconds} s each, ${connections} connections, after a 1 s warm-up`,
      );
      const file = path.join(tmp, 'http.db');
      const database = openSqlite(file);
      try {
        await migrateToLatest(database.db);
        await seedIfEmpty(database.db);
        ok &&= await balanceVsBare(database, tmp, httpSeconds, connections, rounds);
      } finally {
        await database.close();
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}

/** "best 1,234 (spread 1,000–1,234: 1,000 / 1,100 / 1,234)" */
function spread(values: number[]): string {
  const best = Math.max(...values);
  return `best ${fmt(best).padStart(6)}/s  (runs ${values.map(fmt).join(' / ')})`;
}

function printLedger(label: string, f: LedgerFigures, target: number): boolean {
  const best = Math.max(...f.concurrent);
  console.log(`  ${label.padEnd(20)} 1 caller      ${spread(f.sequential)}`);
  console.log(
    `  ${''.padEnd(20)} ${f.workers} callers     ${spread(f.concurrent)}   target ≥ ${fmt(target)}/s: ${best >= target ? 'met' : 'NOT MET'}`,
  );
  console.log(
    `  ${''.padEnd(20)} ${fmt(f.transfers)} transfers, ${f.cpuMs.toFixed(2)} ms CPU each in this process, ledger ${f.ok ? 'reconciles' : 'DOES NOT RECONCILE'}`,
  );
  return f.ok;
}

function printTransfers(label: string, f: TransferFigures): boolean {
  const worst = Math.max(...f.runs.map((r) => r.p99));
  console.log(
    `  ${label.padEnd(20)} ${spread(f.runs.map((r) => r.rps))}   p99 ≤ ${worst} ms   server CPU ${f.cpuMs.toFixed(2)} ms/transfer`,
  );
  console.log(
    `  ${''.padEnd(20)} ${fmt(f.posted)} postings for the 2xx answers, non-2xx ${f.runs.reduce((n, r) => n + r.non2xx, 0)}, ledger ${f.ok ? 'reconciles' : 'DOES NOT RECONCILE OR COUNTS DIFFER'}`,
  );
  return f.ok;
}
