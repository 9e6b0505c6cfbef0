import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { balanceOf, expectLedgerSound, fund, newMember } from '../../../test/wallet-fixtures.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { MerchantDirectory } from '../merchants/merchant-directory.ts';
import { transferBetweenWallets } from './transfer.usecases.ts';
import { headerBalance } from './wallet.usecases.ts';

let database: DbHandle;
let merchant: Merchant;
beforeAll(async () => {
  database = await createTestDatabase();
  merchant = await new MerchantDirectory(database.db).resolve('localhost');
});
afterAll(async () => database.close());
afterEach(async () => expectLedgerSound(database.db));

describe('wallet use cases', () => {
  it('ten concurrent requests with one clientKey move the money once and all answer the same transfer', async () => {
    const { member } = await newMember(database.db);
    await fund(database.db, member.id, 10000n);
    const input = { vendor: 'AV', direction: 'in' as const, amount: '60', clientKey: 'concurrent-key-1' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => transferBetweenWallets(database.db, merchant, member, input)),
    );
    expect(new Set(results.map((r) => r.moves[0]!.reference)).size).toBe(1);
    expect(results.filter((r) => !r.replayed).length).toBeLessThanOrEqual(1);
    expect(await balanceOf(database.db, member.id, 'main')).toBe(4000n);
    expect(await balanceOf(database.db, member.id, 'vendor:AV')).toBe(6000n);
  });

  it('concurrent transfers with different keys never overdraw main', async () => {
    const { member } = await newMember(database.db);
    await fund(database.db, member.id, 1000n);
    const settled = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        transferBetweenWallets(database.db, merchant, member, {
          vendor: 'AI',
          direction: 'in',
          amount: '3',
          clientKey: `race-key-${i}-xx`,
        }),
      ),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceOf(database.db, member.id, 'main')).toBe(100n);
  });

  it('a real member header balance never includes demo credit', async () => {
    const { member } = await newMember(database.db);
    await fund(database.db, member.id, 500n);
    await fund(database.db, member.id, 99900n, 'demo');
    expect((await headerBalance(database.db, merchant, member)).sumBalance).toBe('5.00');
  });
});
