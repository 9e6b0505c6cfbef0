import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories/members.ts';
import { itOnPostgres, useTestDatabase } from '../../../test/test-db.ts';
import { minor } from '../../lib/money.ts';
import type { Member } from '../members/member.model.ts';
import type { ContractTerms } from './contract-terms.model.ts';
import { answerOffer, contractsOf, offerContract } from './offers.usecases.ts';

/* Offering contracts down the tree: the spec's states, the rate cap and the automatic termination. */
const database = useTestDatabase();
const db = () => database().db;
const now = new Date('2026-03-02T12:00:00Z');
const MERCHANT = 1;

const daily = (rateBp: number, minValidBet = 1_000_000n): ContractTerms => ({
  kind: 'daily_salary',
  tiers: [{ minValidBet: minor(minValidBet), rateBp }],
});

/** A top agent A (level 1), its sub-agent B (level 2), B's sub-agent C (level 41), and a member of C. */
async function tree() {
  const a = await createMember(db(), { isAgent: 1 });
  const b = await createMember(db(), { isAgent: 2, uplineId: a.id });
  const c = await createMember(db(), { isAgent: 41, uplineId: b.id });
  const member = await createMember(db(), { isAgent: 0, uplineId: c.id });
  return { a, b, c, member };
}

const offer = (offeredBy: Member | null, agent: Member, terms: ContractTerms) =>
  offerContract(db(), { merchantId: MERCHANT, offeredBy, agentId: agent.id, terms, period: 'day', now });
const accept = (agent: Member, contractId: number, confirm = false) =>
  answerOffer(db(), { agent, contractId, action: 'accept', confirm, now });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('offering contracts down the tree', () => {
  it('the brand offers the top agent, which offers its sub-agent within its own terms; each accepts once', async () => {
    const { a, b } = await tree();
    const top = await offer(null, a, daily(100));
    expect(top).toMatchObject({ state: 'requested', version: 1, offeredBy: null });
    expect((await accept(a, top.id)).state).toBe('accepted');
    expect(await codeOf(accept(a, top.id))).toBe('contract.already_answered');

    const down = await offer(a, b, daily(80));
    expect(await codeOf(answerOffer(db(), { agent: b, contractId: down.id, action: 'reject', now }))).toBe('ok');
    expect(await codeOf(accept(b, down.id))).toBe('contract.already_answered');
    const again = await offer(a, b, daily(90));
    expect(again.version).toBe(2);
    expect((await accept(b, again.id)).state).toBe('accepted');
    expect((await contractsOf(db(), b)).map((c) => [c.version, c.state])).toEqual([
      [2, 'accepted'],
      [1, 'rejected'],
    ]);
  });

  it('refuses an offer above the upline’s own rate, without its own contract, or outside its direct downlines', async () => {
    const { a, b, c, member } = await tree();
    expect(await codeOf(offer(a, b, daily(50)))).toBe('contract.no_own_contract');
    await accept(a, (await offer(null, a, daily(100))).id);
    expect(await codeOf(offer(a, b, daily(101)))).toBe('contract.above_upline');
    // A lower threshold pays where A's own contract pays nothing: above the cap too.
    expect(await codeOf(offer(a, b, daily(50, 500_000n)))).toBe('contract.above_upline');
    expect(await codeOf(offer(a, c, daily(50)))).toBe('contract.not_downline'); // C is B's, not A's
    expect(await codeOf(offer(null, b, daily(50)))).toBe('contract.not_downline'); // B has an agent upline
    expect(await codeOf(offer(a, member, daily(50)))).toBe('contract.not_downline');
    const affiliate = await createMember(db(), { isAgent: 42, uplineId: a.id });
    const underAffiliate = await createMember(db(), { isAgent: 42, uplineId: affiliate.id });
    expect(await codeOf(offer(affiliate, underAffiliate, daily(10)))).toBe('contract.cannot_offer');
  });

  it('a newer offer replaces an open one; accepting replaces the contract held before', async () => {
    const { a } = await tree();
    const first = await offer(null, a, daily(100));
    const second = await offer(null, a, daily(120));
    expect(await codeOf(accept(a, first.id))).toBe('contract.already_answered');
    await accept(a, second.id);
    const third = await offer(null, a, daily(110));
    await accept(a, third.id);
    expect((await contractsOf(db(), a)).map((c) => [c.version, c.state, c.endReason])).toEqual([
      [3, 'accepted', null],
      [2, 'terminated', 'superseded'],
      [1, 'terminated', 'superseded'],
    ]);
  });

  it('accepting a lower rate than a downline’s ends that downline’s contract, once the agent confirms', async () => {
    const { a, b, c } = await tree();
    await accept(a, (await offer(null, a, daily(100))).id);
    await accept(b, (await offer(a, b, daily(90))).id);
    const cs = await offer(b, c, daily(80));
    await accept(c, cs.id);
    // A offers B less than B gave C.
    const lower = await offer(a, b, daily(70));
    expect(await codeOf(accept(b, lower.id))).toBe('contract.confirm_terminations');
    expect((await contractsOf(db(), c))[0]!.state).toBe('accepted'); // nothing changed
    await accept(b, lower.id, true);
    expect((await contractsOf(db(), c))[0]).toMatchObject({ state: 'terminated', endReason: 'above_upline_terms' });
  });

  it('an open offer above its upline’s new, lower terms ends with them and can no longer be accepted', async () => {
    const { a, b } = await tree();
    await accept(a, (await offer(null, a, daily(100))).id);
    const generous = await offer(a, b, daily(95));
    await accept(a, (await offer(null, a, daily(60))).id, true);
    expect(await codeOf(accept(b, generous.id))).toBe('contract.already_answered');
    expect((await contractsOf(db(), b))[0]).toMatchObject({ state: 'terminated', endReason: 'above_upline_terms' });
  });

  it('an agent answers only its own offers', async () => {
    const { a, b } = await tree();
    const top = await offer(null, a, daily(100));
    expect(await codeOf(accept(b, top.id))).toBe('contract.not_found');
  });

  itOnPostgres('ten accepts of one offer at once accept it once', async () => {
    const { a } = await tree();
    const top = await offer(null, a, daily(100));
    const codes = await Promise.all(Array.from({ length: 10 }, () => codeOf(accept(a, top.id))));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['contract.already_answered']));
  });
});
