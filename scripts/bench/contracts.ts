import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { approveRun } from '../../apps/server/src/modules/agent-contracts/settlement-pay.usecases.ts';
import { settlementPeriodOf } from '../../apps/server/src/modules/agent-contracts/settlement-periods.ts';
import { previewPeriod } from '../../apps/server/src/modules/agent-contracts/settlement-preview.usecases.ts';
import { seedTeam } from './agents-seed.ts';
import { postgresUrl, withPostgres, withSqlite } from './bench-db.ts';
import { fmt } from './http-load.ts';
import { numberOption, textOption } from './options.ts';

/**
 * npm run bench -- contracts [--agents N] [--members N] [--bets N] [--only sqlite|postgres]
 * Settles one business day of daily salary for a brand of its own: a top agent and `agents − 1`
 * sub-agents under it, `members` accounts in all (the rest under the sub-agents), `bets` settled
 * bets on that day (seeded in bulk with the agents bench's seed, agents-seed.ts), every agent with
 * an accepted daily-salary contract (the top 1.00 %, the sub-agents 0.80 %). Times the preview
 * (the team roll-ups of every agent and the difference model) and the approval (the postings,
 * top down) against the 60 s target, and checks that the brand paid exactly the top contract.
 */
const TARGET_MS = 60_000;

async function contractsFor(db: Db, merchantId: number, topId: number) {
  const terms = (rateBp: number) => JSON.stringify({ kind: 'daily_salary', tiers: [{ rateBp }] });
  const at = '2020-01-01T00:00:00.000Z';
  await sql`insert into agent_contracts (merchant_id, agent_id, offered_by, kind, period, version, terms, state, created_at, answered_at)
    select ${sql.lit(merchantId)}, id, case when id = ${sql.lit(topId)} then null else ${sql.lit(topId)} end, 'daily_salary',
      'day', 1, case when id = ${sql.lit(topId)} then ${sql.lit(terms(100))} else ${sql.lit(terms(80))} end, 'accepted',
      ${sql.lit(at)}, ${sql.lit(at)}
    from members where merchant_id = ${sql.lit(merchantId)} and is_agent in (1, 2)`.execute(db);
}

async function settleDay(label: string, db: Db, size: { agents: number; members: number; bets: number }) {
  const started = performance.now();
  const team = await seedTeam(db, {
    downlines: size.members,
    subAgents: size.agents - 1,
    direct: 100,
    bets: size.bets,
    days: 1,
  });
  await contractsFor(db, team.merchantId, team.agentId);
  console.log(`${label}: seeded in ${fmt(performance.now() - started)} ms`);
  const period = settlementPeriodOf('day', new Date(`${team.lastDay}T12:00:00Z`), 'UTC');
  // As the schedule would: just after the day ended (a running period is not paid).
  const now = new Date(period.end.getTime() + 60_000);
  let mark = performance.now();
  const { run, lines } = await previewPeriod(db, { merchantId: team.merchantId, kind: 'daily_salary', period, now });
  const previewMs = performance.now() - mark;
  mark = performance.now();
  await approveRun(db, run.id, { merchantId: team.merchantId, by: 'bench', now });
  const approveMs = performance.now() - mark;
  const top = lines.find((l) => l.agentId === team.agentId)!;
  const kept = lines.reduce((t, l) => t + l.kept, 0n);
  const paid = await db
    .selectFrom('contract_settlement_lines')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('run_id', '=', run.id)
    .where('state', '=', 'paid')
    .executeTakeFirstOrThrow();
  const sound = kept === top.amount && Number(paid.n) === lines.length && lines.length === size.agents;
  console.log(
    `${label}: ${lines.length} lines, brand paid ${top.amount} (kept in all ${kept}), ${paid.n} paid; ` +
      `preview ${fmt(previewMs)} ms, approve ${fmt(approveMs)} ms, total ${fmt(previewMs + approveMs)} ms ` +
      `(target < ${fmt(TARGET_MS)} ms)${sound ? '' : ' — CHECK FAILED'}`,
  );
  return sound && previewMs + approveMs < TARGET_MS;
}

export async function run(args: string[]): Promise<number> {
  const size = {
    agents: numberOption(args, 'agents', 1_000),
    members: numberOption(args, 'members', 100_000),
    bets: numberOption(args, 'bets', 1_000_000),
  };
  const only = textOption(args, 'only');
  console.log(
    `Contracts: settle a day of daily salary for ${fmt(size.agents)} agents over ${fmt(size.members)} members ` +
      `and ${fmt(size.bets)} bets`,
  );
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-contracts-'));
  let ok = true;
  try {
    if (only !== 'postgres')
      ok = (await withSqlite(path.join(tmp, 'app.db'), (h) => settleDay('SQLite', h.db, size))) && ok;
    const url = only === 'sqlite' ? null : await postgresUrl();
    if (url) ok = (await withPostgres(url, (h) => settleDay('PostgreSQL', h.db, size))) && ok;
    else if (only !== 'sqlite') console.log('PostgreSQL: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}
