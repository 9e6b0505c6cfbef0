import { describe, expect, it } from 'vitest';
import { contractFor, flat, periodAt, played } from '../../../test/contract-fixtures.ts';
import { createMember } from '../../../test/factories/members.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { businessDay } from '../play-record/periods.port.ts';
import { approveRun } from './settlement-pay.usecases.ts';
import { previewPeriod } from './settlement-preview.usecases.ts';

/* The agent's side: its settlement lines with their inputs, and the simulator over its team's last 30 days. */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;
type Auth = { authorization: string; Language: string };
const day = (daysAgo: number) => businessDay(new Date(Date.now() - daysAgo * 86_400_000), 'UTC');

describe('settlement history and the simulator', () => {
  it('an agent sees its lines with why, and what a proposed contract would have paid over the last 30 days', async () => {
    const agent = await newMember(db(), { isAgent: 1 });
    await contractFor(db(), agent.member, null, flat('daily_salary', 100));
    const player = await createMember(db(), { uplineId: agent.member.id });
    await played(db(), player, day(2), { stake: 10_000n });
    await played(db(), player, day(1), { stake: 4_000n });
    await played(db(), player, day(40), { stake: 99_000n });

    const simulate = (payload: object, auth: Auth = agent.auth) =>
      t.app.inject({ method: 'POST', url: '/wps/agent/contracts/simulate', headers: auth, payload });
    const sim = await simulate({ kind: 'daily_salary', tiers: [{ rate: '2', minValidBet: '50.00' }] });
    expect(sim.statusCode).toBe(200);
    // 2 % of 100.00 on the day it reached the tier; nothing on the 40.00 day; the 41-day-old play is outside.
    expect(sim.json().value).toMatchObject({
      periods: [
        { key: day(2), amount: '2.00', rate: '2.00' },
        { key: day(1), amount: '0.00', rate: '0.00' },
      ],
      total: '2.00',
    });

    const { run } = await previewPeriod(db(), {
      merchantId: MERCHANT,
      kind: 'daily_salary',
      period: periodAt('day', `${day(2)}T12:00:00Z`),
      now: new Date(),
    });
    await approveRun(db(), run.id, { merchantId: MERCHANT, by: 'test', now: new Date() });
    const history = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/contracts/settlements?kind=daily_salary',
      headers: agent.auth,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().value.list).toEqual([
      expect.objectContaining({
        periodKey: day(2),
        amount: '1.00',
        paidAmount: '1.00',
        state: 'paid',
        payer: null,
        inputs: expect.objectContaining({ validBet: '100.00', rateBp: 100 }),
        formula: { kind: 'salary', validBet: '100.00', rateBp: 100, amount: '1.00' },
      }),
    ]);
    // Paid when approved (today): it shows in my income as salary.
    const income = await t.app.inject({ method: 'GET', url: '/wps/agent/income?range=today', headers: agent.auth });
    expect(income.json().value).toMatchObject({
      total: '1.00',
      kinds: [{ kind: 'agent_salary', amount: '1.00', count: 1 }],
    });
  });

  it('members who are not agents and callers without a token are refused', async () => {
    const member = await newMember(db());
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/contracts/settlements?kind=dividend',
      headers: member.auth,
    });
    expect(asMember.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/contracts/simulate',
      payload: { kind: 'hourly_salary' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
