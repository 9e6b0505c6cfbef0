import { currencyPlaces } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { amountIn, minor } from '../../lib/money.ts';
import type { Member } from '../members/member.model.ts';
import { withdrawalErrors } from './withdrawals.errors.ts';
import { deleteProof, saveProof } from './proof-storage.ts';
import type { Withdrawal } from './withdrawal.model.ts';
import { nextStatus } from './withdrawal-state.ts';
import { applyEvent } from './withdrawals.usecases.ts';
import { withdrawalsRepository } from './withdrawals.repository.ts';

export async function ownWithdrawal(db: Db, member: Member, id: number): Promise<Withdrawal> {
  const w = await withdrawalsRepository.findById(db, id);
  if (!w || w.memberId !== member.id) throw withdrawalErrors.notFound();
  return w;
}

/**
 * The member says the payout arrived: all of it, or part (the rest becomes a dispute, not a refund).
 * The step and the row it answers are one transaction: a crash between them leaves it disbursed,
 * so the member's retry goes through instead of finding a half-answered step.
 */
export async function confirmReceipt(
  db: Db,
  member: Member,
  id: number,
  input: { outcome: 'received' } | { outcome: 'partly_received'; receivedAmount: string },
): Promise<Withdrawal> {
  const w = await ownWithdrawal(db, member, id);
  const now = new Date().toISOString();
  if (input.outcome === 'received') {
    return inTransaction(db, (trx) =>
      applyEvent(trx, w, 'received', { confirmed_at: now, received_amount: w.amount, remaining_amount: 0n }),
    );
  }
  nextStatus(w.status, 'partly_received');
  const received = amountIn(input.receivedAmount, currencyPlaces(w.currency), 'receivedAmount');
  if (received <= 0n || received >= w.amount) throw withdrawalErrors.receivedAmountInvalid();
  return inTransaction(db, (trx) =>
    applyEvent(trx, w, 'partly_received', {
      confirmed_at: now,
      received_amount: received,
      remaining_amount: minor(w.amount - received),
    }),
  );
}

/**
 * Not received, with a proof image: stored first, removed again if the step is refused or fails.
 * The step runs in one transaction, so "failed" always means "not recorded" and the image can go.
 */
export async function reportNotReceived(
  db: Db,
  dataDir: string,
  member: Member,
  id: number,
  image: Buffer,
): Promise<Withdrawal> {
  const w = await ownWithdrawal(db, member, id);
  nextStatus(w.status, 'not_received');
  const proof = await saveProof(dataDir, image);
  try {
    return await inTransaction(db, (trx) =>
      applyEvent(trx, w, 'not_received', {
        confirmed_at: new Date().toISOString(),
        received_amount: 0n,
        remaining_amount: w.amount,
        proof_file: proof.file,
        proof_mime: proof.mime,
        proof_size: proof.size,
      }),
    );
  } catch (error) {
    await deleteProof(dataDir, proof.file);
    throw error;
  }
}

/**
 * The forced receipt: disbursed withdrawals nobody answered within `minutes` count as received.
 * Final — no refund and no later "not received". Runs as an exclusive job; each row moves only
 * if it is still disbursed, so a member answering at the same moment wins or loses cleanly.
 */
export async function autoConfirmWithdrawals(
  db: Db,
  minutes: number,
  now = new Date(),
): Promise<{ confirmed: number }> {
  const cutoff = new Date(now.getTime() - minutes * 60_000).toISOString();
  let confirmed = 0;
  for (;;) {
    const ids = await withdrawalsRepository.disbursedBefore(db, cutoff, 200);
    if (ids.length === 0) break;
    for (const id of ids) {
      const moved = await withdrawalsRepository.transition(db, id, ['disbursed'], {
        status: nextStatus('disbursed', 'auto_confirm'),
        confirmed_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      if (moved) confirmed++;
    }
    if (ids.length < 200) break;
  }
  return { confirmed };
}
