import { isAgentType, isLowerLevel } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { brandLevels } from './agent-levels.ts';
import { requireAgent } from './agent-access.ts';
import { agentsRepository } from './agents.repository.ts';

export type AffiliateLink = { agent: Member; codeId: number | null; memberType: number };

/**
 * What registration asks of the agent centre: whose team an affiliate code joins and what the
 * new account becomes. A code asking for a sub-agent that its agent's level may no longer
 * create makes a plain member instead. The agent's first code may still sit on its member row.
 */
export const agentsPort = {
  async resolveAffiliateCode(db: DbOrTrx, merchantId: number, code: string): Promise<AffiliateLink | null> {
    const row = await agentsRepository.findCode(db, merchantId, code);
    const agent = row
      ? await membersPort.findById(db, row.memberId)
      : await membersPort.findByAffiliateCode(db, merchantId, code);
    if (!agent || agent.merchantId !== merchantId || !isAgentType(agent.isAgent)) return null;
    let memberType = row?.memberType ?? 0;
    if (memberType !== 0) {
      const level = (await brandLevels(db, merchantId)).find((l) => l.code === agent.isAgent);
      if (!level?.createAgents || !isLowerLevel(agent.isAgent, memberType)) memberType = 0;
    }
    return { agent, codeId: row?.id ?? null, memberType };
  },

  countRegistration: agentsRepository.countRegistration,

  /** The brand's rule for an active member (contracts count active members with it). */
  async activeRule(db: DbOrTrx, merchantId: number): Promise<{ minStake: bigint; minDeposits: bigint }> {
    const settings = await agentsRepository.settings(db, merchantId);
    return { minStake: settings.activeMinStake, minDeposits: settings.activeMinDeposits };
  },

  /** The agent centre's gate for other modules' agent calls: members and other brands' accounts are refused. */
  requireAgent,

  /** Whether an account of this level may offer contracts to its downline agents (its brand's level settings). */
  async canOfferContracts(db: DbOrTrx, merchantId: number, isAgent: number): Promise<boolean> {
    if (!isAgentType(isAgent)) return false;
    return (await brandLevels(db, merchantId)).find((l) => l.code === isAgent)?.offerContracts ?? false;
  },
};
