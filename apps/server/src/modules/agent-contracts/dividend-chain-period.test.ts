import { describe, expect, it } from 'vitest';
import { contractFor, flat, periodAt, played } from '../../../test/contract-fixtures.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import type { Member } from '../members/member.model.ts';
import { agentContractsRepository } from './agent-contracts.repository.ts';
import { answerOffer, contractsOf, offerContract } from './offers.usecases.ts';
import { approveRun } from './settlement-pay.usecases.ts';
import { previewPeriod } from './settlement-preview.usecases.ts';
import type { SettlementPeriodKind } from './settlement.model.ts';

/*
 * Mixed dividend periods in one chain: whatever periods the contracts of a chain name, the chain
 * pays the team's losses at most once, at the top contract's rate — never an upline's whole-team
 * amount on one window plus a downline's amount on another window of the same bets.
 */
const database = useTestDatabase({ afterEachTest: expectMoneySound });
const db = () => database().db;
const now = new Date('2026-06-01T00:00:00Z');

/** Previews and pays every dividend period of each length that covers the day; answers what the brand paid per agent. */
async function settleAllPeriodsOf(day: string, agents: Member[]) {
  const kinds: SettlementPeriodKind[] = ['day', 'week', 'semimonth', 'month'];
  for (const kind of kinds) {
    const { run } = await previewPeriod(db(), {
      merchantId: DEFAULT_MERCHANT,
      kind: 'dividend',
      period: periodAt(kind, `${day}T12:00:00Z`),
      now,
    });
    await approveRun(db(), run.id, { merchantId: DEFAULT_MERCHANT, by: 'test', now });
  }
  return Promise.all(agents.map((a) => balanceOf(db(), a.id)));
}

/** A contract row given another period than its upline's (as rows written before periods were tied). */
async function setPeriod(agent: Member, period: string) {
  const contract = await agentContractsRepository.ofAgent(db(), agent.id, 'dividend', 'accepted');
  await db().updateTable('agent_contracts').set({ period }).where('id', '=', contract!.id).execute();
}

describe('a dividend chain settles on one period', () => {
  it('A 40 % semimonthly → B 30 % weekly, B’s members lose 10,000: the chain pays 4,000 (A 1,000, B 3,000), not 7,000', async () => {
    const a = await createMember(db(), { isAgent: 1 });
    const b = await createMember(db(), { isAgent: 2, uplineId: a.id });
    await contractFor(db(), a, null, flat('dividend', 4000), 'semimonth');
    await contractFor(db(), b, a, flat('dividend', 3000), 'semimonth');
    await setPeriod(b, 'week');
    await played(db(), await createMember(db(), { uplineId: b.id }), '2026-02-03', { stake: 10_000n });
    const [ofA, ofB] = await settleAllPeriodsOf('2026-02-03', [a, b]);
    expect([ofA, ofB]).toEqual([1000n, 3000n]);
  });

  it('A 40 % semimonthly → B 30 % weekly → C 25 % monthly, C’s members lose 10,000: 1,000 / 500 / 2,500', async () => {
    const a = await createMember(db(), { isAgent: 1 });
    const b = await createMember(db(), { isAgent: 2, uplineId: a.id });
    const c = await createMember(db(), { isAgent: 41, uplineId: b.id });
    await contractFor(db(), a, null, flat('dividend', 4000), 'semimonth');
    await contractFor(db(), b, a, flat('dividend', 3000), 'semimonth');
    await contractFor(db(), c, b, flat('dividend', 2500), 'semimonth');
    await setPeriod(b, 'week');
    await setPeriod(c, 'month');
    await played(db(), await createMember(db(), { uplineId: c.id }), '2026-03-03', { stake: 10_000n });
    expect(await settleAllPeriodsOf('2026-03-03', [a, b, c])).toEqual([1000n, 500n, 2500n]);
  });

  it('an agent offers a downline a dividend on its own period, whatever period the offer names', async () => {
    const a = await createMember(db(), { isAgent: 1 });
    const b = await createMember(db(), { isAgent: 2, uplineId: a.id });
    await contractFor(db(), a, null, flat('dividend', 4000), 'semimonth');
    const offered = await contractFor(db(), b, a, flat('dividend', 3000), 'week');
    expect(offered.period).toBe('semimonth');
  });
});

describe('changing the period of a dividend chain', () => {
  it('accepting a dividend of another period ends, once confirmed, the dividends the agent gave on the old one', async () => {
    const a = await createMember(db(), { isAgent: 1 });
    const b = await createMember(db(), { isAgent: 2, uplineId: a.id });
    await contractFor(db(), a, null, flat('dividend', 4000), 'semimonth');
    await contractFor(db(), b, a, flat('dividend', 3000), 'semimonth');
    const weekly = await offerContract(db(), {
      merchantId: DEFAULT_MERCHANT,
      offeredBy: null,
      agentId: a.id,
      terms: flat('dividend', 4000),
      period: 'week',
      now,
    });
    const accept = (confirm: boolean) =>
      answerOffer(db(), { agent: a, contractId: weekly.id, action: 'accept', confirm, now });
    const refused = await accept(false).then(
      () => null,
      (error: { code: string; params: Record<string, number> }) => [error.code, error.params],
    );
    expect(refused).toEqual(['contract.confirm_terminations', { n: 1 }]);
    expect((await accept(true)).state).toBe('accepted');
    expect(await agentContractsRepository.ofAgent(db(), b.id, 'dividend', 'accepted')).toBeNull();
    expect((await contractsOf(db(), b))[0]).toMatchObject({ state: 'terminated', endReason: 'upline_period_changed' });
  });
});
