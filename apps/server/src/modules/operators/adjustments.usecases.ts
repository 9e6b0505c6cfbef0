import { randomUUID } from 'node:crypto';
import { formatMinor, parseAmountToMinor } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { membersPort } from '../members/members.port.ts';
import { inScope, type Actor } from '../payments/actor.ts';
import { paymentError } from '../payments/payments.errors.ts';

export type AdjustmentResult = { transactionId: number; amount: string; balance: string; replayed: boolean };

/**
 * Credit (positive) or debit (negative) of a member's main wallet against the house, with a
 * reason kept in the ledger. A debit never takes the wallet below zero (422). With a client key
 * a retry applies once (adjustment:<key>); without one every call is a new adjustment.
 */
export async function adjustMainWallet(
  db: Db,
  merchant: Merchant,
  input: { username: string; amount: string; reason: string; clientKey?: string | undefined },
  actor: Actor,
): Promise<AdjustmentResult> {
  if (!inScope(actor, merchant.id)) throw paymentError('operator.forbidden');
  const text = input.amount.trim();
  if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(text)) throw paymentError('adjustment.amount_invalid');
  const amount = minor(text.startsWith('-') ? -parseAmountToMinor(text.slice(1)) : parseAmountToMinor(text));
  if (amount === 0n) throw paymentError('adjustment.amount_invalid');
  const member = await membersPort.findByUsername(db, merchant.id, input.username);
  if (!member) throw paymentError('adjustment.member_not_found');
  const main = await ensureMemberAccount(db, merchant.id, member.id, 'main', merchant.currency);
  const house = await ensureSystemAccount(db, merchant.id, 'house', merchant.currency);
  const posted = await postTransaction(db, {
    merchantId: merchant.id,
    kind: amount > 0n ? 'adjustment_credit' : 'adjustment_debit',
    idempotencyKey: `adjustment:${input.clientKey ?? randomUUID()}`,
    legs: [
      { accountId: house.id, amount: minor(-amount) },
      { accountId: main.id, amount },
    ],
    metadata: { reason: input.reason.trim(), memberId: member.id, operatorId: actor.operatorId },
  });
  const entry = posted.entries.find((e) => e.accountId === main.id)!;
  return {
    transactionId: posted.id,
    amount: formatMinor(amount),
    balance: formatMinor(entry.balanceAfter),
    replayed: posted.replayed,
  };
}
