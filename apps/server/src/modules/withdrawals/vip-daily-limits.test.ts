import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { fund, inboxTemplates, newPayingMember, PAYMENT_PASSWORD } from '../../../test/payments-fixtures.ts';
import { DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { createTestLadder, TEST_LADDER } from '../../../test/vip-fixtures.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { CLI_ACTOR } from '../operators/actor.model.ts';
import { saveLevel } from '../vip/vip-ladder.usecases.ts';
import { addPayoutAccount } from './payout-accounts.ts';
import { rejectWithdrawal } from './withdrawal-review.usecases.ts';
import { requestWithdrawal } from './withdrawals.usecases.ts';

/*
 * The VIP level's daily withdrawal limits (count and total per business day of the brand), enforced
 * when a member asks to withdraw. Members here are new, so they hold the ladder's entry level
 * (rank 0), whose limits each test sets.
 */
const t = useTestApp({}, { ledgerSound: true });
const db = () => t.database.db;
let entryLevelId = 0;

beforeAll(async () => {
  const ladder = await createTestLadder(db());
  entryLevelId = ladder.levels.find((l) => l.rankLevel === 0)!.id;
});

/** The entry level's daily limits: a count, and a total as a money string (null: none). */
const limitEntryLevel = (count: number | null, amount: string | null) =>
  saveLevel(
    db(),
    DEFAULT_MERCHANT,
    entryLevelId,
    { ...TEST_LADDER[0]!, withdrawalDailyCount: count, withdrawalDailyAmount: amount },
    new Date(),
  );

let keySeq = 0;
async function fundedMember() {
  const signedIn = await newPayingMember(db());
  await fund(db(), signedIn.member.id, 100_000n);
  const payout = await addPayoutAccount(db(), signedIn.member, {
    type: 'bank',
    holderName: 'Limit Tester',
    providerName: 'Test Bank',
    accountNumber: `4440${++keySeq}`,
  });
  const merchant = await getMerchantByCodeOrDefault(db());
  const withdraw = (amount: string) =>
    requestWithdrawal({ db: db(), notify: notifyMember }, merchant, signedIn.member, {
      payoutAccountId: String(payout.id),
      amount,
      paymentPassword: PAYMENT_PASSWORD,
      clientKey: `limit-${++keySeq}`,
    });
  return { ...signedIn, payoutId: String(payout.id), withdraw };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('VIP daily withdrawal limits', () => {
  it('two requests racing past a daily count of 1: one is held, the other refused and nothing of it written', async () => {
    await limitEntryLevel(1, null);
    const m = await fundedMember();
    const results = await Promise.all([codeOf(m.withdraw('20.00')), codeOf(m.withdraw('20.00'))]);
    expect(results.sort()).toEqual(['ok', 'withdrawal.daily_count_reached']);
    const rows = await db().selectFrom('withdrawals').select('amount').where('member_id', '=', m.member.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("counts the brand's business day: yesterday's withdrawals leave today's count free", async () => {
    await limitEntryLevel(1, null);
    const m = await fundedMember();
    await m.withdraw('20.00');
    expect(await codeOf(m.withdraw('20.00'))).toBe('withdrawal.daily_count_reached');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await db().updateTable('withdrawals').set({ created_at: yesterday }).where('member_id', '=', m.member.id).execute();
    expect(await codeOf(m.withdraw('20.00'))).toBe('ok');
  });

  it("refuses what would take the day's total over the level's amount, and a rejected withdrawal gives its share back", async () => {
    await limitEntryLevel(null, '50');
    const m = await fundedMember();
    const first = await m.withdraw('30.00');
    const over = await m.withdraw('30.00').catch((error: { code: string; params: object }) => error);
    expect(over).toMatchObject({
      code: 'withdrawal.daily_amount_exceeded',
      params: { max: '50.00', left: '20.00' },
    });
    expect(await codeOf(m.withdraw('20.00'))).toBe('ok');
    expect(await codeOf(m.withdraw('20.00'))).toBe('withdrawal.daily_amount_exceeded');
    await rejectWithdrawal({ db: db(), notify: notifyMember }, first.id, 'details do not match', CLI_ACTOR);
    expect(await inboxTemplates(db(), m.member.id)).toContain('withdrawal_rejected');
    expect(await codeOf(m.withdraw('30.00'))).toBe('ok');
  });

  it('a level without limits leaves only the brand ones, and the settings call says so', async () => {
    await limitEntryLevel(null, null);
    const m = await fundedMember();
    expect(await codeOf(m.withdraw('20.00'))).toBe('ok');
    expect(await codeOf(m.withdraw('20.00'))).toBe('ok');
    const settings = await t.app.inject({ method: 'GET', url: '/wps/withdrawals/settings', headers: m.auth });
    expect(settings.json().value.daily).toBeNull();
  });

  it('the settings call shows the limits and what today used; the refusal is in the member language', async () => {
    await limitEntryLevel(1, '100');
    const m = await fundedMember();
    await m.withdraw('25.00');
    const settings = await t.app.inject({ method: 'GET', url: '/wps/withdrawals/settings', headers: m.auth });
    expect(settings.json().value.daily).toEqual({
      count: 1,
      amount: '100.00',
      usedCount: 1,
      usedAmount: '25.00',
    });
    const refused = await accountsClient(t).encrypted(
      'POST',
      '/wps/withdrawals',
      { payoutAccountId: m.payoutId, amount: '20', paymentPassword: PAYMENT_PASSWORD, clientKey: 'limit-route' },
      { ...m.auth, Language: 'pt' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'withdrawal.daily_count_reached',
      message: 'Você atingiu o limite do seu nível VIP de 1 saque por dia.',
    });
  });
});
