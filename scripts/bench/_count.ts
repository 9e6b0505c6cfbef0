import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { randomBytes } from 'node:crypto';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { signedInCallers, withApp } from './app-under-load.ts';

const log: string[] = [];
let on = false;
const logger = (e: { query: { sql: string } }) => { if (on) log.push(e.query.sql.replace(/\s+/g, ' ').slice(0, 140)); };
async function go(kind: string) {
  let db: Kysely<any>; let close: () => Promise<void>;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cnt-'));
  if (kind === 'sqlite') {
    const s = new SQLite(path.join(tmp, 'a.db')); s.pragma('journal_mode = WAL');
    db = new Kysely({ dialect: new SqliteDialect({ database: s }), log: logger as never });
    close = () => db.destroy();
  } else {
    const name = `cnt_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' }); await admin.connect();
    await admin.query(`create database ${name}`);
    db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:5432/${name}` }) }), log: logger as never });
    close = async () => { await db.destroy(); await admin.query(`drop database ${name}`); await admin.end(); };
  }
  await migrateToLatest(db as never); await seedIfEmpty(db as never);
  const { streams } = await signedInCallers(db as never, 'cnt', 1);
  await withApp({ db: db as never, kind: kind as never, close }, tmp, async (url) => {
    for (let i = 0; i < 3; i++) {
      on = i === 2; log.length = 0;
      const r = await fetch(`${url}/bgs/dice/bet`, { method: 'POST', headers: { ...streams[0], 'content-type': 'application/json' }, body: JSON.stringify({ amount: '1.00', target: 49.5, direction: 'under', clientKey: `k${i}` }) });
      if (r.status !== 200) console.log(await r.text());
    }
    on = false;
    console.log(`== ${kind}: ${log.length} queries`); for (const l of log) console.log(' ', l);
  });
  await close();
}
await go(process.argv[2] ?? 'sqlite');
