import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, roleHas } from '@arcadia/contracts';
import { played } from '../../../test/contract-fixtures.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember } from '../../../test/factories/members.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.ts';
import { answerOffer } from './offers.usecases.ts';
import { realtimeSalarySubscriber } from './realtime-bets.ts';
import { SETTLE_JOB } from './settlement-jobs.ts';

/* The operator's contract pages: offer, preview, re-run, approve once, claw back, debts; who may. */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
const inject = (method: string, url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: { Language: 'en', ...auth }, ...(payload ? { payload } : {}) });

describe('console contract pages', () => {
  it('the app settles on schedule: the settle job, a planner per kind and the real-time salary’s subscriber are registered', () => {
    expect(t.app.jobs.kinds).toEqual(
      expect.arrayContaining([
        SETTLE_JOB,
        'contracts.realtime-salary',
        'contracts.hourly-salary',
        'contracts.daily-salary',
        'contracts.dividend',
      ]),
    );
    expect(PLAY_EVENT_SUBSCRIBERS.filter((s) => s === realtimeSalarySubscriber)).toHaveLength(1);
  });

  it('finance offers a top-level agent a daily salary, previews, re-runs, approves once and claws a line back', async () => {
    const { auth } = await operatorToken(db(), 'finance');
    const agent = await createMember(db(), { isAgent: 1 });
    const player = await createMember(db(), { uplineId: agent.id });
    const offered = await inject('POST', '/admin/api/contracts/offers', auth, {
      agent: agent.username,
      kind: 'daily_salary',
      tiers: [{ rate: '1', minValidBet: '50.00' }],
    });
    expect(offered.statusCode).toBe(200);
    const contract = offered.json().value;
    expect(contract).toMatchObject({
      state: 'requested',
      offeredBy: null,
      tiers: [{ rate: '1.00', minValidBet: '50.00' }],
    });
    await answerOffer(db(), {
      agent,
      contractId: contract.id,
      action: 'accept',
      now: new Date('2026-01-01T00:00:00Z'),
    });
    const listed = (await inject('GET', '/admin/api/contracts?kind=daily_salary&state=accepted', auth)).json().value;
    expect(listed.list.map((c: { agent: string }) => c.agent)).toContain(agent.username);

    await played(db(), player, '2026-02-02', { stake: 10_000n });
    const preview = await inject('POST', '/admin/api/contracts/settlements/preview', auth, {
      kind: 'daily_salary',
      at: '2026-02-02T08:00:00Z',
    });
    expect(preview.statusCode).toBe(200);
    const { run, lines } = preview.json().value;
    expect(run).toMatchObject({
      periodKey: '2026-02-02',
      state: 'preview',
      previews: 1,
      total: '1.00',
      negativeCarry: false,
    });
    const line = lines.find((l: { agent: string }) => l.agent === agent.username);
    expect(line).toMatchObject({
      amount: '1.00',
      payer: null,
      state: 'preview',
      inputs: { validBet: '100.00', rateBp: 100 },
    });
    // The formula as parts in the brand's currency (major units), worded by the console and the web.
    expect(line.formula).toEqual({ kind: 'salary', validBet: '100.00', rateBp: 100, amount: '1.00' });
    expect(await balanceOf(db(), agent.id)).toBe(0n);

    const rerun = (await inject('POST', `/admin/api/contracts/settlements/${run.id}/preview`, auth)).json().value;
    expect(rerun.run.previews).toBe(2);
    const approved = await inject('POST', `/admin/api/contracts/settlements/${run.id}/approve`, auth);
    expect(approved.json().value.run).toMatchObject({ state: 'paid', approvedBy: expect.stringContaining('console:') });
    await inject('POST', `/admin/api/contracts/settlements/${run.id}/approve`, auth);
    expect(await balanceOf(db(), agent.id)).toBe(100n);
    const again = await inject('POST', `/admin/api/contracts/settlements/${run.id}/preview`, auth);
    expect([again.statusCode, again.json().code]).toEqual([409, 'contract.settlement_paid']);

    const paidLine = (await inject('GET', `/admin/api/contracts/settlements/${run.id}`, auth))
      .json()
      .value.lines.find((l: { agent: string }) => l.agent === agent.username);
    const claw = await inject('POST', `/admin/api/contracts/lines/${paidLine.id}/clawback`, auth, {
      reason: 'wrong tier',
    });
    expect(claw.json().value).toMatchObject({ state: 'clawed_back', paidAmount: '1.00' });
    expect(await balanceOf(db(), agent.id)).toBe(0n);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', `settlement=${run.id}`)
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);

    expect((await inject('GET', '/admin/api/contracts/debts', auth)).json().value.list).toEqual([]);
    const runs = (await inject('GET', '/admin/api/contracts/settlements?kind=daily_salary', auth)).json().value;
    expect(runs.list[0]).toMatchObject({ id: run.id, state: 'paid' });
    const settings = await inject('PUT', '/admin/api/contracts/settings', auth, {
      negativeCarry: true,
      autoApprove: false,
    });
    expect(settings.json().value).toEqual({ negativeCarry: true, autoApprove: false });
    await inject('PUT', '/admin/api/contracts/settings', auth, { negativeCarry: false, autoApprove: false });
  });

  it('readers may look but not pay; roles without contracts.read and callers without a token are refused', async () => {
    const readonly = await operatorToken(db(), 'readonly');
    expect((await inject('GET', '/admin/api/contracts/settlements', readonly.auth)).statusCode).toBe(200);
    expect((await inject('GET', '/admin/api/contracts/debts', readonly.auth)).statusCode).toBe(200);
    const approve = await inject('POST', '/admin/api/contracts/settlements/1/approve', readonly.auth);
    expect(approve.statusCode).toBe(403);
    const preview = await inject('POST', '/admin/api/contracts/settlements/preview', readonly.auth, {
      kind: 'daily_salary',
      at: '2026-02-09T08:00:00Z',
    });
    expect(preview.statusCode).toBe(403);
    const finance = await operatorToken(db(), 'finance');
    const noTiers = await inject('POST', '/admin/api/contracts/offers', finance.auth, {
      agent: 'nobody',
      kind: 'dividend',
    });
    expect([noTiers.statusCode, noTiers.json().code]).toEqual([400, 'request.invalid']);
    const marketing = await operatorToken(db(), 'marketing');
    expect((await inject('GET', '/admin/api/contracts', marketing.auth)).statusCode).toBe(403);
    expect((await inject('GET', '/admin/api/contracts', {})).statusCode).toBe(401);
    expect(
      await db().selectFrom('contract_settlement_runs').select('id').where('period_key', '=', '2026-02-09').execute(),
    ).toHaveLength(0);
  });

  it.each(OPERATOR_ROLES)('role %s looks only with contracts.read and pays only with contracts.write', async (role) => {
    const { auth } = await operatorToken(db(), role);
    const look = await inject('GET', '/admin/api/contracts/debts', auth);
    expect(look.statusCode).toBe(roleHas(role, 'contracts.read') ? 200 : 403);
    const pay = await inject('POST', '/admin/api/contracts/settlements/999999/approve', auth);
    expect([pay.statusCode, pay.json().code]).toEqual(
      roleHas(role, 'contracts.write') ? [404, 'contract.settlement_not_found'] : [403, expect.any(String)],
    );
  });
});
