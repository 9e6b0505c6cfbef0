import { randomUUID } from 'node:crypto';
import { AMOUNT_INPUT_PATTERN, fitsPlaces, formatMinor, parseAmountToMinor } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { membersPort } from '../members/members.port.ts';
import { inScope, type Actor } from './actor.model.ts';
import { operatorErrors } from './operators.errors.ts';

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
  if (!inScope(actor, merchant.id)) throw operatorErrors.forbidden();
  const { places } = merchant;
  const text = input.amount.trim();
  const unsigned = text.replace(/^-/, '');
  // In the brand's currency: "10.50" adjusts a USD wallet, a VND one takes whole dong only.
  if (!AMOUNT_INPUT_PATTERN.test(unsigned) || !fitsPlaces(unsigned, places))
    throw operatorErrors.adjustmentAmountInvalid();
  const size = parseAmountToMinor(unsigned, places);
  const amount = minor(text.startsWith('-') ? -size : size);
  if (amount === 0n) throw operatorErrors.adjustmentAmountInvalid();
  const member = await membersPort.findByUsername(db, merchant.id, input.username);
  if (!member) throw operatorErrors.adjustmentMemberNotFound();
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
    amount: formatMinor(amount, places),
    balance: formatMinor(entry.balanceAfter, places),
    replayed: posted.replayed,
  };
}
