import type { DbOrTrx } from '../../db/schema.ts';
import { agentErrors } from './agents.errors.ts';
import { agentsRepository } from './agents.repository.ts';
import { assertInTeam, subjectOf, type AgentContext } from './agent-access.ts';
import { downlinesRepository, type DownlineRecord, type DownlineSort } from './downlines.repository.ts';
import { teamRepository, type PlaySort, type ProfitLossSort } from './team.repository.ts';
import {
  figuresView,
  money,
  NO_PLAY,
  periodFor,
  periodView,
  sumFigures,
  type PeriodQuery,
  type TeamQuery,
} from './team.usecases.ts';

type Paging = { pageNo: number; pageSize: number; order: 'asc' | 'desc' };
const ruleOf = (s: { activeMinStake: bigint; activeMinDeposits: bigint }) => ({
  minStake: s.activeMinStake,
  minDeposits: s.activeMinDeposits,
});
const pageOf = (p: Paging) => ({ limit: p.pageSize, offset: (p.pageNo - 1) * p.pageSize, desc: p.order === 'desc' });
const pages = (total: number, pageSize: number) => ({ total, totalPages: Math.ceil(total / pageSize) });

function downlineView(ctx: AgentContext, r: DownlineRecord, active: Set<number>) {
  return {
    id: String(r.id),
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    depth: r.depth,
    upline: r.upline,
    registeredAt: r.registeredAt,
    lastLoginAt: r.lastLoginAt,
    balance: money(ctx)(r.balance),
    teamSize: r.teamSize,
    status: active.has(r.id) ? ('active' as const) : ('inactive' as const),
  };
}

/** Downline management: the team's members, searched, filtered by type, sorted, a page at a time. */
export async function listDownlines(
  db: DbOrTrx,
  ctx: AgentContext,
  query: TeamQuery & Paging & { search?: string | undefined; type?: number | undefined; sort: DownlineSort },
) {
  const subject = await subjectOf(db, ctx, query);
  const period = await periodFor(db, ctx.merchantId, query);
  const settings = await agentsRepository.settings(db, ctx.merchantId);
  const { rows, total } = await downlinesRepository.page(db, ctx.agent.id, subject, query, query.sort, pageOf(query));
  // Active or not is shown for the page's members only: no pass over the whole team.
  const active = await teamRepository.activeAmong(
    db,
    rows.map((r) => r.id),
    period,
    ruleOf(settings),
  );
  return {
    ...periodView(period),
    list: rows.map((r) => downlineView(ctx, r, active)),
    ...pages(total, query.pageSize),
  };
}

/** One downline's summary: its own play and money over the period, and its whole team's. */
export async function downlineSummary(db: DbOrTrx, ctx: AgentContext, memberId: number, query: PeriodQuery) {
  await assertInTeam(db, ctx, memberId);
  const period = await periodFor(db, ctx.merchantId, query);
  const record = await downlinesRepository.one(db, ctx.agent.id, memberId);
  if (!record) throw agentErrors.notInTeam();
  const self = { rootId: memberId, minDepth: 0, maxDepth: 0 };
  const team = { rootId: memberId, minDepth: 0, maxDepth: null };
  const settings = await agentsRepository.settings(db, ctx.merchantId);
  const [ownPlay, ownMoney, teamPlay, teamMoney, active] = await Promise.all([
    teamRepository.play(db, self, period, 'none'),
    teamRepository.money(db, self, period),
    teamRepository.play(db, team, period, 'none'),
    teamRepository.money(db, team, period),
    teamRepository.activeAmong(db, [memberId], period, ruleOf(settings)),
  ]);
  const shown = money(ctx);
  const moneyView = (m: { deposits: bigint; withdrawals: bigint; bonuses: bigint }) => ({
    deposits: shown(m.deposits),
    withdrawals: shown(m.withdrawals),
    bonuses: shown(m.bonuses),
  });
  return {
    ...periodView(period),
    member: downlineView(ctx, record, active),
    own: { ...figuresView(ctx, ownPlay[0] ?? NO_PLAY), ...moneyView(ownMoney) },
    team: { ...figuresView(ctx, teamPlay[0] ?? NO_PLAY), ...moneyView(teamMoney) },
  };
}

/** Team betting: the team's settled real-money play by member (a page), category or vendor, with totals. */
export async function teamBetting(
  db: DbOrTrx,
  ctx: AgentContext,
  query: TeamQuery &
    Paging & { groupBy: 'member' | 'category' | 'vendor'; sort: PlaySort; search?: string | undefined },
) {
  const subject = await subjectOf(db, ctx, query);
  const period = await periodFor(db, ctx.merchantId, query);
  let totals = NO_PLAY;
  let rows: { key: string; label: string; figures: typeof totals }[];
  let total: number;
  if (query.groupBy === 'member') {
    const page = await teamRepository.memberPlayPage(db, subject, period, query.sort, {
      ...pageOf(query),
      search: query.search,
    });
    const names = await downlinesRepository.usernames(
      db,
      page.rows.map((r) => Number(r.key)),
    );
    rows = page.rows.map((r) => ({ key: r.key, label: names.get(Number(r.key))?.username ?? r.key, figures: r }));
    total = page.total;
    totals = page.totals;
  } else {
    const grouped =
      query.groupBy === 'vendor'
        ? await teamRepository.vendorPlay(db, subject, period)
        : await teamRepository.play(db, subject, period, 'category');
    const labels =
      query.groupBy === 'vendor'
        ? new Map(
            (
              await db
                .selectFrom('game_vendors')
                .select(['code', 'name'])
                .where('merchant_id', '=', ctx.merchantId)
                .execute()
            ).map((v) => [v.code, v.name]),
          )
        : new Map<string, string>();
    const key = { stake: 'stake', validBet: 'validBet', winLoss: 'winLoss', bets: 'bets' } as const;
    const sign = query.order === 'desc' ? -1 : 1;
    const sorted = [...grouped].sort((a, b) => {
      const [x, y] = [a[key[query.sort]], b[key[query.sort]]];
      return x === y ? a.key.localeCompare(b.key) : x < y ? -sign : sign;
    });
    total = sorted.length;
    // The groups split the team's play exactly: their sum is the total (no second pass).
    totals = grouped.reduce((t, g) => sumFigures(t, g), NO_PLAY);
    rows = sorted
      .slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize)
      .map((r) => ({ key: r.key, label: labels.get(r.key) ?? r.key, figures: r }));
  }
  return {
    ...periodView(period),
    list: rows.map((r) => ({ key: r.key, label: r.label, ...figuresView(ctx, r.figures) })),
    totals: figuresView(ctx, totals),
    ...pages(total, query.pageSize),
  };
}

/** User profit and loss: each team member's play and money over the period, with the team's totals. */
export async function teamProfitLoss(
  db: DbOrTrx,
  ctx: AgentContext,
  query: TeamQuery & Paging & { sort: ProfitLossSort; search?: string | undefined },
) {
  const subject = await subjectOf(db, ctx, query);
  const period = await periodFor(db, ctx.merchantId, query);
  const page = await teamRepository.profitLossPage(db, subject, period, query.sort, {
    ...pageOf(query),
    search: query.search,
  });
  const names = await downlinesRepository.usernames(
    db,
    page.rows.map((r) => Number(r.key)),
  );
  const shown = money(ctx);
  const view = (f: typeof NO_PLAY & { deposits: bigint; withdrawals: bigint; bonuses: bigint }) => ({
    ...figuresView(ctx, f),
    deposits: shown(f.deposits),
    withdrawals: shown(f.withdrawals),
    bonuses: shown(f.bonuses),
    profitLoss: shown(f.winLoss + f.bonuses),
  });
  return {
    ...periodView(period),
    list: page.rows.map((r) => ({
      id: r.key,
      username: names.get(Number(r.key))?.username ?? r.key,
      type: names.get(Number(r.key))?.type ?? 0,
      ...view(r),
    })),
    totals: view(page.totals),
    ...pages(page.total, query.pageSize),
  };
}
