import type { Language } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { isAgentType } from '@arcadia/contracts';
import type { Member } from '../members/member.model.ts';
import { brandLevels, type LevelConfig } from './agent-levels.ts';
import { agentErrors } from './agents.errors.ts';
import { agentsRepository } from './agents.repository.ts';
import type { Subject } from './team-subject.ts';

export type AgentContext = {
  agent: Member;
  level: LevelConfig;
  levels: LevelConfig[];
  merchantId: number;
  places: number;
  language: Language;
};

/** Refuses anyone but an agent of this brand (members, trial accounts, other brands' accounts). */
export function requireAgent(member: Member, merchantId: number): void {
  if (!isAgentType(member.isAgent) || member.merchantId !== merchantId) throw agentErrors.notAgent();
}

/**
 * The gate of every agent call: the caller must be an agent type of the brand (members and
 * trial accounts are refused; the route has already refused visitors and trial tokens).
 */
export async function agentContext(
  db: DbOrTrx,
  member: Member,
  brand: { merchantId: number; places: number; language: Language },
): Promise<AgentContext> {
  requireAgent(member, brand.merchantId);
  const levels = await brandLevels(db, brand.merchantId);
  const level = levels.find((l) => l.code === member.isAgent)!;
  return { agent: member, level, levels, ...brand };
}

/**
 * Whom a team query covers. Without a downline: everyone below the agent (or only its direct
 * downlines). With one: that downline and everyone below it (or its direct downlines), and only
 * when it is in the agent's team; a member of another team or brand is refused the same way as
 * an id that names nobody.
 */
export async function subjectOf(
  db: DbOrTrx,
  ctx: AgentContext,
  query: { downlineId?: number | undefined; scope: 'team' | 'direct' },
): Promise<Subject> {
  if (query.downlineId === undefined)
    return { rootId: ctx.agent.id, minDepth: 1, maxDepth: query.scope === 'direct' ? 1 : null };
  await assertInTeam(db, ctx, query.downlineId);
  return { rootId: query.downlineId, minDepth: 0, maxDepth: query.scope === 'direct' ? 1 : null };
}

export async function assertInTeam(db: DbOrTrx, ctx: AgentContext, memberId: number): Promise<number> {
  const depth = await agentsRepository.depthBelow(db, ctx.agent.id, memberId);
  if (depth === null || depth < 1) throw agentErrors.notInTeam();
  return depth;
}
