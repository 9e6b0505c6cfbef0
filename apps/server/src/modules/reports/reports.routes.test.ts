import { beforeAll, describe, expect, it } from 'vitest';
import { createPendingWithdrawal, paymentDeps } from '../../../test/factories/withdrawals.ts';
import { createMember } from '../../../test/factories/members.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { MERCHANT, fund, newPayingMember, operatorToken } from '../../../test/payments-fixtures.ts';
import { minor } from '../../lib/money.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import type { Member } from '../members/member.model.ts';
import { CLI_ACTOR } from '../operators/actor.model.ts';
import { confirmManualDeposit } from '../payments/deposit-review.usecases.ts';
import { createDeposit } from '../payments/deposits.usecases.ts';
import { businessDay } from '../play-record/business-periods.ts';
import { setBrandTimeZone } from '../play-record/play-record-settings.usecases.ts';
import { recordMoneyMovement } from '../play-record/play-record.usecases.ts';
import { approveWithdrawal } from '../withdrawals/withdrawal-review.usecases.ts';

const t = useTestApp({}, { ledgerSound: true });
const db = () => t.database.db;

/*
 * Two business days of the brand from one clock: play settled while the brand's zone is UTC−11
 * counts on an earlier day than play settled after it moves to UTC+14 (one or two days later).
 * Settled rows keep their day, so the report reads both days as they were recorded.
 */
const EARLY_ZONE = 'Pacific/Pago_Pago';
const LATE_ZONE = 'Pacific/Kiritimati';
let early = '';
let late = '';
const members: Record<'a' | 'b' | 'w', Member> = {} as never;
let auth: Record<string, string>;

async function deposit(member: Member, amount: string) {
  const merchant = await getMerchantByCodeOrDefault(db());
  const made = await createDeposit(paymentDeps(db()), merchant, member, {
    channel: 'bank_transfer',
    amount,
    clientKey: `report-dep-${member.id}-${amount}-${Date.now()}`,
  });
  await confirmManualDeposit(paymentDeps(db()), made.deposit.id, CLI_ACTOR);
}

beforeAll(async () => {
  auth = (await operatorToken(db(), 'finance')).auth;
  // The test database's own members registered when it was made: moved years back, so the
  // registrations counted are this file's.
  await db().updateTable('members').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
  await setBrandTimeZone(db(), MERCHANT, EARLY_ZONE);
  early = businessDay(new Date(), EARLY_ZONE);
  const a = (await newPayingMember(db())).member;
  const b = (await newPayingMember(db())).member;
  await createMember(db(), { trial: true });
  await fund(db(), a.id, 100_000n);
  await fund(db(), b.id, 100_000n);
  // Early day: a wins 25.00 on a 10.00 slot bet and loses 20.00 at a live table (valid bet 20 %: 4.00);
  // a deposits 40.00, the first deposit of all.
  await settledGameBet(db(), a.id, 1_000n, 2_500n, 'PXG');
  await settledGameBet(db(), a.id, 2_000n, 0n, 'LMN');
  await deposit(a, '40.00');

  await setBrandTimeZone(db(), MERCHANT, LATE_ZONE);
  late = businessDay(new Date(), LATE_ZONE);
  // Late day: b gets 10.00 back from 30.00, a loses 5.00; a deposits 15.00 (not a first deposit),
  // b deposits 50.00 (its first); a third member withdraws 25.00; a bonus of 3.00 is paid to b.
  await settledGameBet(db(), b.id, 3_000n, 1_000n, 'PXG');
  await settledGameBet(db(), a.id, 500n, 0n, 'PXG');
  await deposit(a, '15.00');
  await deposit(b, '50.00');
  const w = await createPendingWithdrawal(db(), { amount: '25.00' });
  await approveWithdrawal(paymentDeps(db()), w.withdrawal.id, CLI_ACTOR);
  // No feature pays a bonus into the roll-up yet; the play record's own entry point stands in for it.
  await recordMoneyMovement(db(), { merchantId: MERCHANT, memberId: b.id, day: late, bonuses: minor(300n) });
  Object.assign(members, { a, b, w: w.member });
});

async function get(url: string, headers = auth) {
  const res = await t.app.inject({ method: 'GET', url, headers: { Language: 'en', ...headers } });
  return { status: res.statusCode, body: res.json() };
}

const zeroDay = (day: string) => ({
  day,
  bets: 0,
  stake: '0.00',
  validBet: '0.00',
  payout: '0.00',
  ggr: '0.00',
  activePlayers: 0,
  bonuses: '0.00',
  ngr: '0.00',
  deposits: '0.00',
  depositCount: 0,
  withdrawals: '0.00',
  withdrawalCount: 0,
  registrations: 0,
  firstDepositors: 0,
});

describe('GET /admin/api/reports/daily', () => {
  it('answers each business day of the range from the roll-ups, worked by hand', async () => {
    const { status, body } = await get(`/admin/api/reports/daily?from=${early}&to=${late}`);
    expect(status).toBe(200);
    const report = body.value;
    expect(report).toMatchObject({ from: early, to: late, groupBy: 'day', timeZone: LATE_ZONE, groups: [] });
    expect(report.days[0]).toEqual({
      ...zeroDay(early),
      bets: 2,
      stake: '30.00',
      validBet: '14.00',
      payout: '25.00',
      ggr: '5.00',
      ngr: '5.00',
      activePlayers: 1,
      deposits: '40.00',
      depositCount: 1,
      firstDepositors: 1,
    });
    expect(report.days.at(-1)).toEqual({
      ...zeroDay(late),
      bets: 2,
      stake: '35.00',
      validBet: '35.00',
      payout: '10.00',
      ggr: '25.00',
      bonuses: '3.00',
      ngr: '22.00',
      activePlayers: 2,
      deposits: '65.00',
      depositCount: 2,
      withdrawals: '25.00',
      withdrawalCount: 1,
      // a, b and the withdrawing member, all registered now (the late zone's today); not the trial account.
      registrations: 3,
      firstDepositors: 1,
    });
    // The zones are one or two days apart: a day between them, if any, is there and empty.
    for (const day of report.days.slice(1, -1)) expect(day).toEqual(zeroDay(day.day));
    expect(report.totals).toEqual({
      bets: 4,
      stake: '65.00',
      validBet: '49.00',
      payout: '35.00',
      ggr: '30.00',
      bonuses: '3.00',
      ngr: '27.00',
      // a played on both days: counted once over the range.
      activePlayers: 2,
      deposits: '105.00',
      depositCount: 3,
      withdrawals: '25.00',
      withdrawalCount: 1,
      registrations: 3,
      firstDepositors: 2,
    });
  });

  it('splits each day by category and by vendor', async () => {
    const play = (day: string, group: string, f: [number, string, string, string, string, number]) => ({
      day,
      group,
      bets: f[0],
      stake: f[1],
      validBet: f[2],
      payout: f[3],
      ggr: f[4],
      activePlayers: f[5],
    });
    const byCategory = await get(`/admin/api/reports/daily?from=${early}&to=${late}&groupBy=category`);
    expect(byCategory.body.value.groups).toEqual([
      play(early, 'LIVE', [1, '20.00', '4.00', '0.00', '20.00', 1]),
      play(early, 'RNG', [1, '10.00', '10.00', '25.00', '-15.00', 1]),
      play(late, 'RNG', [2, '35.00', '35.00', '10.00', '25.00', 2]),
    ]);
    const byVendor = await get(`/admin/api/reports/daily?from=${early}&to=${late}&groupBy=vendor`);
    expect(byVendor.body.value.groups).toEqual([
      play(early, 'LMN', [1, '20.00', '4.00', '0.00', '20.00', 1]),
      play(early, 'PXG', [1, '10.00', '10.00', '25.00', '-15.00', 1]),
      play(late, 'PXG', [2, '35.00', '35.00', '10.00', '25.00', 2]),
    ]);
    // The days (the chart's series) are the same whatever the split.
    expect(byVendor.body.value.days).toEqual(byCategory.body.value.days);
  });

  it('defaults to the last seven business days up to today', async () => {
    const { body } = await get('/admin/api/reports/daily');
    expect(body.value.to).toBe(late);
    expect(body.value.days).toHaveLength(7);
    expect(body.value.days.at(-1).stake).toBe('35.00');
  });

  it('refuses a range that ends before it starts or runs past 366 days, in the asked language', async () => {
    const long = await get('/admin/api/reports/daily?from=2025-01-01&to=2026-01-02');
    expect([long.status, long.body.code]).toEqual([400, 'games.date_range_invalid']);
    expect(long.body.message).toContain('366 days');
    const reversed = await get('/admin/api/reports/daily?from=2026-02-01&to=2026-01-01', { ...auth, Language: 'pt' });
    expect([reversed.status, reversed.body.message]).toEqual([
      400,
      'Escolha um período de no máximo 366 dias, com fim depois do início.',
    ]);
    expect((await get('/admin/api/reports/daily?from=2025-01-01&to=2025-12-31')).status).toBe(200);
    expect((await get('/admin/api/reports/daily?groupBy=game')).body.code).toBe('request.invalid');
    expect((await get('/admin/api/reports/daily?from=yesterday')).status).toBe(400);
  });

  it('is refused to roles without reports.read', async () => {
    const content = await operatorToken(db(), 'content');
    const res = await get('/admin/api/reports/daily', content.auth);
    expect([res.status, res.body.code]).toEqual([403, 'operator.forbidden']);
    expect((await get('/admin/api/reports/players', content.auth)).status).toBe(403);
  });
});

describe('GET /admin/api/reports/players', () => {
  const range = () => `from=${early}&to=${late}`;
  const names = (list: { username: string }[]) => list.map((p) => p.username);

  it("lists the range's members by stake, GGR, deposits or withdrawals, a page at a time", async () => {
    const { a, b, w } = members;
    const byStake = await get(`/admin/api/reports/players?${range()}`);
    expect(byStake.status).toBe(200);
    expect(byStake.body.value).toMatchObject({ total: 3, totalPages: 1, sort: 'stake', from: early, to: late });
    expect(byStake.body.value.list).toEqual([
      {
        id: String(a.id),
        username: a.username,
        bets: 3,
        stake: '35.00',
        validBet: '19.00',
        payout: '25.00',
        ggr: '10.00',
        deposits: '55.00',
        withdrawals: '0.00',
        bonuses: '0.00',
      },
      {
        id: String(b.id),
        username: b.username,
        bets: 1,
        stake: '30.00',
        validBet: '30.00',
        payout: '10.00',
        ggr: '20.00',
        deposits: '50.00',
        withdrawals: '0.00',
        bonuses: '3.00',
      },
      expect.objectContaining({ username: w.username, bets: 0, stake: '0.00', withdrawals: '25.00' }),
    ]);
    expect(names((await get(`/admin/api/reports/players?${range()}&sort=ggr`)).body.value.list)).toEqual([
      b.username,
      a.username,
      w.username,
    ]);
    expect(names((await get(`/admin/api/reports/players?${range()}&sort=withdrawals`)).body.value.list)[0]).toBe(
      w.username,
    );
    const first = await get(`/admin/api/reports/players?${range()}&sort=deposits&pageSize=2`);
    expect([names(first.body.value.list), first.body.value.totalPages]).toEqual([[a.username, b.username], 2]);
    const second = await get(`/admin/api/reports/players?${range()}&sort=deposits&pageSize=2&pageNo=2`);
    expect(names(second.body.value.list)).toEqual([w.username]);
  });

  it('counts only the days asked for', async () => {
    const { body } = await get(`/admin/api/reports/players?from=${early}&to=${early}`);
    expect(body.value.list).toEqual([expect.objectContaining({ username: members.a.username, stake: '30.00' })]);
    expect((await get('/admin/api/reports/players?sort=username')).status).toBe(400);
  });
});
