import { isAgentType } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { agentsPort } from '../agents/agents.port.ts';
import type { Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { agentContractsRepository, type AgentContract } from './agent-contracts.repository.ts';
import { contractErrors } from './agent-contracts.errors.ts';
import type { ContractKind, ContractTerms } from './contract-terms.model.ts';
import { nextState, terminatedByNewTerms, withinUplineTerms } from './offers.ts';

export type { AgentContract };

/** Why a contract ended, kept on its row. */
export const END_REASONS = {
  /** A newer offer of the same kind replaced an open one, or an accepted one replaced the last. */
  superseded: 'superseded',
  /** Its offering agent accepted lower terms of its own (spec portal.md section 4). */
  aboveUplineTerms: 'above_upline_terms',
  /** Its offering agent accepted a dividend of another period (a chain settles on one period). */
  uplinePeriodChanged: 'upline_period_changed',
  rejected: 'rejected',
} as const;

/**
 * OFFERING A CONTRACT down the tree: an agent whose level may offer contracts offers one to a
 * direct downline agent, within its own accepted contract of the kind (the rate cap) and on its
 * period; the brand (offeredBy null) offers the top-level agents theirs, uncapped, on any period.
 * A newer offer replaces an open one of the same kind. Trial accounts and members are never
 * offered one.
 */
export async function offerContract(
  db: Db,
  input: {
    merchantId: number;
    offeredBy: Member | null;
    agentId: number;
    terms: ContractTerms;
    period: string;
    now: Date;
  },
): Promise<AgentContract> {
  const { offeredBy, terms } = input;
  const agent = await membersPort.findById(db, input.agentId);
  if (!agent || agent.merchantId !== input.merchantId || !isAgentType(agent.isAgent))
    throw contractErrors.notDownline();
  if (offeredBy) {
    if (agent.uplineId !== offeredBy.id || offeredBy.merchantId !== input.merchantId)
      throw contractErrors.notDownline();
    if (!(await agentsPort.canOfferContracts(db, input.merchantId, offeredBy.isAgent)))
      throw contractErrors.cannotOffer();
  } else if (agent.uplineId !== null) {
    // The brand offers only the top of the tree: an agent under another agent gets its upline's offers.
    const upline = await membersPort.findById(db, agent.uplineId);
    if (upline && isAgentType(upline.isAgent)) throw contractErrors.notDownline();
  }
  return inTransaction(db, async (trx) => {
    let period = input.period;
    if (offeredBy) {
      const own = await agentContractsRepository.ofAgent(trx, offeredBy.id, terms.kind, 'accepted');
      if (!own) throw contractErrors.noOwnContract();
      if (!withinUplineTerms(own.terms, terms)) throw contractErrors.aboveUpline();
      // A dividend chain settles on one period (dividend-chains.ts): the downline's is the agent's own.
      period = own.period;
    }
    const at = input.now.toISOString();
    const open = await agentContractsRepository.ofAgent(trx, agent.id, terms.kind, 'requested');
    if (open) await agentContractsRepository.move(trx, open.id, 'requested', 'terminated', at, END_REASONS.superseded);
    return agentContractsRepository.insert(trx, {
      merchantId: input.merchantId,
      agentId: agent.id,
      offeredBy: offeredBy?.id ?? null,
      kind: terms.kind,
      period,
      terms,
      createdAt: at,
    });
  });
}

/**
 * ANSWERING AN OFFER: the agent accepts or rejects it, once. Accepting checks the offer against
 * its offering agent's contract as it is now (it may have been lowered since), replaces the
 * agent's previous contract of the kind, and ends the contracts the agent gave its own downlines
 * that the new terms no longer cover — only once the agent has confirmed (`confirm`), the first
 * answer naming how many would end.
 */
export async function answerOffer(
  db: Db,
  input: {
    agent: Member;
    contractId: number;
    /** Only a contract of this kind (the kind's own processing call). */
    kind?: ContractKind;
    action: 'accept' | 'reject';
    confirm?: boolean;
    now: Date;
  },
): Promise<AgentContract> {
  const at = input.now.toISOString();
  return inTransaction(db, async (trx) => {
    const offer = await agentContractsRepository.findForAgent(trx, input.agent.id, input.contractId);
    if (!offer || (input.kind && offer.kind !== input.kind)) throw contractErrors.notFound();
    // Only an open offer can be accepted or rejected: any other state has no such move.
    const to = nextState(offer.state, input.action);
    if (!to) throw contractErrors.alreadyAnswered();
    if (to === 'rejected') {
      if (!(await agentContractsRepository.move(trx, offer.id, offer.state, to, at, END_REASONS.rejected)))
        throw contractErrors.alreadyAnswered();
      return { ...offer, state: to, answeredAt: at, endedAt: at, endReason: END_REASONS.rejected };
    }
    if (offer.offeredBy !== null) {
      const uplines = await agentContractsRepository.ofAgent(trx, offer.offeredBy, offer.kind, 'accepted');
      if (!uplines || !withinUplineTerms(uplines.terms, offer.terms)) throw contractErrors.aboveUpline();
    }
    const given = (await agentContractsRepository.liveOfferedBy(trx, input.agent.id, offer.kind)).filter(
      (c) => c.id !== offer.id,
    );
    const ending = terminatedByNewTerms(offer, given);
    if (ending.length > 0 && !input.confirm) throw contractErrors.confirmTerminations(ending.length);
    for (const contract of ending)
      await agentContractsRepository.move(
        trx,
        contract.id,
        contract.state,
        'terminated',
        at,
        withinUplineTerms(offer.terms, contract.terms) ? END_REASONS.uplinePeriodChanged : END_REASONS.aboveUplineTerms,
      );
    const previous = await agentContractsRepository.ofAgent(trx, input.agent.id, offer.kind, 'accepted');
    if (previous)
      await agentContractsRepository.move(trx, previous.id, 'accepted', 'terminated', at, END_REASONS.superseded);
    if (!(await agentContractsRepository.move(trx, offer.id, offer.state, to, at)))
      throw contractErrors.alreadyAnswered();
    return { ...offer, state: to, answeredAt: at };
  });
}

/** An agent's contracts: those it holds or was offered, and those it offered its downlines, newest first. */
export function contractsOf(db: Db, agent: Member): Promise<AgentContract[]> {
  return agentContractsRepository.listForAgent(db, agent.id);
}
