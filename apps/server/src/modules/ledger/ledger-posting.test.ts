import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/unit-of-work.ts';
import { expectLedgerSound, fundedWallet, posting, uniqueKey } from '../../../test/factories/ledger.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { balanceOf, MERCHANT } from '../../../test/wallet-fixtures.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from './ledger.usecases.ts';

const database = useTestDatabase({ afterEachTest: expectLedgerSound });
const db = () => database().db;
let seq = 0;
const key = uniqueKey;

/** A member with 10.00 in main, and accounts that cannot share a transaction with it. */
async function setting() {
  const { member, wallet, house } = await fundedWallet(db(), 1000n);
  const euro = await ensureMemberAccount(db(), MERCHANT, member.id, 'vendor:EURO', 'EUR');
  const other = await createMerchant(db(), { code: `other${++seq}` });
  const otherHouse = await ensureSystemAccount(db(), other.id, 'house', 'USD');
  return { member, wallet, house, bad: { unknown: 987_654_321, euro: euro.id, otherBrand: otherHouse.id } };
}

const transfer = (from: number, to: number, k: string) => posting('transfer_in', from, to, 100n, k);

const keyTaken = async (k: string) =>
  (await db().selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', k).execute()).length > 0;

describe('a posting whose legs do not fit their accounts', () => {
  it('is refused alone and writes nothing: unknown account, another brand, another currency', async () => {
    const { member, wallet, bad } = await setting();
    for (const target of Object.values(bad)) {
      const k = key('mismatch');
      await expect(postTransaction(db(), transfer(wallet.id, target, k))).rejects.toThrow(/unknown account/);
      expect(await keyTaken(k)).toBe(false);
    }
    expect(BigInt(await balanceOf(db(), member.id))).toBe(1000n);
  });

  it('is refused inside a caller’s transaction, which then commits nothing of its own', async () => {
    const { member, wallet, house, bad } = await setting();
    const [good, refused] = [key('good'), key('mismatch')];
    await expect(
      inTransaction(db(), async (trx) => {
        await postTransaction(trx, transfer(wallet.id, house.id, good));
        await postTransaction(trx, transfer(wallet.id, bad.euro, refused));
      }),
    ).rejects.toThrow(/unknown account/);
    expect([await keyTaken(good), await keyTaken(refused)]).toEqual([false, false]);
    expect(BigInt(await balanceOf(db(), member.id))).toBe(1000n);
  });

  it('SQLite: a caller that catches the refusal keeps its transaction and its other postings', async () => {
    // PostgreSQL aborts the whole transaction on any error; SQLite rolls back the posting's savepoint.
    if (database().kind !== 'sqlite') return;
    const { member, wallet, house, bad } = await setting();
    const refused: string[] = [];
    const kept = key('kept');
    await inTransaction(db(), async (trx) => {
      for (const target of Object.values(bad)) {
        const k = key('mismatch');
        refused.push(k);
        await expect(postTransaction(trx, transfer(wallet.id, target, k))).rejects.toThrow(/unknown account/);
      }
      await postTransaction(trx, transfer(wallet.id, house.id, kept));
    });
    for (const k of refused) expect(await keyTaken(k)).toBe(false);
    expect(await keyTaken(kept)).toBe(true);
    expect(BigInt(await balanceOf(db(), member.id))).toBe(900n);
  });

  it('a replay answers the first result; another body under the key is a conflict', async () => {
    const { member, wallet, house } = await setting();
    const k = key('replay');
    const first = await postTransaction(db(), transfer(wallet.id, house.id, k));
    const again = await postTransaction(db(), transfer(wallet.id, house.id, k));
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(again.entries).toEqual(first.entries);
    await expect(postTransaction(db(), transfer(house.id, wallet.id, k))).rejects.toMatchObject({
      status: 409,
    });
    expect(BigInt(await balanceOf(db(), member.id))).toBe(900n);
  });
});
