import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hub88UnitsPerMinor } from '@arcadia/contracts';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createMember } from '../../../test/factories/members.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { expectLedgerSound, fund } from '../../../test/wallet-fixtures.ts';
import { ensureMemberAccount } from '../ledger/ledger.usecases.ts';
import { transferBetweenWallets } from './transfer.usecases.ts';
import { vendorsRepository } from '../catalogue/vendors.repository.ts';
import { headerBalance } from './wallet.usecases.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** A brand in `currency` with one transfer-mode vendor, and a member of it holding `main` minor units. */
async function brandWithMember(currency: string, main: bigint, code = `brand_${currency.toLowerCase()}`) {
  const db = database.db;
  const merchant = await createMerchant(db, { code, currency });
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
  it.each([
    { currency: 'VND', places: 0, funded: 50_000n, shown: '50000', typed: '1250', stored: '1250' },
    { currency: 'USD', places: 2, funded: 10_000n, shown: '100.00', typed: '12.5', stored: '12.50' },
  ])(
    'a $currency brand ($places places) shows its balance and moves amounts, stored as minor units',
    async ({ currency, places, funded, shown, typed, stored }) => {
      const { merchant, member, moveIn, vendorBalance } = await brandWithMember(currency, funded);
      expect(merchant.places).toBe(places);
      expect((await headerBalance(database.db, merchant, member)).sumBalance).toBe(shown);
      const moved = await moveIn(typed, `${currency.toLowerCase()}-transfer-1`);
      expect(moved.moves[0]!.amount).toBe(stored);
      expect(await vendorBalance()).toBe(1250n);
    },
  );

  it('a VND brand takes whole amounts only: a fraction is refused and nothing moves', async () => {
    const { moveIn, vendorBalance } = await brandWithMember('VND', 50_000n, 'brand_vnd_whole');
    await moveIn('1250', 'vnd-transfer-1');
    await expect(moveIn('12.50', 'vnd-transfer-2')).rejects.toMatchObject({
      code: 'request.invalid',
      errors: [{ field: 'amount', key: 'validation.amount' }],
    });
    expect(await vendorBalance()).toBe(1250n);
    await expectLedgerSound(database.db);
  });

  it('Hub88 amounts (1/100000 of a unit) convert by the currency', () => {
    expect(hub88UnitsPerMinor('USD')).toBe(1000);
    expect(hub88UnitsPerMinor('VND')).toBe(100_000);
    expect(hub88UnitsPerMinor('KWD')).toBe(100);
  });
});
