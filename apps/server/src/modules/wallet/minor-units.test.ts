import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hub88UnitsPerMinor } from '@arcadia/contracts';
import type { DbHandle } from '../../db/database.ts';
import { minor } from '../../lib/money.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createMember } from '../../../test/factories/members.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { expectLedgerSound } from '../../../test/wallet-fixtures.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { transferBetweenWallets } from './transfer.usecases.ts';
import { vendorsRepository } from './vendors.repository.ts';
import { headerBalance } from './wallet.usecases.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** A brand in `currency` with one transfer-mode vendor, and a member of it holding `main` minor units. */
async function brandWithMember(currency: string, main: bigint) {
  const db = database.db;
  const code = `brand_${currency.toLowerCase()}`;
  const merchant = await createMerchant(db, { code, currency });
  await vendorsRepository.insert(db, merchant.id, [{ code: 'TV', name: 'Transfer Vendor', walletMode: 'transfer' }]);
  const member = await createMember(db, { merchantId: merchant.id });
  const account = await ensureMemberAccount(db, merchant.id, member.id, 'main', currency);
  const house = await ensureSystemAccount(db, merchant.id, 'house', currency);
  await postTransaction(db, {
    merchantId: merchant.id,
    kind: 'adjustment',
    idempotencyKey: `fund:${code}`,
    legs: [
      { accountId: house.id, amount: minor(-main) },
      { accountId: account.id, amount: minor(main) },
    ],
  });
  return { merchant, member };
}

describe('amounts in the brand currency', () => {
  it('a VND brand (0 places) shows and takes whole amounts, stored as whole minor units', async () => {
    const { merchant, member } = await brandWithMember('VND', 50_000n);
    expect(merchant.places).toBe(0);
    expect((await headerBalance(database.db, merchant, member)).sumBalance).toBe('50000');

    const moved = await transferBetweenWallets(database.db, merchant, member, {
      vendor: 'TV',
      direction: 'in',
      amount: '1250',
      clientKey: 'vnd-transfer-1',
    });
    expect(moved.moves[0]!.amount).toBe('1250');
    const sub = await ensureMemberAccount(database.db, merchant.id, member.id, 'vendor:TV', 'VND');
    expect(sub.balance).toBe(1250n);

    await expect(
      transferBetweenWallets(database.db, merchant, member, {
        vendor: 'TV',
        direction: 'in',
        amount: '12.50',
        clientKey: 'vnd-transfer-2',
      }),
    ).rejects.toMatchObject({ code: 'request.invalid', errors: [{ field: 'amount', key: 'validation.amount' }] });
    expect((await ensureMemberAccount(database.db, merchant.id, member.id, 'vendor:TV', 'VND')).balance).toBe(1250n);
    await expectLedgerSound(database.db);
  });

  it('a USD brand (2 places) keeps cents', async () => {
    const { merchant, member } = await brandWithMember('USD', 10_000n);
    expect(merchant.places).toBe(2);
    expect((await headerBalance(database.db, merchant, member)).sumBalance).toBe('100.00');
    const moved = await transferBetweenWallets(database.db, merchant, member, {
      vendor: 'TV',
      direction: 'in',
      amount: '12.5',
      clientKey: 'usd-transfer-1',
    });
    expect(moved.moves[0]!.amount).toBe('12.50');
    expect((await ensureMemberAccount(database.db, merchant.id, member.id, 'vendor:TV', 'USD')).balance).toBe(1250n);
  });

  it('Hub88 amounts (1/100000 of a unit) convert by the currency', () => {
    expect(hub88UnitsPerMinor('USD')).toBe(1000);
    expect(hub88UnitsPerMinor('VND')).toBe(100_000);
    expect(hub88UnitsPerMinor('KWD')).toBe(100);
  });
});
