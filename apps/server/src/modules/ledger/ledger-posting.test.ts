import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { balanceOf, expectLedgerSound, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from './ledger.usecases.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());
afterEach(async () => expectLedgerSound(database.db));

let seq = 0;
const key = (p: string) => `${p}:${++seq}:${Date.now()}`;

/** A member with 10.00 in main, and accounts that cannot share a transaction with it. */
async function setting() {
  const { member } = await newMember(database.db);
  await fund(database.db, member.id, 1000n);
  const wallet = await ensureMemberAccount(database.db, MERCHANT, member.id, 'main', 'USD');
  const house = await ensureSystemAccount(database.db, MERCHANT, 'house', 'USD');
  const euro = await ensureMemberAccount(database.db, MERCHANT, member.id, 'vendor:EURO', 'EUR');
  const other = await createMerchant(database.db, { code: `other${++seq}` });
  const otherHouse = await ensureSystemAccount(database.db, other.id, 'house', 'USD');
  return { member, wallet, house, bad: { unknown: 987_654_321, euro: euro.id, otherBrand: otherHouse.id } };
}

const transfer = (from: number, to: number, k: string) => ({
  merchantId: MERCHANT,
  kind: 'transfer_in',
  idempotencyKey: k,
  legs: [
    { accountId: from, amount: minor(-100n) },
    { accountId: to, amount: minor(100n) },
  ],
});

const keyTaken = async (k: string) =>
  (await database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', k).execute()).length >
  0;

describe('a posting whose legs do not fit their accounts', () => {
  it('is refused alone and writes nothing: unknown account, another brand, another currency', async () => {
    const { member, wallet, bad } = await setting();
    for (const target of Object.values(bad)) {
      const k = key('mismatch');
      await expect(postTransaction(database.db, transfer(wallet.id, target, k))).rejects.toThrow(/unknown account/);
      expect(await keyTaken(k)).toBe(false);
    }
    expect(BigInt(await balanceOf(database.db, member.id))).toBe(1000n);
  });

  it('is refused inside a caller’s transaction, which then commits nothing of its own', async () => {
    const { member, wallet, house, bad } = await setting();
    const [good, refused] = [key('good'), key('mismatch')];
    await expect(
      inTransaction(database.db, async (trx) => {
        await postTransaction(trx, transfer(wallet.id, house.id, good));
        await postTransaction(trx, transfer(wallet.id, bad.euro, refused));
      }),
    ).rejects.toThrow(/unknown account/);
    expect([await keyTaken(good), await keyTaken(refused)]).toEqual([false, false]);
    expect(BigInt(await balanceOf(database.db, member.id))).toBe(1000n);
  });

  it('SQLite: a caller that catches the refusal keeps its transaction and its other postings', async () => {
    // PostgreSQL aborts the whole transaction on any error; SQLite rolls back the posting's savepoint.
    if (database.kind !== 'sqlite') return;
    const { member, wallet, house, bad } = await setting();
    const refused: string[] = [];
    const kept = key('kept');
    await inTransaction(database.db, async (trx) => {
      for (const target of Object.values(bad)) {
        const k = key('mismatch');
        refused.push(k);
        await expect(postTransaction(trx, transfer(wallet.id, target, k))).rejects.toThrow(/unknown account/);
      }
      await postTransaction(trx, transfer(wallet.id, house.id, kept));
    });
    for (const k of refused) expect(await keyTaken(k)).toBe(false);
    expect(await keyTaken(kept)).toBe(true);
    expect(BigInt(await balanceOf(database.db, member.id))).toBe(900n);
  });

  it('a replay answers the first result; another body under the key is a conflict', async () => {
    const { member, wallet, house } = await setting();
    const k = key('replay');
    const first = await postTransaction(database.db, transfer(wallet.id, house.id, k));
    const again = await postTransaction(database.db, transfer(wallet.id, house.id, k));
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(again.entries).toEqual(first.entries);
    await expect(postTransaction(database.db, transfer(house.id, wallet.id, k))).rejects.toMatchObject({
      status: 409,
    });
    expect(BigInt(await balanceOf(database.db, member.id))).toBe(900n);
  });
});
