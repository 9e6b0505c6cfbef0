import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { teamPlayStats } from '../../apps/server/src/modules/agents/agents.facade.ts';

export type TeamSize = { downlines: number; subAgents: number; direct: number; bets: number; days: number };
export type BenchTeam = { merchantId: number; agentId: number; lastDay: string; downlineIds: number[] };

/*
 * An agent's team in a brand of its own, seeded in bulk (one INSERT … SELECT per table over a
 * generated series), shaped like a grown team: the agent, `subAgents` level-2 agents and `direct`
 * members right below it, the other downlines below the sub-agents; `bets` settled bets over
 * `days` business days. Each member plays on 12 of the days in two categories, two vendors each
 * (people play in sessions, not one bet a day everywhere), deposits on 3 days, has a main wallet
 * and three deposit lines in the ledger. The roll-ups are built from the bets rows as the play
 * path writes them (member × day × category, and × vendor). The money here is not in the books
 * (the bench reads; ledger:check would not balance this brand): it measures the team reads.
 */
export async function seedTeam(db: Db, size: TeamSize): Promise<BenchTeam> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const lit = (n: number) => sql.lit(n);
  const series = (n: number) =>
    pg
      ? sql`select generate_series(0, ${lit(n - 1)}::bigint) as i`
      : sql`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${lit(n - 1)}) select i from s`;
  // Integer division on both databases (integer operands).
  const div = (a: string, b: number) => sql.raw(`(${a} / ${b})`);
  const now = new Date().toISOString();
  let mark = performance.now();
  const steps: string[] = [];
  const step = (name: string) => {
    steps.push(`${name} ${Math.round(performance.now() - mark)} ms`);
    mark = performance.now();
  };
  const lastDay = now.slice(0, 10);
  const dayOf = (d: number) => new Date(Date.parse(`${lastDay}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);

  await sql`insert into merchants (code, name, platform, lottery_type, currency, currency_symbol, default_language,
      languages, config, created_at, updated_at, time_zone)
    select 'bench_agents', name, platform, lottery_type, currency, currency_symbol, default_language, languages,
      config, created_at, updated_at, 'UTC' from merchants where id = 1`.execute(db);
  const merchantId = Number(
    (await db.selectFrom('merchants').select('id').where('code', '=', 'bench_agents').executeTakeFirstOrThrow()).id,
  );
  const m = lit(merchantId);
  const columns = sql`(merchant_id, username, username_key, password_hash, nickname, contact, is_agent, avatar_id,
    language, first_login, must_change_password, password_changed_at, upline_id, created_at, last_login_at)`;
  await sql`insert into members ${columns} values (${m}, 'bench_agent', 'bench_agent', 'x',
    'bench_agent', '{}', 1, 'avatar-01', 'en', 0, 0, '', null, ${now}, ${now})`.execute(db);
  const agentId = Number(
    (
      await db
        .selectFrom('members')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('username_key', '=', 'bench_agent')
        .executeTakeFirstOrThrow()
    ).id,
  );
  // Registered over the last 180 days, signed in over the last 30 (text instants, as the app writes them).
  const instant = (dayExpr: RawBuilder<unknown>, hourExpr: RawBuilder<unknown>) =>
    pg
      ? sql`to_char((${sql.lit(lastDay)}::date - (${dayExpr})::int) + make_interval(hours => (${hourExpr})::int), 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%S.000Z', ${sql.lit(lastDay)}, '-' || (${dayExpr}) || ' days', '+' || (${hourExpr}) || ' hours')`;
  const sub = size.subAgents;
  await sql`insert into members ${columns}
    select ${m}, 'agb_' || i, 'agb_' || i, 'x', 'agb_' || i, '{}', case when i < ${lit(sub)} then 2 else 0 end,
      'avatar-01', 'en', 0, 0, '', ${lit(agentId)},
      ${instant(sql`(i * 7) % 180`, sql`i % 24`)}, ${instant(sql`(i * 11) % 30`, sql`(i * 5) % 24`)}
    from (${series(size.downlines)}) as s`.execute(db);
  // Fresh statistics first: without them PostgreSQL looks each upline up by a scan of the whole table.
  await sql`analyze members`.execute(db);
  // Below the direct ones, each downline belongs to one of the sub-agents (agb_0 … agb_{sub-1}).
  const firstBelow = sub + size.direct;
  await sql`update members set upline_id = (select u.id from members u where u.merchant_id = ${m}
      and u.username_key = 'agb_' || ((cast(substr(members.username_key, 5) as integer) - ${lit(firstBelow)}) % ${lit(sub)}))
    where merchant_id = ${m} and username_key like 'agb_%' and cast(substr(username_key, 5) as integer) >= ${lit(firstBelow)}`.execute(
    db,
  );
  await sql`insert into member_closure (ancestor_id, descendant_id, depth)
    select id, id, 0 from members where merchant_id = ${m}`.execute(db);
  await sql`insert into member_closure (ancestor_id, descendant_id, depth)
    select ${lit(agentId)}, id, case when upline_id = ${lit(agentId)} then 1 else 2 end
    from members where merchant_id = ${m} and id <> ${lit(agentId)}`.execute(db);
  await sql`insert into member_closure (ancestor_id, descendant_id, depth)
    select upline_id, id, 1 from members where merchant_id = ${m} and upline_id <> ${lit(agentId)}`.execute(db);
  const ids = (
    await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('id', '<>', agentId)
      .orderBy('id')
      .execute()
  ).map((r) => Number(r.id));
  const first = ids[0]!;

  await sql`analyze members`.execute(db);
  step('members and closure');
  const vendors = (await db.selectFrom('game_vendors').select(['id', 'code']).where('merchant_id', '=', 1).execute())
    .slice(0, 8)
    .map((v, k) => ({ k, id: Number(v.id) }));
  const table = (values: (string | number)[]) => sql.join(values.map((v, k) => sql`(${sql.lit(k)}, ${sql.lit(v)})`));
  const lookup = (values: (string | number)[]) =>
    sql`(select column1 as n, column2 as v from (values ${table(values)}) as x)`;
  const days = Array.from({ length: size.days }, (_, d) => dayOf(d));
  const categories = ['slot', 'live', 'lottery', 'fish'];
  const perMember = Math.max(1, Math.floor(size.bets / size.downlines));
  const n = lit(size.downlines);
  // Bet i: member i % N, its k-th bet (k = i / N): on one of the member's 12 days, in one of its two
  // categories, with one of two vendors per category (up to 48 roll-up rows per member per vendor table).
  const k = div('s.i', size.downlines);
  await sql`insert into bets (merchant_id, member_id, vendor_id, game_id, category, round, transaction_id, currency,
      stake, payout, status, demo, placed_at, settled_at, valid_bet, business_hour, business_day)
    select ${m}, ${lit(first)} + s.i % ${n}, v.v, null, c.v, 'agb-' || s.i, 'agb-' || s.i, 'USD',
      100 + (s.i * 31) % 900, case when s.i % 3 = 0 then 2 * (100 + (s.i * 31) % 900) else 0 end, 'settled', 0,
      d.v || 'T12:00:00.000Z', d.v || 'T12:00:00.000Z', 100 + (s.i * 31) % 900, d.v || 'T12', d.v
    from (${series(size.downlines * perMember)}) as s
    join ${lookup(days)} as d on d.n = ((s.i % ${n}) * 37 + (${k} % 12) * 7) % ${lit(size.days)}
    join ${lookup(categories)} as c on c.n = ((s.i % ${n}) + ${k} / 12 % 2) % 4
    join ${lookup(vendors.map((v) => v.id))} as v
      on v.n = (((s.i % ${n}) + ${k} / 12 % 2) * 2 + ${k} / 24 % 2) % ${lit(vendors.length)}`.execute(db);
  step('bets');
  await sql`insert into member_day_play (merchant_id, member_id, day, category, bets, stake, valid_bet, payout, win_loss)
    select merchant_id, member_id, business_day, category, count(*), sum(stake), sum(valid_bet), sum(payout), sum(payout - stake)
    from bets where merchant_id = ${m} group by merchant_id, member_id, business_day, category`.execute(db);
  await sql`insert into member_day_vendor_play (merchant_id, member_id, day, category, vendor_code, bets, stake, valid_bet, payout, win_loss)
    select b.merchant_id, b.member_id, b.business_day, b.category, v.code, count(*), sum(b.stake), sum(b.valid_bet), sum(b.payout), sum(b.payout - b.stake)
    from bets b join game_vendors v on v.id = b.vendor_id where b.merchant_id = ${m}
    group by b.merchant_id, b.member_id, b.business_day, b.category, v.code`.execute(db);
  step('play roll-ups');
  // The agents' team roll-ups, as the play-event subscriber would have written them.
  await teamPlayStats.rebuildTeamPlay(db, merchantId);
  step('team roll-ups');
  // Deposits on 3 days per member (fewer when there are fewer days), one withdrawal in four, as the money roll-up holds them.
  const depositDays = Math.min(3, size.days);
  await sql`insert into member_day_money (merchant_id, member_id, day, deposits, deposit_count, withdrawals, withdrawal_count, bonuses)
    select ${m}, ${lit(first)} + s.i % ${n}, d.v, 5000 + (s.i * 13) % 20000, 1,
      case when s.i % 4 = 0 then 3000 else 0 end, case when s.i % 4 = 0 then 1 else 0 end, 0
    from (${series(size.downlines * depositDays)}) as s
    join ${lookup(days)} as d on d.n = ((s.i % ${n}) * 37 + ${div('s.i', size.downlines)} * 29) % ${lit(size.days)}`.execute(
    db,
  );
  // A main wallet each, and three deposits each in the ledger (for the team transactions).
  await sql`insert into ledger_accounts (merchant_id, owner_key, member_id, kind, currency, balance, created_at)
    select ${m}, 'member:' || id, id, 'main', 'USD', 1000 + (id * 17) % 50000, ${now}
    from members where merchant_id = ${m}`.execute(db);
  await sql`insert into ledger_transactions (merchant_id, idempotency_key, kind, request_hash, created_at)
    select ${m}, 'agb-deposit:' || s.i, 'deposit', '-', d.v || 'T09:00:00.000Z'
    from (${series(size.downlines * depositDays)}) as s
    join ${lookup(days)} as d on d.n = ((s.i % ${n}) * 37 + ${div('s.i', size.downlines)} * 29) % ${lit(size.days)}`.execute(
    db,
  );
  // Fresh statistics first: without them PostgreSQL joins these two as tiny tables (minutes, not a second).
  await sql`analyze ledger_transactions`.execute(db);
  await sql`analyze ledger_accounts`.execute(db);
  await sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    select t.id, a.id, 5000 + (cast(substr(t.idempotency_key, 13) as integer) * 13) % 20000, a.balance, t.created_at
    from ledger_transactions t
    join ledger_accounts a on a.merchant_id = ${m} and a.kind = 'main'
      and a.member_id = ${lit(first)} + cast(substr(t.idempotency_key, 13) as integer) % ${n}
    where t.merchant_id = ${m} and t.idempotency_key like 'agb-deposit:%'`.execute(db);
  step('money and ledger');
  // Each agent's members per day and month, play and money, as the subscriber and the money listener write them.
  await teamPlayStats.rebuildTeamMemberPeriods(db, merchantId);
  // Their index-only reads need the visibility map that autovacuum keeps in service; the bench does not wait for it.
  if (pg) await sql`vacuum team_member_periods`.execute(db);
  step('team member periods');
  await sql`analyze`.execute(db);
  step('analyze');
  console.log(`  seed: ${steps.join(', ')}`);
  return { merchantId, agentId, lastDay, downlineIds: ids };
}
