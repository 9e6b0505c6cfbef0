import type { ContractActionInput, ContractView } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import type { Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import type { ContractKind } from './contract-terms.model.ts';
import { contractView, termsFromInput } from './contract-views.ts';
import { answerOffer, contractsOf, offerContract } from './offers.usecases.ts';

export { answerOffer, contractsOf, offerContract };

/** The agent calling, as the agent centre's gate answered it. */
export type ContractCaller = { agent: Member; merchantId: number; places: number };

/** The period each kind settles over; a dividend offer names its own (the contract defaults it). */
export const PERIOD: Record<ContractKind, string> = {
  dividend: 'semimonth',
  daily_salary: 'day',
  hourly_salary: 'hour',
  realtime_salary: '5min',
};

/**
 * One of the spec's processing calls: the agent's action on its contracts of one kind, then the
 * list of that kind as it is now (what it holds or was offered, and what it offered downlines).
 */
export async function processContract(
  db: Db,
  caller: ContractCaller,
  kind: ContractKind,
  body: ContractActionInput,
  now: Date,
): Promise<{ list: ContractView[] }> {
  const { agent } = caller;
  if (body.action === 'accept' || body.action === 'reject') {
    const confirm = body.action === 'accept' ? body.confirm : false;
    await answerOffer(db, { agent, contractId: body.contractId, kind, action: body.action, confirm, now });
  } else if (body.action === 'offer') {
    await offerContract(db, {
      merchantId: caller.merchantId,
      offeredBy: agent,
      agentId: body.downlineId,
      terms: termsFromInput(kind, body, caller.places),
      period: 'period' in body ? body.period : PERIOD[kind],
      now,
    });
  }
  const contracts = (await contractsOf(db, agent)).filter((c) => c.kind === kind);
  const ids = new Set(contracts.flatMap((c) => [c.agentId, ...(c.offeredBy === null ? [] : [c.offeredBy])]));
  const names = await membersPort.usernamesOf(db, [...ids]);
  return { list: contracts.map((c) => contractView(c, agent.id, names, caller.places)) };
}
