import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, expectLedgerSound, fund, newMember } from '../../../test/wallet-fixtures.ts';
import type { Member } from '../members/member.model.ts';
import { recordRange, typeOfKind } from './transactions.usecases.ts';
import { transferBetweenWallets } from './transfer.usecases.ts';
import { vendorsRepository } from '../catalogue/vendors.repository.ts';

let t: TestApp;
let member: Member;
let token: string;
let vendorName: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ member, token } = await newMember(t.database.db));
  const other = await newMember(t.database.db);
  await fund(t.database.db, other.member.id, 777n);
  // An old deposit-like adjustment 40 days ago, then today: adjustment, two transfers.
  await fund(t.database.db, member.id, 5000n);
  await t.database.db
    .updateTable('ledger_entries')
    .set({ created_at: new Date(Date.now() - 40 * DAY).toISOString() })
    .where('transaction_id', '=', (eb) =>
      eb.selectFrom('ledger_entries').select((e) => e.fn.max('transaction_id').as('m')),
    )
    .execute();
  await fund(t.database.db, member.id, 10000n);
  const merchant = await t.app.deps.merchants.resolve('localhost');
  vendorName = (await vendorsRepository.list(t.database.db, merchant.id)).find((v) => v.code === 'AV')!.name;
  await transferBetweenWallets(t.database.db, merchant, member, {
    vendor: 'AV',
    direction: 'in',
    amount: '25.50',
    clientKey: 'record-key-1',
  });
  await transferBetweenWallets(t.database.db, merchant, member, {
    vendor: 'AV',
    direction: 'out',
    amount: '5',
    clientKey: 'record-key-2',
  });
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerSound(t.database.db));

const record = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/relay/ODSFE2_MemTransDet${query}`, headers: auth(token) });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
  it('lists the last 30 days newest first, one line per event: a transfer between own wallets is one line', async () => {
    const { status, body } = await record();
    expect(status).toBe(200);
    const { list, total, totalPages, pageNo } = body.value;
    expect({ total, totalPages, pageNo }).toEqual({ total: 3, totalPages: 1, pageNo: 1 });
    type Line = { kind: string; wallet: string; toWallet: string | null; amount: string; balanceAfter: string };
    expect(list.map((e: Line) => [e.kind, e.wallet, e.toWallet, e.amount, e.balanceAfter])).toEqual([
      ['transfer_out', 'AV', 'MAIN', '-5.00', '20.50'],
      ['transfer_in', 'MAIN', 'AV', '-25.50', '124.50'],
      ['adjustment', 'MAIN', null, '100.00', '150.00'],
    ]);
    expect(list[0].type).toBe('transfer');
    expect(list[0]).toMatchObject({ walletName: vendorName, toWalletName: null, outcome: null, returned: null });
    expect(list[1]).toMatchObject({ walletName: null, toWalletName: vendorName });
    expect(Date.parse(list[0].time)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by type and pages with pageNo from 1', async () => {
    const transfers = (await record('?type=transfer')).body.value;
    expect(transfers.total).toBe(2);
    const adjustments = (await record('?type=adjustment')).body.value;
    expect(adjustments.list.map((e: { amount: string }) => e.amount)).toEqual(['100.00']);
    const page2 = (await record('?pageSize=2&pageNo=2')).body.value;
    expect(page2).toMatchObject({ total: 3, totalPages: 2, pageNo: 2, pageSize: 2 });
    expect(page2.list.map((e: { kind: string; wallet: string }) => `${e.kind}/${e.wallet}`)).toEqual([
      'adjustment/MAIN',
    ]);
    expect((await record('?pageSize=2&pageNo=4')).body.value.list).toEqual([]);
  });

  it('filters by date range (dates are whole UTC days, end inclusive) up to 90 days', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    const wide = (await record(`?startDate=${day(-45)}&endDate=${day(0)}`)).body.value;
    expect(wide.total).toBe(4);
    const old = (await record(`?startDate=${day(-45)}&endDate=${day(-35)}`)).body.value;
    expect(old.list.map((e: { amount: string }) => e.amount)).toEqual(['50.00']);
    const instant = encodeURIComponent(new Date(Date.now() - 39 * DAY).toISOString());
    expect((await record(`?startDate=${day(-45)}&endDate=${instant}`)).body.value.total).toBe(1);
  });

  it('refuses ranges over 90 days, ending before they start, or malformed dates', async () => {
    const tooLong = await record('?startDate=2026-01-01&endDate=2026-04-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      code: 'wallet.date_range_invalid',
      message: 'Choose a date range of at most 90 days, ending after it starts.',
    });
    expect((await record('?startDate=2026-03-01&endDate=2026-02-01')).body.code).toBe('wallet.date_range_invalid');
    expect((await record('?startDate=2026-13-01')).status).toBe(400);
    expect((await record('?type=lottery')).body.code).toBe('request.invalid');
    expect((await record('?pageNo=0')).body.code).toBe('request.invalid');
  });

  it('derives the filter type from the ledger kind', () => {
    expect(
      ['deposit', 'withdrawal_request', 'upline_transfer', 'reversal:deposit', 'bet', 'odd'].map(typeOfKind),
    ).toEqual(['deposit', 'withdrawal', 'upline_transfer', 'reversal', 'bet', 'other']);
    expect(recordRange('2026-01-01', '2026-03-31')).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-04-01T00:00:00.000Z',
    });
  });

  it('by default reads up to now inclusive: a line written in the same millisecond is in', () => {
    const now = new Date('2026-05-01T12:00:00.500Z');
    const { to } = recordRange(undefined, undefined, now);
    expect('2026-05-01T12:00:00.500Z' < to).toBe(true);
  });
});
