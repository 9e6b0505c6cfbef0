import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openPostgres, openSqlite, type DbHandle } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/db/seed/demo-members.ts';
import { minor } from '../../apps/server/src/lib/money.ts';
import { startSession } from '../../apps/server/src/modules/auth/sessions.usecases.ts';
import { notifyMember } from '../../apps/server/src/modules/inbox/inbox.usecases.ts';
import {
  ensureMemberAccount,
  ensureSystemAccount,
  postTransaction,
} from '../../apps/server/src/modules/ledger/ledger.usecases.ts';
import { membersRepository } from '../../apps/server/src/modules/members/members.repository.ts';
import { fmt, hammer, median, type HttpFigures } from './http-load.ts';
import { measureLedger, type LedgerFigures } from './ledger-load.ts';

/**
 * npm run bench -- wallet [--seconds N] [--http-seconds N] [--connections N] [--rounds N] [--skip-ledger] [--skip-http]
 * (a) ledger transfers per second on SQLite (temp file, WAL) and PostgreSQL (DATABASE_URL, or a
 *     local server on 127.0.0.1:5432, in a throwaway schema), sequential and 8 concurrent callers;
 * (b) GET /wps/v2/wallets/balance requests per second against the real app on a loopback port,
 *     next to a bare Fastify route returning constant JSON, and the ratio between them.
 */
export async function run(args: string[]): Promise<number> {
  const option = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
  };
  const seconds = option('seconds', 3);
  const httpSeconds = option('http-seconds', 5);
  const connections = option('connections', 20);
  const WORKERS = 8;
  let ok = true;

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-'));
  try {
    if (!args.includes('--skip-ledger')) {
      console.log(`\n(a) Ledger transfers (main → vendor sub-wallet, one transaction each), ${seconds} s per run`);
      const sqlite = await withSqlite(path.join(tmp, 'ledger.db'), (db) => measureLedger(db.db, seconds, WORKERS));
      ok &&= printLedger('SQLite (file, WAL)', sqlite);
      const url = await postgresUrl();
      if (url) {
        const postgres = await withPostgres(url, (db) => measureLedger(db.db, seconds, WORKERS));
        ok &&= printLedger('PostgreSQL', postgres);
      } else {
        console.log('  PostgreSQL: skipped (no DATABASE_URL and nothing answers on 127.0.0.1:5432)');
      }
    }
    if (!args.includes('--skip-http'))
      ok &&= await httpBench(path.join(tmp, 'http.db'), httpSeconds, connections, option('rounds', 3));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}

function printLedger(label: string, f: LedgerFigures): boolean {
  console.log(
    `  ${label.padEnd(20)} sequential ${fmt(f.sequential).padStart(7)} transfers/s   ${f.workers} concurrent ${fmt(f.concurrent).padStart(7)} transfers/s   ` +
      `(${fmt(f.transfers)} transfers, ledger ${f.ok ? 'reconciles' : 'DOES NOT RECONCILE'})`,
  );
  return f.ok;
}

async function withSqlite<T>(file: string, body: (db: DbHandle) => Promise<T>): Promise<T> {
  const handle = openSqlite(file);
  try {
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db);
    return await body(handle);
  } finally {
    await handle.close();
  }
}

async function postgresUrl(): Promise<string | null> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  return answers ? 'postgres://postgres@127.0.0.1:5432/test' : null;
}

async function withPostgres<T>(url: string, body: (db: DbHandle) => Promise<T>): Promise<T> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const handle = openPostgres(url, { schema, max: 10 });
  try {
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db);
    return await body(handle);
  } finally {
    await handle.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

/** The real app (every plugin and hook, info-level request logs to a discarding stream) vs a bare route. */
async function httpBench(file: string, seconds: number, connections: number, rounds: number): Promise<boolean> {
  console.log(
    `\n(b) GET /wps/v2/wallets/balance vs a bare Fastify route: ${rounds} alternating rounds of ${seconds} s each, ${connections} connections, after a 1 s warm-up`,
  );
  const database = openSqlite(file);
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db);
  const token = await playerWithMoney(database);
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const config = loadConfig({
    NODE_ENV: 'production',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATA_DIR: path.dirname(file),
  });
  const app = await buildApp({ config, database, logStream: discard });
  const bare = Fastify();
  const constant = {
    success: true,
    code: 'ok',
    message: 'Success',
    value: { sumBalance: '1234.50', currencySymbol: '$', currency: 'USD', unreadMessage: 2 },
  };
  bare.get('/bare', async () => constant);
  try {
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    // As a browser sends it: the compression hook sees every answer, small ones included.
    const headers = {
      authorization: `Bearer ${token}`,
      language: 'en',
      host: 'localhost',
      'accept-encoding': 'gzip, deflate, br, zstd',
    };
    const probe = await fetch(`${appUrl}/wps/v2/wallets/balance`, { headers });
    console.log(`  probe: ${probe.status} ${await probe.text()}`);

    // Rounds alternate bare and app, so load from anything else on the machine hits both alike.
    await hammer(`${bareUrl}/bare`, {}, 1, connections);
    await hammer(`${appUrl}/wps/v2/wallets/balance`, headers, 1, connections);
    const bareRuns: HttpFigures[] = [];
    const appRuns: HttpFigures[] = [];
    for (let round = 0; round < rounds; round++) {
      bareRuns.push(await hammer(`${bareUrl}/bare`, {}, seconds, connections));
      appRuns.push(await hammer(`${appUrl}/wps/v2/wallets/balance`, headers, seconds, connections));
    }
    const line = (label: string, f: HttpFigures) =>
      `  ${label.padEnd(30)} ${fmt(f.rps).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   non-2xx ${f.non2xx}   errors ${f.errors}`;
    for (let round = 0; round < rounds; round++) {
      console.log(line(`round ${round + 1} bare Fastify`, bareRuns[round]!));
      console.log(line(`round ${round + 1} balance`, appRuns[round]!));
    }
    const bareFigures = median(bareRuns);
    const appFigures = median(appRuns);
    const ratio = bareFigures.rps / appFigures.rps;
    console.log(`  median: bare ${fmt(bareFigures.rps)} req/s, balance ${fmt(appFigures.rps)} req/s`);
    console.log(`  ratio bare / balance: ${ratio.toFixed(2)}x (target ≤ 2.00x)${ratio <= 2 ? '' : '  ← above target'}`);
    const failures = appRuns.reduce((n, f) => n + f.non2xx + f.errors, 0);
    return failures === 0 && probe.status === 200;
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}

/** demo_player with money in main and two sub-wallets and unread messages, and a live session. */
async function playerWithMoney(database: DbHandle): Promise<string> {
  const db = database.db;
  const player = (await membersRepository.findByUsername(db, 1, DEMO_ACCOUNTS.player.username))!;
  const house = await ensureSystemAccount(db, 1, 'house', 'USD');
  for (const [kind, cents] of [
    ['main', 123_400n],
    ['vendor:AV', 50n],
    ['vendor:AI', 0n],
  ] as const) {
    const account = await ensureMemberAccount(db, 1, player.id, kind, 'USD');
    if (cents > 0n) {
      await postTransaction(db, {
        merchantId: 1,
        kind: 'adjustment',
        idempotencyKey: `bench-http:${kind}`,
        legs: [
          { accountId: house.id, amount: minor(-cents) },
          { accountId: account.id, amount: minor(cents) },
        ],
      });
    }
  }
  await notifyMember(db, {
    merchantId: 1,
    memberId: player.id,
    template: 'deposit_credited',
    params: { amount: 123_400n },
  });
  await notifyMember(db, {
    merchantId: 1,
    memberId: player.id,
    template: 'withdrawal_rejected',
    params: { amount: 5_000n },
  });
  return (await startSession(db, player.id, '127.0.0.1')).token;
}
