import type { Language, ProfitLossRange } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { membersPort } from '../members/members.port.ts';
import { brandLevels, levelView } from './agent-levels.ts';
import { AGENTS_PAGE_SIZE, agentsAdminRepository, type TreeRow } from './agents-admin.repository.ts';
import { teamOverview } from './team.usecases.ts';
/*
 * The console's agent pages (agents-admin.routes.ts): the same tree and roll-ups the agent centre
 * reads, seen by an operator, who may look at any member of the brands it reaches.
 */

const treeRowView = (r: TreeRow) => ({
  id: String(r.id),
  merchantId: String(r.merchantId),
  username: r.username,
  type: r.type,
  upline: r.upline,
  teamSize: r.teamSize,
  directCount: r.directCount,
  createdAt: r.createdAt,
  lastLoginAt: r.lastLoginAt,
});

export async function listAgents(
  db: Db,
  merchantId: number,
  query: { q: string; level?: number | undefined; pageNo: number },
  language: Language,
) {
  const [{ rows, total }, levels] = await Promise.all([
    agentsAdminRepository.agents(db, merchantId, query, query.pageNo),
    brandLevels(db, merchantId),
  ]);
  return {
    list: rows.map(treeRowView),
    total,
    totalPages: Math.ceil(total / AGENTS_PAGE_SIZE),
    levels: levels.map((l) => ({ code: l.code, name: levelView(l, language).name })),
  };
}

/**
 * A member's place in the tree and, for an agent type, its whole team's figures over the period
 * from the roll-ups (the agent centre's team overview, as the agent would see it). `reaches`
 * says whether the operator may see this member's brand.
 */
export async function agentPage(
  db: Db,
  id: number,
  reaches: (merchantId: number) => boolean,
  query: { range: ProfitLossRange },
  language: Language,
) {
  const row = await agentsAdminRepository.one(db, id);
  const member = row && reaches(row.merchantId) ? await membersPort.findById(db, id) : undefined;
  if (!row || !member) throw errors.notFound();
  const merchant = (await merchantsPort.listAll(db)).find((m) => m.id === row.merchantId)!;
  const levels = await brandLevels(db, merchant.id);
  const level = levels.find((l) => l.code === member.isAgent);
  const [uplines, team] = await Promise.all([
    agentsAdminRepository.uplines(db, id),
    level && row.teamSize > 0
      ? teamOverview(
          db,
          { agent: member, level, levels, merchantId: merchant.id, places: merchant.places, language },
          { range: query.range, scope: 'team' },
        )
      : null,
  ]);
  return {
    agent: { ...treeRowView(row), currency: merchant.currency },
    uplines,
    team: team && {
      fromDay: team.fromDay,
      toDay: team.toDay,
      members: team.members,
      newRegistrations: team.newRegistrations,
      firstDepositors: team.firstDepositors,
      activeMembers: team.activeMembers,
      deposits: team.deposits,
      withdrawals: team.withdrawals,
      bonuses: team.bonuses,
      stake: team.stake,
      validBet: team.validBet,
      winLoss: team.winLoss,
      teamBalance: team.teamBalance,
    },
    levels: levels.map((l) => ({ code: l.code, name: levelView(l, language).name })),
  };
}

export async function directDownlines(
  db: Db,
  id: number,
  reaches: (merchantId: number) => boolean,
  query: { q: string; pageNo: number },
) {
  const row = await agentsAdminRepository.one(db, id);
  if (!row || !reaches(row.merchantId)) throw errors.notFound();
  const { rows, total } = await agentsAdminRepository.directDownlines(db, id, query.q, query.pageNo);
  return { list: rows.map(treeRowView), total, totalPages: Math.ceil(total / AGENTS_PAGE_SIZE) };
}

/** The member an operator acts on, by id, within the brands it reaches (else: not found). */
export async function reachableMember(db: Db, id: number, reaches: (merchantId: number) => boolean) {
  const member = await membersPort.findById(db, id);
  if (!member || !reaches(member.merchantId)) throw errors.notFound();
  return member;
}

/** A member's tree row (its upline and team size), as the audit trail keeps it before a change. */
export async function treeRow(db: Db, id: number, reaches: (merchantId: number) => boolean) {
  const row = await agentsAdminRepository.one(db, id);
  if (!row || !reaches(row.merchantId)) throw errors.notFound();
  return treeRowView(row);
}
