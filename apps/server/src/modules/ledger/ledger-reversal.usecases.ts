import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { ledgerErrors } from './ledger.errors.ts';
import { REVERSAL_MARKER, type Leg, type PostedTransaction } from './ledger.model.ts';
import { ledgerRepository } from './ledger.repository.ts';
import { hashRequest, postTransaction } from './ledger.usecases.ts';

export type ReverseInput = {
  merchantId: number;
  /** The idempotency key the original was (or will be) posted under, e.g. `vendor:BGS:tx-991`. */
  originalKey: string;
  /** This reversal's own key: a retried rollback answers the first result. */
  idempotencyKey: string;
  reason: string;
  /**
   * Part of the original to give back, legs with the opposite sign of the original's; the sum over
   * all reversals of an account never exceeds what the original moved. Omitted: all that remains.
   */
  legs?: Leg[];
};

/**
 * Undoes all or part of a transaction with a new one; the original is never touched.
 *
 * When the original has not arrived yet (a vendor rollback can outrun its bet), a marker takes its
 * key: the late original is then refused with ledger.reversed_before_posting, and this reversal is
 * recorded with no entries. Runs in the caller's unit of work when given one.
 */
export function reverse(db: DbOrTrx, input: ReverseInput): Promise<PostedTransaction> {
  return inRetryingTransaction(db, async (trx) => {
    const done = await ledgerRepository.findTransactionByKey(trx, input.merchantId, input.idempotencyKey);
    if (done) return (await ledgerRepository.loadPosted(trx, Number(done.id), true))!;
    const original = await originalOrMarker(trx, input);
    if (original.kind === REVERSAL_MARKER) return recordWithoutEntries(trx, input, original.id);
    const posted = (await ledgerRepository.loadPosted(trx, original.id, false))!;
    const legs = legsToReverse(posted, await ledgerRepository.reversedSoFar(trx, original.id), input.legs);
    return postTransaction(trx, {
      merchantId: input.merchantId,
      kind: `reversal:${original.kind}`,
      idempotencyKey: input.idempotencyKey,
      legs,
      metadata: { reason: input.reason },
      reversesId: original.id,
    });
  });
}

/** Full reversal of a transaction by id, keyed reversal:<id>: a second call answers the first. */
export async function reverseTransaction(db: DbOrTrx, transactionId: number, reason: string) {
  const original = await ledgerRepository.findTransactionById(db, transactionId);
  if (!original) throw ledgerErrors.invalid('no such transaction');
  return reverse(db, {
    merchantId: Number(original.merchant_id),
    originalKey: original.idempotency_key,
    idempotencyKey: `reversal:${transactionId}`,
    reason,
  });
}

/** The original, locked against a concurrent partial reversal; or a marker placed under its key. */
async function originalOrMarker(trx: Trx, input: ReverseInput): Promise<{ id: number; kind: string }> {
  const found = await ledgerRepository.findTransactionByKey(trx, input.merchantId, input.originalKey, true);
  if (found) return { id: Number(found.id), kind: found.kind };
  const markerId = await ledgerRepository.insertTransactionIfAbsent(trx, {
    merchantId: input.merchantId,
    idempotencyKey: input.originalKey,
    kind: REVERSAL_MARKER,
    requestHash: REVERSAL_MARKER,
    metadata: JSON.stringify({ reversedBy: input.idempotencyKey }),
    reversesId: null,
    createdAt: new Date().toISOString(),
  });
  if (markerId !== undefined) return { id: markerId, kind: REVERSAL_MARKER };
  // The original arrived between the two statements.
  const raced = (await ledgerRepository.findTransactionByKey(trx, input.merchantId, input.originalKey, true))!;
  return { id: Number(raced.id), kind: raced.kind };
}

async function recordWithoutEntries(trx: Trx, input: ReverseInput, markerId: number): Promise<PostedTransaction> {
  const kind = `reversal:${REVERSAL_MARKER}`;
  const metadata = { reason: input.reason };
  const requestHash = hashRequest({ kind, legs: [], reversesId: markerId, metadata });
  const id = await ledgerRepository.insertTransactionIfAbsent(trx, {
    merchantId: input.merchantId,
    idempotencyKey: input.idempotencyKey,
    kind,
    requestHash,
    metadata: JSON.stringify(metadata),
    reversesId: markerId,
    createdAt: new Date().toISOString(),
  });
  if (id === undefined) {
    const existing = (await ledgerRepository.findTransactionByKey(trx, input.merchantId, input.idempotencyKey))!;
    return (await ledgerRepository.loadPosted(trx, Number(existing.id), true))!;
  }
  return (await ledgerRepository.loadPosted(trx, id, false))!;
}

/** What is left to give back per account, and the legs this reversal posts. */
function legsToReverse(
  original: { entries: Leg[] },
  reversed: Map<number, Minor>,
  requested: Leg[] | undefined,
): Leg[] {
  const remaining = new Map(
    original.entries.map((e) => [e.accountId, minor(-(e.amount + (reversed.get(e.accountId) ?? 0n)))]),
  );
  if (!requested) {
    const legs = [...remaining].filter(([, left]) => left !== 0n).map(([accountId, amount]) => ({ accountId, amount }));
    if (legs.length === 0) throw ledgerErrors.reversalExceedsOriginal();
    return legs;
  }
  for (const leg of requested) {
    const left = remaining.get(leg.accountId);
    // Same direction as what is left to undo, and no more of it.
    const fits =
      left !== undefined && (left > 0n ? leg.amount > 0n && leg.amount <= left : leg.amount < 0n && leg.amount >= left);
    if (!fits) throw ledgerErrors.reversalExceedsOriginal();
  }
  return requested;
}
