import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { agentContext, type AgentContext } from '../../apps/server/src/modules/agents/agent-access.ts';
import { agentMoney, teamReports, teamUseCases } from '../../apps/server/src/modules/agents/agents.facade.ts';
import { membersPort } from '../../apps/server/src/modules/members/members.port.ts';
import { postgresUrl, withPostgres, withSqlite } from './bench-db.ts';
import { seedTeam, type BenchTeam } from './agents-seed.ts';
import { fmt } from './http-load.ts';
import { numberOption, textOption } from './options.ts';

/**
 * npm run bench -- agents [--downlines N] [--bets N] [--days N] [--period N] [--reads N] [--only sqlite|postgres]
 * An agent with N downlines (default 10,000: 20 sub-agents and 100 members right below it, the
 * rest below the sub-agents) and 1,000,000 settled bets over 90 business days, seeded in bulk in
 * a brand of its own (agents-seed.ts); then each agent-centre team query, called as its route
 * calls it (the use case in this process, on the whole team, over the last `period` days, default
 * 30), `reads` times (default 60, after 3 unmeasured), p50/p95 against the 50 ms target. Exits 1
 * when a p95 misses it. `--downlines 1000 --bets 100000` for a quick run. `--keep DIR`: seed once
 * and reuse (the SQLite file and the team in DIR, the PostgreSQL database arcadia_bench_agents_keep,
 * kept afterwards; migrations still run, so a reused database gets new tables and their backfills;
 * drop both to seed afresh).
 */
const TARGET_MS = 50;

type Query = { name: string; read: (ctx: AgentContext, n: number) => Promise<unknown> };

function queries(db: Db, team: BenchTeam, period: { startDate: string; endDate: string }): Query[] {
  const range = { range: 'custom' as const, ...period };
  const whole = { ...range, scope: 'team' as const };
  const page = { pageNo: 1, pageSize: 20, order: 'desc' as const };
  const pick = (n: number) => team.downlineIds[(n * 7919) % team.downlineIds.length]!;
  return [
    { name: 'team overview', read: (ctx) => teamUseCases.teamOverview(db, ctx, whole) },
    {
      name: 'downlines (by registration)',
      read: (ctx) => teamReports.listDownlines(db, ctx, { ...whole, ...page, sort: 'registeredAt' }),
    },
    {
      name: 'downlines (search a name)',
      read: (ctx, n) =>
        teamReports.listDownlines(db, ctx, { ...whole, ...page, sort: 'username', search: `agb_${n % 500}` }),
    },
    {
      name: 'downlines (by balance)',
      read: (ctx) => teamReports.listDownlines(db, ctx, { ...whole, ...page, sort: 'balance' }),
    },
    { name: 'downline summary', read: (ctx, n) => teamReports.downlineSummary(db, ctx, pick(n), range) },
    {
      name: 'team betting by member',
      read: (ctx) => teamReports.teamBetting(db, ctx, { ...whole, ...page, groupBy: 'member', sort: 'stake' }),
    },
    {
      name: 'team betting by category',
      read: (ctx) => teamReports.teamBetting(db, ctx, { ...whole, ...page, groupBy: 'category', sort: 'stake' }),
    },
    {
      name: 'team betting by vendor',
      read: (ctx) => teamReports.teamBetting(db, ctx, { ...whole, ...page, groupBy: 'vendor', sort: 'stake' }),
    },
    {
      name: 'user profit and loss',
      read: (ctx) => teamReports.teamProfitLoss(db, ctx, { ...whole, ...page, sort: 'profitLoss' }),
    },
    {
      name: 'sub-agent team P&L',
      read: (ctx, n) =>
        teamReports.teamProfitLoss(db, ctx, {
          ...whole,
          ...page,
          downlineId: team.downlineIds[n % 20]!,
          sort: 'profitLoss',
        }),
    },
    { name: 'my income', read: (ctx) => agentMoney.agentIncome(db, ctx, range) },
    {
      name: 'downline transactions',
      read: (ctx) => agentMoney.teamTransactions(db, ctx, { ...whole, pageNo: 1, pageSize: 20 }),
    },
  ];
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const at = (times: number[], q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

export async function run(args: string[]): Promise<number> {
  const size = {
    downlines: numberOption(args, 'downlines', 10_000),
    subAgents: 20,
    direct: 100,
    bets: numberOption(args, 'bets', 1_000_000),
    days: numberOption(args, 'days', 90),
  };
  const periodDays = numberOption(args, 'period', 30);
  const reads = numberOption(args, 'reads', 60);
  const only = textOption(args, 'only');
  const keep = textOption(args, 'keep');
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const tmp = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-agents-'));
  console.log(
    `Agent centre: an agent with ${fmt(size.downlines)} downlines, ${fmt(size.bets)} settled bets over ${size.days} days; ` +
      `each query on the whole team over the last ${periodDays} days, ${reads} reads; target p95 < ${TARGET_MS} ms`,
  );
  const results = new Map<string, Map<string, { p50: number; p95: number }>>();
  const one = async (label: string, h: { db: Db }) => {
    const started = performance.now();
    const saved = path.join(tmp, `agents-${label}.json`);
    const team = keep && fs.existsSync(saved) ? (JSON.parse(fs.readFileSync(saved, 'utf8')) as BenchTeam) : null;
    if (team) console.log(`${label}: reusing the team seeded in ${keep}`);
    const seeded = team ?? (await seedTeam(h.db, size));
    if (keep) fs.writeFileSync(saved, JSON.stringify(seeded));
    if (!team) console.log(`${label}: seeded in ${fmt(performance.now() - started)} ms`);
    results.set(label, await timeQueries(h.db, seeded, periodDays, reads));
  };
  try {
    if (only !== 'postgres') await withSqlite(path.join(tmp, 'app.db'), (h) => one('SQLite', h));
    const url = only === 'sqlite' ? null : await postgresUrl();
    if (url) await withPostgres(url, (h) => one('PostgreSQL', h), keep ? 'arcadia_bench_agents_keep' : undefined);
    else if (only !== 'sqlite') console.log('PostgreSQL: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)');
  } finally {
    if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
  }
  return printTable(results) ? 0 : 1;
}

/** p50/p95 of each query, as the agent at the top of `team` asks it over the last `periodDays` days. */
export async function timeQueries(db: Db, team: BenchTeam, periodDays: number, reads: number) {
  const agent = (await membersPort.findById(db, team.agentId))!;
  const ctx = await agentContext(db, agent, { merchantId: team.merchantId, places: 2, language: 'en' });
  const endDate = team.lastDay;
  const startDate = new Date(Date.parse(`${endDate}T00:00:00Z`) - (periodDays - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const byQuery = new Map<string, { p50: number; p95: number }>();
  for (const q of queries(db, team, { startDate, endDate })) {
    for (let n = 0; n < 3; n++) await q.read(ctx, n);
    const times: number[] = [];
    for (let n = 0; n < reads; n++) times.push(await timed(() => q.read(ctx, n)));
    times.sort((a, b) => a - b);
    byQuery.set(q.name, { p50: at(times, 0.5), p95: at(times, 0.95) });
  }
  return byQuery;
}

/** The table: one row per query, p50/p95 per database, and whether the p95 meets the target. */
export function printTable(results: Map<string, Map<string, { p50: number; p95: number }>>): boolean {
  const labels = [...results.keys()];
  const names = [...(results.values().next().value?.keys() ?? [])];
  const cell = (v: number) => v.toFixed(1).padStart(7);
  console.log(
    `\n${'query'.padEnd(28)}${labels.map((l) => `${`${l} p50`.padStart(16)}${'p95'.padStart(8)}`).join('')}  target`,
  );
  let ok = true;
  for (const name of names) {
    const figures = labels.map((l) => results.get(l)!.get(name)!);
    const meets = figures.every((f) => f.p95 < TARGET_MS);
    ok &&= meets;
    console.log(
      `${name.padEnd(28)}${figures.map((f) => `${cell(f.p50).padStart(16)}${cell(f.p95).padStart(8)}`).join('')}  ${
        meets ? `< ${TARGET_MS} ms ok` : `MISSES ${TARGET_MS} ms`
      }`,
    );
  }
  return ok;
}
