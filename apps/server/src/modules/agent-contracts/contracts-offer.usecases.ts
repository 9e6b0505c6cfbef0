import type { ContractView, RealTimeInput, TierInput } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { membersPort } from '../members/members.port.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { contractErrors } from './agent-contracts.errors.ts';
import { PERIOD } from './agent-contracts.usecases.ts';
import type { ContractKind } from './contract-terms.model.ts';
import { contractView, termsFromInput } from './contract-views.ts';
import { offerContract } from './offers.usecases.ts';

/** THE BRAND OFFERS a top-level agent its contract (by username), uncapped; the agent accepts it in the agent centre. */
export async function offerTopLevel(
  db: Db,
  merchantId: number,
  input: {
    agent: string;
    kind: ContractKind;
    period?: string | undefined;
    tiers?: TierInput[];
    realTime?: RealTimeInput;
  },
  now: Date,
): Promise<ContractView> {
  const agent = await membersPort.findByUsername(db, merchantId, input.agent);
  if (!agent) throw contractErrors.notDownline();
  const places = await merchantsPort.placesOf(db, merchantId);
  const contract = await offerContract(db, {
    merchantId,
    offeredBy: null,
    agentId: agent.id,
    terms: termsFromInput(input.kind, input, places),
    period: input.kind === 'dividend' ? (input.period ?? PERIOD.dividend) : PERIOD[input.kind],
    now,
  });
  return contractView(contract, -1, new Map([[agent.id, agent.username]]), places);
}
