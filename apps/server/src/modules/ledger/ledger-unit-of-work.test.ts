import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/unit-of-work.ts';
import { changeFeed, type Change } from '../../lib/change-feed.ts';
import {
  accountBalance,
  expectLedgerSound,
  fundedWallet,
  legsMoving,
  posting,
  uniqueKey,
} from '../../../test/factories/ledger.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { MERCHANT } from '../../../test/wallet-fixtures.ts';
import { reverse } from './ledger-reversal.usecases.ts';
import { postTransaction } from './ledger.usecases.ts';

const database = useTestDatabase({ afterEachTest: expectLedgerSound });
const db = () => database().db;
const key = uniqueKey;
let seq = 0;

const walletWith = (cents: bigint) => fundedWallet(db(), cents);
const balance = (accountId: number) => accountBalance(db(), accountId);
const bet = (wallet: number, house: number, cents: bigint, k?: string) => posting('bet', wallet, house, cents, k);

describe('postings join the caller’s transaction', () => {
  it('a domain row and two postings commit together, and a failure after them leaves neither', async () => {
    const { wallet, house } = await walletWith(1000n);
    const flag = `uow-${++seq}`;
    const work = (fail: boolean) =>
      inTransaction(db(), async (trx) => {
        await trx.insertInto('merchant_flags').values({ merchant_id: MERCHANT, mod_id: flag, enabled: 1 }).execute();
        await postTransaction(trx, bet(wallet.id, house.id, 100n));
        await postTransaction(trx, bet(wallet.id, house.id, 200n));
        if (fail) throw new Error('crash after the postings');
      });
    await expect(work(true)).rejects.toThrow(/crash/);
    expect(await balance(wallet.id)).toBe(1000n);
    const none = await db().selectFrom('merchant_flags').selectAll().where('mod_id', '=', flag).execute();
    expect(none).toHaveLength(0);
    await work(false);
    expect(await balance(wallet.id)).toBe(700n);
  });

  it('a refused debit inside a transaction writes nothing of itself, whatever the caller does next', async () => {
    const { wallet, house } = await walletWith(100n);
    const k = key('refused');
    await expect(
      inTransaction(db(), async (trx) => {
        await postTransaction(trx, bet(wallet.id, house.id, 40n));
        await postTransaction(trx, bet(wallet.id, house.id, 500n, k));
      }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient_funds' });
    expect(await balance(wallet.id)).toBe(100n);
    const row = await db().selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', k).execute();
    expect(row).toHaveLength(0);
  });

  it('balance caches hear about a posting only once it commits, and never about a rolled-back one', async () => {
    const { member, wallet, house } = await walletWith(500n);
    const heard: Change[] = [];
    const stop = changeFeed.subscribe((c) => heard.push(c));
    try {
      await inTransaction(db(), async (trx) => {
        await postTransaction(trx, bet(wallet.id, house.id, 10n));
        expect(heard).toHaveLength(0);
      });
      expect(heard).toEqual([{ kind: 'balance', memberIds: [member.id] }]);
      await inTransaction(db(), async (trx) => {
        await postTransaction(trx, bet(wallet.id, house.id, 10n));
        throw new Error('rolled back');
      }).catch(() => undefined);
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('a transaction opened around the unit of work is refused, so no posting misses its commit hook', async () => {
    const { wallet, house } = await walletWith(50n);
    await expect(
      db()
        .transaction()
        .execute((trx) => postTransaction(trx, bet(wallet.id, house.id, 5n))),
    ).rejects.toThrow(/inTransaction/);
  });

  it('closing a member never erases their ledger history (no cascade)', async () => {
    const { member } = await walletWith(300n);
    await expect(db().deleteFrom('members').where('id', '=', member.id).execute()).rejects.toThrow();
    const accounts = await db().selectFrom('ledger_accounts').select('id').where('member_id', '=', member.id).execute();
    expect(accounts.length).toBeGreaterThan(0);
  });
});

describe('reversals', () => {
  it('a bet is reversed in parts, never beyond what it moved', async () => {
    const { wallet, house } = await walletWith(1000n);
    const original = bet(wallet.id, house.id, 300n);
    await postTransaction(db(), original);
    const part = (cents: bigint, k: string) =>
      reverse(db(), {
        merchantId: MERCHANT,
        originalKey: original.idempotencyKey,
        idempotencyKey: k,
        reason: 'partial refund',
        legs: legsMoving(house.id, wallet.id, cents),
      });
    const first = await part(100n, key('r1'));
    expect(first.reversesId).not.toBeNull();
    await part(150n, key('r2'));
    expect(await balance(wallet.id)).toBe(950n);
    await expect(part(51n, key('r3'))).rejects.toMatchObject({ code: 'ledger.reversal_exceeds_original' });
    const rest = await reverse(db(), {
      merchantId: MERCHANT,
      originalKey: original.idempotencyKey,
      idempotencyKey: key('r4'),
      reason: 'the rest',
    });
    expect(rest.entries.find((e) => e.accountId === wallet.id)?.amount).toBe(50n);
    expect(await balance(wallet.id)).toBe(1000n);
    await expect(
      reverse(db(), {
        merchantId: MERCHANT,
        originalKey: original.idempotencyKey,
        idempotencyKey: key('r5'),
        reason: 'x',
      }),
    ).rejects.toMatchObject({ code: 'ledger.reversal_exceeds_original' });
  });

  it('a rollback that outruns its bet leaves a marker: the late bet is refused and no money moves', async () => {
    const { wallet, house } = await walletWith(500n);
    const late = bet(wallet.id, house.id, 200n);
    const rollback = {
      merchantId: MERCHANT,
      originalKey: late.idempotencyKey,
      idempotencyKey: key('rb'),
      reason: 'vendor rollback',
    };
    const first = await reverse(db(), rollback);
    expect(first.entries).toEqual([]);
    const retried = await reverse(db(), rollback);
    expect(retried).toMatchObject({ id: first.id, replayed: true });
    await expect(postTransaction(db(), late)).rejects.toMatchObject({ code: 'ledger.reversed_before_posting' });
    expect(await balance(wallet.id)).toBe(500n);
  });

  it('concurrent partial reversals of one bet never give back more than it moved', async () => {
    const { wallet, house } = await walletWith(1000n);
    const original = bet(wallet.id, house.id, 100n);
    await postTransaction(db(), original);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        reverse(db(), {
          merchantId: MERCHANT,
          originalKey: original.idempotencyKey,
          idempotencyKey: key(`c${i}`),
          reason: 'part',
          legs: legsMoving(house.id, wallet.id, 30n),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balance(wallet.id)).toBe(990n);
  });
});
