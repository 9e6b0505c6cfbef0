import { isAgentType, LANGUAGES, type Language } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { errors } from '../../http/app-error.ts';
import { amountIn } from '../../lib/money.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { isTrial, type Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { brandLevels, isLevelCode, saveLevel, type LevelConfig } from './agent-levels.ts';
import { agentErrors } from './agents.errors.ts';
import { agentsRepository } from './agents.repository.ts';

/** The operator's side of the agent tree: moves, promotions, levels and the brand's agent settings. */
async function memberOf(db: Db, merchantId: number, username: string): Promise<Member> {
  const member = await membersPort.findByUsername(db, merchantId, username);
  if (!member) throw errors.notFound();
  return member;
}

/**
 * Moves a member and its whole team under another upline of the same brand (or to the top with
 * null): refused under itself or its own downline; the closure rows and the member's upline
 * change together with the record of the move.
 */
export async function moveMember(
  db: Db,
  merchantId: number,
  input: { username: string; uplineUsername: string | null; actor: string; reason: string },
) {
  const member = await memberOf(db, merchantId, input.username);
  const upline = input.uplineUsername ? await memberOf(db, merchantId, input.uplineUsername) : null;
  if (upline && (isTrial(upline) || !isAgentType(upline.isAgent))) throw agentErrors.notAgent();
  return inTransaction(db, async (trx) => {
    if (upline && (await agentsRepository.depthBelow(trx, member.id, upline.id)) !== null)
      throw agentErrors.moveCycle();
    const teamSize = await agentsRepository.moveSubtree(trx, member.id, upline?.id ?? null);
    await agentsRepository.recordMove(trx, {
      merchantId,
      memberId: member.id,
      fromUplineId: member.uplineId,
      toUplineId: upline?.id ?? null,
      teamSize,
      actor: input.actor,
      reason: input.reason,
    });
    return { member: member.username, upline: upline?.username ?? null, teamSize };
  });
}

/** Makes a member an agent of a level, changes an agent's level, or (type 0) makes it a member again. */
export async function setMemberType(db: Db, merchantId: number, username: string, type: number) {
  if (type !== 0 && !isLevelCode(type)) throw agentErrors.levelUnknown();
  const member = await memberOf(db, merchantId, username);
  if (isTrial(member)) throw errors.forbidden('auth.trial_refused');
  await membersPort.update(db, member.id, { is_agent: type });
  return { member: member.username, type };
}

export async function listLevels(db: Db, merchantId: number): Promise<LevelConfig[]> {
  return brandLevels(db, merchantId);
}

/** Changes one level's capabilities and, per language, its name. */
export async function configureLevel(
  db: Db,
  merchantId: number,
  code: number,
  change: Partial<Omit<LevelConfig, 'code' | 'names'>> & { names?: Partial<Record<Language, string>> },
) {
  const level = (await brandLevels(db, merchantId)).find((l) => l.code === code);
  if (!level) throw agentErrors.levelUnknown();
  for (const language of Object.keys(change.names ?? {}))
    if (!(LANGUAGES as readonly string[]).includes(language))
      throw errors.invalid([{ field: 'language', key: 'validation.invalid' }]);
  const next: LevelConfig = { ...level, ...change, names: { ...level.names, ...change.names } };
  await saveLevel(db, merchantId, next);
  return next;
}

export async function configureAgents(
  db: Db,
  merchant: Merchant,
  change: { downlineTransfer?: boolean; activeMinStake?: string; activeMinDeposits?: string },
) {
  const now = await agentsRepository.settings(db, merchant.id);
  const next = {
    downlineTransfer: change.downlineTransfer ?? now.downlineTransfer,
    activeMinStake: change.activeMinStake
      ? amountIn(change.activeMinStake, merchant.places, 'activeMinStake')
      : now.activeMinStake,
    activeMinDeposits: change.activeMinDeposits
      ? amountIn(change.activeMinDeposits, merchant.places, 'activeMinDeposits')
      : now.activeMinDeposits,
  };
  await agentsRepository.saveSettings(db, merchant.id, next);
  return next;
}
