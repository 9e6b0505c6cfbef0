import { describe, expect, it } from 'vitest';
import { minor, type Minor } from '../../lib/money.ts';
import {
  accountBalance,
  expectLedgerSound,
  fundedWallet as fundedWalletOf,
  legsMoving,
  uniqueKey,
} from '../../../test/factories/ledger.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { membersRepository } from '../members/members.repository.ts';
import { reverseTransaction } from './ledger-reversal.usecases.ts';
import { ensureMemberAccount, postTransaction } from './ledger.usecases.ts';

let memberId: number;
const MERCHANT = 1;
const database = useTestDatabase({
  prepare: async (db) => (memberId = (await membersRepository.findByUsername(db, MERCHANT, 'demo_player'))!.id),
  // The invariant every scenario must keep.
  afterEachTest: expectLedgerSound,
});
const db = () => database().db;
const key = uniqueKey;
const fundedWallet = (amount: bigint) => fundedWalletOf(db(), amount);
const balanceOf = (accountId: number) => accountBalance(db(), accountId);

describe('ledger', () => {
  it('50 concurrent debits of 100 against 1,000: exactly 10 succeed, balance 0, 10 entries', async () => {
    const { wallet, house } = await fundedWallet(1000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        postTransaction(db(), {
          merchantId: MERCHANT,
          kind: 'bet',
          idempotencyKey: key(`debit-${i}`),
          legs: legsMoving(wallet.id, house.id, 100n),
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason.code === 'wallet.insufficient_funds')).toBe(true);
    expect(BigInt(await balanceOf(wallet.id))).toBe(0n);
    const debits = await db()
      .selectFrom('ledger_entries')
      .select('id')
      .where('account_id', '=', wallet.id)
      .where('amount', '<', 0)
      .execute();
    expect(debits).toHaveLength(10);
  });

  it('a repeated idempotency key applies once and returns the first result', async () => {
    const { wallet, house } = await fundedWallet(0n);
    const input = {
      merchantId: MERCHANT,
      kind: 'deposit',
      idempotencyKey: key('deposit'),
      legs: legsMoving(house.id, wallet.id, 250n),
      metadata: { depositId: 7 },
    };
    const first = await postTransaction(db(), input);
    const again = await postTransaction(db(), input);
    const concurrent = await Promise.all([postTransaction(db(), input), postTransaction(db(), input)]);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(concurrent.map((c) => c.id)).toEqual([first.id, first.id]);
    expect(BigInt(await balanceOf(wallet.id))).toBe(250n);
  });

  it('the same key with another body is a 409 conflict and changes nothing', async () => {
    const { wallet, house } = await fundedWallet(0n);
    const k = key('conflict');
    const legs = (n: bigint) => legsMoving(house.id, wallet.id, n);
    await postTransaction(db(), { merchantId: MERCHANT, kind: 'deposit', idempotencyKey: k, legs: legs(100n) });
    await expect(
      postTransaction(db(), { merchantId: MERCHANT, kind: 'deposit', idempotencyKey: k, legs: legs(999n) }),
    ).rejects.toMatchObject({
      code: 'ledger.idempotency_conflict',
      status: 409,
    });
    expect(BigInt(await balanceOf(wallet.id))).toBe(100n);
  });

  it('refuses legs that do not sum to zero, and never mixes demo credit with real money', async () => {
    const { wallet, house } = await fundedWallet(0n);
    await expect(
      postTransaction(db(), {
        merchantId: MERCHANT,
        kind: 'x',
        idempotencyKey: key('bad'),
        legs: [
          { accountId: house.id, amount: minor(-1n) },
          { accountId: wallet.id, amount: minor(2n) },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    const demo = await ensureMemberAccount(db(), MERCHANT, memberId, 'demo', 'USD');
    await expect(
      postTransaction(db(), {
        merchantId: MERCHANT,
        kind: 'x',
        idempotencyKey: key('mix'),
        legs: legsMoving(house.id, demo.id, 5n),
      }),
    ).rejects.toThrow(/demo credit/);
  });

  it('a member balance never goes below zero, even bypassing the use case (CHECK constraint)', async () => {
    const { wallet } = await fundedWallet(10n);
    await expect(
      db().updateTable('ledger_accounts').set({ balance: -1n }).where('id', '=', wallet.id).execute(),
    ).rejects.toThrow();
  });

  it('corrects by a reversing transaction, once', async () => {
    const { wallet } = await fundedWallet(500n);
    const tx = await db()
      .selectFrom('ledger_entries')
      .select('transaction_id')
      .where('account_id', '=', wallet.id)
      .executeTakeFirstOrThrow();
    const reversal = await reverseTransaction(db(), Number(tx.transaction_id), 'funded by mistake');
    expect(reversal.reversesId).toBe(Number(tx.transaction_id));
    expect(BigInt(await balanceOf(wallet.id))).toBe(0n);
    const again = await reverseTransaction(db(), Number(tx.transaction_id), 'twice');
    expect(again.replayed).toBe(true);
  });

  it('random transfers between random accounts keep every invariant (property)', async () => {
    const wallets = await Promise.all([fundedWallet(1000n), fundedWallet(1000n), fundedWallet(1000n)]);
    const ids = wallets.map((w) => w.wallet.id);
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 60; i++) {
      const from = ids[rand(3)]!;
      const to = ids.filter((x) => x !== from)[rand(2)]!;
      const amount = BigInt(1 + rand(400)) as Minor;
      await postTransaction(db(), {
        merchantId: MERCHANT,
        kind: 'transfer',
        idempotencyKey: key('p'),
        legs: [
          { accountId: from, amount: minor(-amount) },
          { accountId: to, amount },
        ],
      }).catch((error: { code?: string }) => expect(error.code).toBe('wallet.insufficient_funds'));
    }
    const total = (await Promise.all(ids.map(balanceOf))).reduce((s: bigint, b) => s + BigInt(b), 0n);
    expect(total).toBe(3000n);
  });
});
