import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { offerContract } from './offers.usecases.ts';
import { minor } from '../../lib/money.ts';

/* The spec's four contract calls through HTTP: list, answer and offer, and who may call them. */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;
type Auth = { authorization: string; Language: string };
const call = (url: string, auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });
const DAILY = '/wps/relay/MCS2_processDailySalContract';

describe('contract processing calls', () => {
  it('the brand’s offer is accepted; the agent offers its sub-agent within its own terms; each sees its side', async () => {
    const agent = await newMember(db(), { isAgent: 1 });
    const sub = await newMember(db(), { isAgent: 2, uplineId: agent.member.id });
    const top = await offerContract(db(), {
      merchantId: MERCHANT,
      offeredBy: null,
      agentId: agent.member.id,
      terms: { kind: 'daily_salary', tiers: [{ minValidBet: minor(1_000_000n), rateBp: 100 }] },
      period: 'day',
      now: new Date(),
    });
    const accepted = await call(DAILY, agent.auth, { action: 'accept', contractId: top.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().value.list[0]).toMatchObject({
      state: 'accepted',
      mine: true,
      offeredBy: null,
      tiers: [{ rate: '1.00', minValidBet: '10000.00', minTeamLoss: null, minActiveMembers: null }],
    });

    const above = await call(DAILY, agent.auth, {
      action: 'offer',
      downlineId: sub.member.id,
      tiers: [{ rate: '1.5', minValidBet: '10000' }],
    });
    expect([above.statusCode, above.json().code]).toEqual([422, 'contract.above_upline']);
    const offered = await call(DAILY, agent.auth, {
      action: 'offer',
      downlineId: sub.member.id,
      tiers: [{ rate: '0.80', minValidBet: '10000', minActiveMembers: 3 }],
    });
    expect(offered.statusCode).toBe(200);
    const given = offered.json().value.list.find((c: { mine: boolean }) => !c.mine);
    expect(given).toMatchObject({ state: 'requested', agent: sub.member.username, offeredBy: agent.member.username });

    const subList = (await call(DAILY, sub.auth, { action: 'list' })).json().value.list;
    expect(subList).toHaveLength(1);
    const answered = await call(DAILY, sub.auth, { action: 'accept', contractId: subList[0].id });
    expect(answered.json().value.list[0]).toMatchObject({ state: 'accepted', mine: true });
    // The daily contract is not an hourly one: the hourly call does not find it.
    const wrongKind = await call('/wps/relay/MCS2_processContractHourSalary', sub.auth, {
      action: 'reject',
      contractId: subList[0].id,
    });
    expect([wrongKind.statusCode, wrongKind.json().code]).toEqual([404, 'contract.not_found']);
  });

  it('members, trial accounts and visitors are refused; a bad rate or amount changes nothing', async () => {
    const member = await newMember(db());
    const trial = await newMember(db(), { trial: true });
    const agent = await newMember(db(), { isAgent: 1 });
    for (const url of [
      '/wps/relay/MCS2_processDividendReq',
      DAILY,
      '/wps/relay/MCS2_processContractHourSalary',
      '/wps/relay/MCSFE_processRealTimeSalaryContract',
    ]) {
      const asMember = await call(url, member.auth, { action: 'list' });
      expect([asMember.statusCode, asMember.json().code]).toEqual([403, 'agent.not_agent']);
      const asTrial = await call(url, trial.auth, { action: 'list' });
      expect([asTrial.statusCode, asTrial.json().code]).toEqual([403, 'auth.trial_refused']);
      expect((await t.app.inject({ method: 'POST', url, payload: { action: 'list' } })).statusCode).toBe(401);
    }
    for (const tiers of [[{ rate: '101', minValidBet: '1' }], [{ rate: '1', minValidBet: '1.234' }], []]) {
      const bad = await call(DAILY, agent.auth, { action: 'offer', downlineId: member.member.id, tiers });
      expect(bad.statusCode).toBe(400);
    }
    expect((await call(DAILY, agent.auth, { action: 'list' })).json().value.list).toEqual([]);
  });
});

describe('the agent centre’s contract entries', () => {
  it('show the kinds the agent is offered or holds, and hide again once its offer is rejected', async () => {
    const agent = await newMember(db(), { isAgent: 1 });
    const entries = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/agent/centre', headers: agent.auth })).json().value.entries;
    expect(await entries()).toMatchObject({
      dividend: false,
      salary: false,
      hourlySalary: false,
      realTimeSalary: false,
    });
    const offer = (kind: 'daily_salary' | 'hourly_salary') =>
      offerContract(db(), {
        merchantId: MERCHANT,
        offeredBy: null,
        agentId: agent.member.id,
        terms: { kind, tiers: [{ minValidBet: minor(1_000_000n), rateBp: 100 }] },
        period: kind === 'daily_salary' ? 'day' : 'hour',
        now: new Date(),
      });
    const daily = await offer('daily_salary');
    expect(await entries()).toMatchObject({
      dividend: false,
      salary: true,
      hourlySalary: false,
      realTimeSalary: false,
    });
    await call(DAILY, agent.auth, { action: 'accept', contractId: daily.id });
    const hourly = await offer('hourly_salary');
    expect(await entries()).toMatchObject({ salary: true, hourlySalary: true });
    await call('/wps/relay/MCS2_processContractHourSalary', agent.auth, { action: 'reject', contractId: hourly.id });
    expect(await entries()).toMatchObject({ salary: true, hourlySalary: false, dividend: false });
  });
  it('accepting terms that end downline contracts answers 409 with how many, in the envelope’s value', async () => {
    const agent = await newMember(db(), { isAgent: 1 });
    const sub = await newMember(db(), { isAgent: 2, uplineId: agent.member.id });
    const brandOffer = (rateBp: number) =>
      offerContract(db(), {
        merchantId: MERCHANT,
        offeredBy: null,
        agentId: agent.member.id,
        terms: { kind: 'daily_salary', tiers: [{ rateBp }] },
        period: 'day',
        now: new Date(),
      });
    await call(DAILY, agent.auth, { action: 'accept', contractId: (await brandOffer(100)).id });
    await call(DAILY, agent.auth, { action: 'offer', downlineId: sub.member.id, tiers: [{ rate: '0.80' }] });
    const lower = await brandOffer(50);
    const refused = await call(DAILY, agent.auth, { action: 'accept', contractId: lower.id });
    // The web words the confirmation from its own texts: the count travels as a value, not only in the message.
    expect([refused.statusCode, refused.json().code, refused.json().value]).toEqual([
      409,
      'contract.confirm_terminations',
      { n: 1 },
    ]);
    expect(refused.json().message).toContain('1');
    const confirmed = await call(DAILY, agent.auth, { action: 'accept', contractId: lower.id, confirm: true });
    expect(confirmed.statusCode).toBe(200);
  });
});
