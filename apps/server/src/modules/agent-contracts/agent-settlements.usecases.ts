import type { RealTimeInput, TierInput } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { membersPort } from '../members/members.port.ts';
import type { PeriodKind } from '../play-record/periods.port.ts';
import type { ContractCaller } from './agent-contracts.usecases.ts';
import type { ContractKind } from './contract-terms.model.ts';
import { termsFromInput } from './contract-views.ts';
import { settlementRepository } from './settlement.repository.ts';
import { agentsOfLines, lineView } from './settlement-views.ts';
import { simulateForAgent } from './simulate.usecases.ts';

/** The agent centre's settlement history of a kind: the caller's own lines, each with why. */
export async function settlementHistory(db: Db, caller: ContractCaller, query: { kind: ContractKind; limit: number }) {
  const lines = await settlementRepository.linesOfAgent(db, caller.agent.id, query.kind, query.limit);
  const names = await membersPort.usernamesOf(db, agentsOfLines(lines));
  return { list: lines.map((l) => lineView(l, names, caller.places)) };
}

/** The simulator behind "what I will earn": the proposal against the caller's own team. */
export function simulateProposal(
  db: Db,
  caller: ContractCaller,
  body: { kind: ContractKind; period?: string; tiers?: TierInput[]; realTime?: RealTimeInput },
  now: Date,
) {
  return simulateForAgent(db, {
    merchantId: caller.merchantId,
    agentId: caller.agent.id,
    terms: termsFromInput(body.kind, body, caller.places),
    period: (body.period ?? 'day') as PeriodKind,
    places: caller.places,
    now,
  });
}
