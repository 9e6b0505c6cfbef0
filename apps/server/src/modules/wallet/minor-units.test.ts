import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hub88UnitsPerMinor } from '@arcadia/contracts';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createMember } from '../../../test/factories/members.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { expectLedgerSound, fund } from '../../../test/wallet-fixtures.ts';
import { ensureMemberAccount } from '../ledger/ledger.usecases.ts';
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
  const merchant = await createMerchant(db, { code: `brand_${currency.toLowerCase()}`, currency });
  await vendorsRepository.insert(db, merchant.id, [{ code: 'TV', name: 'Transfer Vendor', walletMode: 'transfer' }]);
  const member = await createMember(db, { merchantId: merchant.id });
  await fund(db, member.id, main, 'main', merchant);
  const moveIn = (amount: string, clientKey: string) =>
    transferBetweenWallets(db, merchant, member, { vendor: 'TV', direction: 'in', amount, clientKey });
  const vendorBalance = async () =>
    (await ensureMemberAccount(db, merchant.id, member.id, 'vendor:TV', currency)).balance;
  return { merchant, member, moveIn, vendorBalance };
}

describe('amounts in the brand currency', () => {
  it('a VND brand (0 places) shows and takes whole amounts, stored as whole minor units', async () => {
    const { merchant, member, moveIn, vendorBalance } = await brandWithMember('VND', 50_000n);
    expect(merchant.places).toBe(0);
    expect((await headerBalance(database.db, merchant, member)).sumBalance).toBe('50000');

    const moved = await moveIn('1250', 'vnd-transfer-1');
    expect(moved.moves[0]!.amount).toBe('1250');
    expect(await vendorBalance()).toBe(1250n);

    await expect(moveIn('12.50', 'vnd-transfer-2')).rejects.toMatchObject({
      code: 'request.invalid',
      errors: [{ field: 'amount', key: 'validation.amount' }],
    });
    expect(await vendorBalance()).toBe(1250n);
    await expectLedgerSound(database.db);
  });

  it('a USD brand (2 places) keeps cents', async () => {
    const { merchant, member, moveIn, vendorBalance } = await brandWithMember('USD', 10_000n);
    expect(merchant.places).toBe(2);
    expect((await headerBalance(database.db, merchant, member)).sumBalance).toBe('100.00');
    const moved = await moveIn('12.5', 'usd-transfer-1');
    expect(moved.moves[0]!.amount).toBe('12.50');
    expect(await vendorBalance()).toBe(1250n);
  });

  it('Hub88 amounts (1/100000 of a unit) convert by the currency', () => {
    expect(hub88UnitsPerMinor('USD')).toBe(1000);
    expect(hub88UnitsPerMinor('VND')).toBe(100_000);
    expect(hub88UnitsPerMinor('KWD')).toBe(100);
  });
});
