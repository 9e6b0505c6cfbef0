import { describe, expect, it } from 'vitest';
import { formatMinor } from '@arcadia/contracts';
import { createPendingWithdrawal, paymentDeps } from '../../../test/factories/withdrawals.ts';
import { createMember } from '../../../test/factories/members.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { MERCHANT, fund, newPayingMember, operatorToken } from '../../../test/payments-fixtures.ts';
import { minor } from '../../lib/money.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { CLI_ACTOR } from '../operators/actor.model.ts';
import { confirmManualDeposit } from '../payments/deposit-review.usecases.ts';
import { createDeposit } from '../payments/deposits.usecases.ts';
import { businessDay } from '../play-record/business-periods.ts';
import { setBrandTimeZone } from '../play-record/play-record-settings.usecases.ts';
import { approveWithdrawal } from '../withdrawals/withdrawal-review.usecases.ts';

const t = useTestApp({}, { ledgerSound: true });
const db = () => t.database.db;
let seq = 0;
const key = (prefix: string) => `db-${prefix}-${++seq}-${Date.now()}`;
type Figures = Record<string, string | number>;

async function dashboard(auth: Record<string, string>, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin/api/dashboard${query}`,
    headers: { Language: 'en', ...auth },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as {
    today: Figures;
    trend: Figures[];
    categories: Figures[];
    topMembers: Figures[];
    member: Figures | null;
    timeZone: string;
  };
}

/** The change of each figure between two readings (money as minor units). */
function change(before: Figures, after: Figures) {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(after))
    if (k !== 'day')
      out[k] = typeof v === 'number' ? v - Number(before[k]) : Math.round((Number(v) - Number(before[k])) * 100);
  return out;
}

const settledBet = (memberId: number, vendorCode: string, stake: bigint, payout: bigint) =>
  settledGameBet(db(), memberId, stake, payout, vendorCode);

describe('the console dashboard', () => {
  it("shows the brand's business day from the roll-ups: play, money, active and new members", async () => {
    // A zone whose calendar date differs from UTC's now: the day must be the brand's, not the server's.
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await setBrandTimeZone(db(), MERCHANT, zone);
    const { auth } = await operatorToken(db(), 'readonly');
    const before = await dashboard(auth);
    expect(before.timeZone).toBe(zone);
    expect(before.today.day).toBe(businessDay(new Date(), zone));
    expect(before.trend).toHaveLength(7);
    expect(before.trend.at(-1)).toEqual(before.today);

    const a = await newPayingMember(db());
    const b = await newPayingMember(db());
    await createMember(db(), { trial: true });
    await fund(db(), a.member.id, 100_000n);
    await fund(db(), b.member.id, 100_000n);
    await settledBet(a.member.id, 'BGS', 1_000n, 2_500n);
    await settledBet(a.member.id, 'BGS', 700n, 0n);
    await settledBet(b.member.id, 'BGS', 3_000n, 1_000n);
    const merchant = await getMerchantByCodeOrDefault(db());
    const { deposit } = await createDeposit(paymentDeps(db()), merchant, a.member, {
      channel: 'bank_transfer',
      amount: '40.00',
      clientKey: key('dep'),
    });
    await confirmManualDeposit(paymentDeps(db()), deposit.id, CLI_ACTOR);
    const w = await createPendingWithdrawal(db(), { amount: '25.00' });
    await approveWithdrawal(paymentDeps(db()), w.withdrawal.id, CLI_ACTOR);

    const after = await dashboard(auth);
    expect(change(before.today, after.today)).toEqual({
      // a, b and the withdrawing member; not the trial account.
      registrations: 3,
      activeMembers: 2,
      bets: 3,
      turnover: 4_700,
      validBet: 4_700,
      payout: 3_500,
      ggr: 1_200,
      deposits: 4_000,
      depositCount: 1,
      withdrawals: 2_500,
      withdrawalCount: 1,
      bonuses: 0,
      ngr: 1_200,
    });
    expect(after.today.ggr).toBe(formatMinor(minor(BigInt(Math.round(Number(before.today.ggr) * 100)) + 1_200n), 2));
    expect(after.trend.at(-1)).toEqual(after.today);
    expect(after.trend.slice(0, -1)).toEqual(before.trend.slice(0, -1));
    expect(after.topMembers.find((m) => m.username === b.member.username)).toEqual({
      username: b.member.username,
      bets: 1,
      turnover: '30.00',
      validBet: '30.00',
      ggr: '20.00',
      deposits: '0.00',
      withdrawals: '0.00',
    });
    expect(after.topMembers.find((m) => m.username === a.member.username)).toMatchObject({
      bets: 2,
      turnover: '17.00',
      ggr: '-8.00',
      deposits: '40.00',
    });
    // One member's day, asked for by username (any case); null for one who did not play.
    const named = await dashboard(auth, `?username=${b.member.username.toUpperCase()}`);
    expect(named.member).toEqual(after.topMembers.find((m) => m.username === b.member.username));
    expect(after.member).toBeNull();
    expect((await dashboard(auth, `?username=${w.member.username}`)).member).toBeNull();
    const byCategory = after.categories.reduce((sum, c) => sum + Math.round(Number(c.turnover) * 100), 0);
    expect(byCategory).toBe(Math.round(Number(after.today.turnover) * 100));
  });

  it('is refused to roles without reports.read and scoped to the operator’s brand', async () => {
    const content = await operatorToken(db(), 'content');
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/api/dashboard',
      headers: { Language: 'en', ...content.auth },
    });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 403, code: 'operator.forbidden' });
    const marketing = await operatorToken(db(), 'marketing', MERCHANT);
    const other = await t.app.inject({
      method: 'GET',
      url: '/admin/api/dashboard?merchant=nope',
      headers: { Language: 'en', ...marketing.auth },
    });
    expect(other.statusCode).toBe(403);
    expect((await dashboard(marketing.auth)).today.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
