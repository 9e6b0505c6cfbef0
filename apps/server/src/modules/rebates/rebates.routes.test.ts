import { beforeAll, describe, expect, it } from 'vitest';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { newMember } from '../../../test/factories/members.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { later, playedOn, rebateLadder, rebateSettingsOf } from '../../../test/rebate-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { businessDay, periodOf } from '../play-record/periods.port.ts';
import { planRebatePayments, REBATE_PAY_JOB, rebatePayJob, type RebatePayPayload } from './rebates-jobs.ts';

/*
 * The member centre's rebate calls and the console's, through the real app: the summary and the
 * claim of last week's slots (paid once, localised refusals), trial accounts and visitors refused,
 * the console's programme under promotions.read / promotions.write, and automatic payment planned
 * and paid once through the job runner.
 */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
beforeAll(() => rebateLadder(db()));
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, auth: object, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...auth, Language: language }, ...(payload ? { payload } : {}) });

/** A member with 100.00 of slot valid bet on a day of last week. */
async function lastWeekPlayer() {
  const player = await newMember(db());
  await playedOn(db(), player.member.id, businessDay(later(new Date(), -7), 'UTC'), 'RNG', 10_000n, 10_000n);
  return player;
}

describe('member rebate routes', () => {
  it('shows last week’s lines, pays the claim once and lists it; a second claim is refused in the member’s language', async () => {
    await rebateSettingsOf(db());
    const { member, auth } = await lastWeekPlayer();
    const summary = (await inject('GET', '/wps/relay/MCSFE_getManualRebate', auth)).json().value;
    expect(summary.level).toMatchObject({ rank: 0, name: 'VIP 0' });
    expect(summary.claimable.lines).toEqual([
      { category: 'RNG', validBet: '100.00', rate: '0.50', amount: '0.50', state: 'claimable' },
      { category: 'SPORTS', validBet: '0.00', rate: '0.20', amount: '0.00', state: 'none' },
    ]);
    expect(summary.claimable.total).toBe('0.50');

    const claim = await inject('POST', '/wps/relay/MCS2_claimManualRebate', auth, {});
    expect(claim.json()).toMatchObject({ code: 'ok', value: { paid: '0.50', claims: [{ category: 'RNG' }] } });
    expect(await balanceOf(db(), member.id)).toBe(50n);
    const again = await inject('POST', '/wps/relay/MCS2_claimManualRebate', auth, {}, 'pt');
    expect([again.statusCode, again.json().code]).toEqual([409, 'rebates.nothing_to_claim']);
    expect(again.json().message).toBe('Não há reembolso a resgatar do último período.');

    const history = (await inject('GET', '/wps/relay/MCSFE_getManualRebateHistory?pageNo=1', auth)).json().value;
    expect(history).toMatchObject({ total: 1, totalPages: 1, list: [{ amount: '0.50', source: 'member' }] });
    await expectMoneySound(db());
  });

  it('refuses visitors and trial accounts, and validates the category', async () => {
    await rebateSettingsOf(db());
    expect((await inject('GET', '/wps/relay/MCSFE_getManualRebate', {})).statusCode).toBe(401);
    const trial = await newMember(db(), { trial: true });
    const asTrial = await inject('POST', '/wps/relay/MCS2_claimManualRebate', trial.auth, {});
    expect([asTrial.statusCode, asTrial.json().code]).toEqual([403, 'auth.trial_refused']);
    const { auth } = await newMember(db());
    const bad = await inject('POST', '/wps/relay/MCS2_claimManualRebate', auth, { category: 'x'.repeat(30) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('console rebate routes', () => {
  it('reads and changes the programme under the promotions permissions, and pays the closed period once', async () => {
    const marketing = await operatorToken(db(), 'marketing');
    const body = { enabled: true, periodKind: 'week', autoPay: true, minPayout: '0.10', maxPayout: '100.00' };
    const saved = await inject('PUT', '/admin/api/rebates/settings', marketing.auth, body);
    expect(saved.json()).toMatchObject({ code: 'ok', value: body });
    const tooLow = await inject('PUT', '/admin/api/rebates/settings', marketing.auth, { ...body, maxPayout: '0.05' });
    expect(tooLow.statusCode).toBe(400);
    const support = await operatorToken(db(), 'support');
    expect((await inject('GET', '/admin/api/rebates/settings', support.auth)).statusCode).toBe(200);
    expect((await inject('PUT', '/admin/api/rebates/settings', support.auth, body)).statusCode).toBe(403);
    expect((await inject('POST', '/admin/api/rebates/pay', support.auth, {})).statusCode).toBe(403);

    const { member, auth } = await lastWeekPlayer();
    const claim = await inject('POST', '/wps/relay/MCS2_claimManualRebate', auth, {});
    expect([claim.statusCode, claim.json().code]).toEqual([409, 'rebates.auto_paid']);
    const paid = (await inject('POST', '/admin/api/rebates/pay', marketing.auth, {})).json().value;
    expect(paid).toMatchObject({ periodKey: periodOf('week', later(new Date(), -7), 'UTC').key, lines: 1 });
    const repeat = (await inject('POST', '/admin/api/rebates/pay', marketing.auth, {})).json().value;
    expect(repeat).toMatchObject({ members: 0, lines: 0, paid: '0.00' });
    expect(await balanceOf(db(), member.id)).toBe(50n);
    const claims = (await inject('GET', '/admin/api/rebates/claims', marketing.auth)).json().value;
    expect(claims.list.find((c: { member: string }) => c.member === member.username)).toMatchObject({
      source: 'auto',
      amount: '0.50',
    });
    await expectMoneySound(db());
  });

  it('pays automatically on schedule: the planner enqueues each brand’s closed period once, the job pays once', async () => {
    expect(t.app.jobs.kinds).toEqual(expect.arrayContaining([REBATE_PAY_JOB, 'rebates.plan']));
    await rebateSettingsOf(db(), { autoPay: true });
    const { member } = await lastWeekPlayer();
    const now = new Date();
    expect(await planRebatePayments(db(), now)).toBe(1);
    expect(await planRebatePayments(db(), now)).toBe(0);
    const job = await db()
      .selectFrom('jobs')
      .select(['payload'])
      .where('kind', '=', REBATE_PAY_JOB)
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(job.payload) as RebatePayPayload;
    expect(payload.key).toBe(periodOf('week', later(now, -7), 'UTC').key);
    const ctx = { db: db(), now } as Parameters<typeof rebatePayJob.run>[1];
    await rebatePayJob.run(payload, ctx);
    await rebatePayJob.run(payload, ctx);
    expect(await balanceOf(db(), member.id)).toBe(50n);
    await expectMoneySound(db());
  });
});
