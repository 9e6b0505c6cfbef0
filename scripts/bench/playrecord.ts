import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { personalProfitLoss } from '../../apps/server/src/modules/play-record/profit-loss.usecases.ts';
import { rebuildPlayRollups } from '../../apps/server/src/modules/play-record/stats-check.usecases.ts';
import { postgresUrl, withPostgres, withSqlite } from './bench-db.ts';
import { fmt } from './http-load.ts';
import { measure, report } from './inhouse.ts';
import { numberOption, textOption } from './options.ts';

/**
 * npm run bench -- playrecord [--bets N] [--members N] [--days N] [--reads N] [--seconds N] [--only sqlite|postgres]
 * Seeds a bets record of N settled bets (default 1,000,000) over M members (20,000) and D business
 * days (90) in a brand of its own, in one INSERT … SELECT per database (a generated series), then:
 *   (c) rebuilds every play roll-up of that brand from its bets rows, timed;
 *   (b) reads personal profit and loss over the last D days for random members (the use case, in
 *       this process, as the route calls it), p50/p95 — target p95 < 20 ms;
 *   (a) the play path's rate with that history in the tables (Dice over HTTP, as `inhouse`).
 * `--bets 100000 --members 2000` for a quick run.
 */
export async function run(args: string[]): Promise<number> {
  const size = {
    bets: numberOption(args, 'bets', 1_000_000),
    members: numberOption(args, 'members', 20_000),
    days: numberOption(args, 'days', 90),
  };
  const reads = numberOption(args, 'reads', 400);
  const seconds = numberOption(args, 'seconds', 5);
  const only = textOption(args, 'only');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-playrecord-'));
  let ok = true;
  console.log(`Play record: ${fmt(size.bets)} settled bets, ${fmt(size.members)} members, ${size.days} business days`);
  const one = async (label: string, h: DbHandle) => {
    const brand = await seedHistory(h.db, size, label);
    const rebuild = await timed(() => rebuildPlayRollups(h.db, brand.merchantId));
    console.log(`${label.padEnd(12)} (c) rebuild of every roll-up from the bets rows: ${fmt(rebuild)} ms`);
    const p = await profitLossTimes(h.db, brand, size.days, reads);
    console.log(
      `${label.padEnd(12)} (b) profit and loss over ${size.days} days: p50 ${p.p50} ms, p95 ${p.p95} ms (${reads} reads)`,
    );
    const play = await measure(h, tmp, seconds, 3, 8);
    return report(`${label} (a) play`, play);
  };
  try {
    if (only !== 'postgres') ok &&= await withSqlite(path.join(tmp, 'app.db'), (h) => one('SQLite', h));
    const url = only === 'sqlite' ? null : await postgresUrl();
    if (url) ok &&= await withPostgres(url, (h) => one('PostgreSQL', h));
    else if (only !== 'sqlite') console.log('PostgreSQL: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

type Brand = { merchantId: number; firstMember: number; lastDay: string };

/**
 * A brand of its own (a copy of the demo brand), so the demo brand's books, which the play path's
 * checks reconcile against the ledger, hold only bets that went through it. The history's money
 * is not in the ledger: this measures the play record's reads, not the books.
 */
async function seedHistory(db: Db, size: { bets: number; members: number; days: number }, label: string) {
  const started = performance.now();
  const now = new Date().toISOString();
  await sql`insert into merchants (code, name, platform, lottery_type, currency, currency_symbol, default_language,
      languages, config, created_at, updated_at)
    select 'bench_history', name, platform, lottery_type, currency, currency_symbol, default_language, languages,
      config, created_at, updated_at from merchants where id = 1`.execute(db);
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'bench_history')
    .executeTakeFirstOrThrow();
  const merchantId = Number(merchant.id);
  const series = (n: number) =>
    db.getExecutor().adapter.constructor.name.startsWith('Postgres')
      ? sql`select generate_series(0, ${sql.lit(n - 1)}::bigint) as i`
      : sql`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${sql.lit(n - 1)}) select i from s`;
  await sql`insert into members (merchant_id, username, username_key, password_hash, nickname, contact, is_agent,
      avatar_id, language, first_login, must_change_password, password_changed_at, created_at)
    select ${sql.lit(merchantId)}, 'hist_' || i, 'hist_' || i, 'x', 'hist_' || i, '{}', 0, 'avatar-01', 'en', 0, 0, '', ${sql.lit(now)}
    from (${series(size.members)}) as s`.execute(db);
  const first = await db
    .selectFrom('members')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const firstMember = Number(first.id);
  const vendor = await db
    .selectFrom('game_vendors')
    .select('id')
    .where('merchant_id', '=', 1)
    .executeTakeFirstOrThrow();
  // Day d of the history is `lastDay` minus d; hours and amounts vary with the bet's number.
  const lastDay = now.slice(0, 10);
  const days = Array.from({ length: size.days }, (_, d) =>
    new Date(Date.parse(`${lastDay}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10),
  );
  // Literals (generated here, never input): PostgreSQL would take parameters in VALUES for text.
  const table = (values: string[]) => sql.join(values.map((v, k) => sql`(${sql.lit(k)}, ${sql.lit(v)})`));
  const categories = ['slot', 'live', 'lottery', 'fish'];
  const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
  const lit = (n: number) => sql.lit(n);
  await sql`insert into bets (merchant_id, member_id, vendor_id, game_id, category, round, transaction_id, currency,
      stake, payout, status, demo, placed_at, settled_at, valid_bet, business_hour, business_day)
    select ${lit(merchantId)}, ${lit(firstMember)} + (s.i * 7919) % ${lit(size.members)}, ${lit(Number(vendor.id))},
      null, c.v, 'hist-' || s.i, 'hist-' || s.i, 'USD', 100 + (s.i * 31) % 900,
      case when s.i % 3 = 0 then 2 * (100 + (s.i * 31) % 900) else 0 end, 'settled', 0,
      d.v || 'T12:00:00.000Z', d.v || 'T12:00:00.000Z', 100 + (s.i * 31) % 900, d.v || 'T' || h.v, d.v
    from (${series(size.bets)}) as s
    join (select column1 as n, column2 as v from (values ${table(days)}) as x) as d on d.n = (s.i * 104729) % ${lit(size.days)}
    join (select column1 as n, column2 as v from (values ${table(categories)}) as x) as c on c.n = s.i % ${lit(categories.length)}
    join (select column1 as n, column2 as v from (values ${table(hours)}) as x) as h on h.n = (s.i * 13) % 24`.execute(
    db,
  );
  console.log(`${label.padEnd(12)} seeded in ${fmt(performance.now() - started)} ms`);
  return { merchantId, firstMember, lastDay } satisfies Brand;
}

async function profitLossTimes(db: Db, brand: Brand, days: number, reads: number) {
  const startDate = new Date(Date.parse(`${brand.lastDay}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const members = await db.selectFrom('members').select('id').where('merchant_id', '=', brand.merchantId).execute();
  const times: number[] = [];
  for (let n = 0; n < reads; n++) {
    const memberId = Number(members[Math.floor(Math.random() * members.length)]!.id);
    const ctx = { merchantId: brand.merchantId, memberId, places: 2 };
    const query = { range: 'custom' as const, startDate, endDate: brand.lastDay };
    times.push(await timed(() => personalProfitLoss(db, ctx, query, new Date(`${brand.lastDay}T12:00:00Z`))));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return { p50: at(0.5), p95: at(0.95) };
}
