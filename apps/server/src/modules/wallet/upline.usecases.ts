import { formatMinor, parseAmountToMinor } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { amountIn, minor } from '../../lib/money.ts';
import { ensureMemberAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { isTrial, type Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { checkPaymentPassword } from '../auth/payment-password.usecases.ts';
import { walletErrors } from './wallet.errors.ts';

/** In whole units of the brand's currency: 1.00 USD, 1 VND (the places come from the currency). */
export const UPLINE_TRANSFER_MIN = '1';
export const UPLINE_TRANSFER_MAX_DEFAULT = '50000';

export type UplineTransferInput = { amount: string; paymentPassword: string; clientKey: string };

/**
 * Sends money from the member's main wallet to their direct upline's main wallet. Needs the
 * payment password; limits are one unit of the brand's currency up to its transferUplineMax
 * (default 50,000), both read with the currency's minor-unit places.
 * Idempotent on the client key.
 */
/** `source`: the client address, for the payment password's lock-out. */
export async function transferToUpline(
  db: Db,
  merchant: Merchant,
  member: Member,
  input: UplineTransferInput,
  source: string | null = null,
) {
  if (member.uplineId === null) throw walletErrors.noUpline();
  const upline = await membersPort.findById(db, member.uplineId);
  if (!upline || upline.merchantId !== merchant.id || isTrial(upline)) throw walletErrors.noUpline();
  if (!member.paymentPasswordHash) throw walletErrors.paymentPasswordMissing();

  const { places } = merchant;
  const amount = amountIn(input.amount, places);
  const min = minor(parseAmountToMinor(UPLINE_TRANSFER_MIN, places));
  const max = minor(parseAmountToMinor(merchant.config.transferUplineMax ?? UPLINE_TRANSFER_MAX_DEFAULT, places));
  if (amount < min) throw walletErrors.amountBelowMin(formatMinor(min, places));
  if (amount > max) throw walletErrors.amountAboveMax(formatMinor(max, places));
  await checkPaymentPassword(db, member, input.paymentPassword, source);

  const [from, to] = await Promise.all([
    ensureMemberAccount(db, merchant.id, member.id, 'main', merchant.currency),
    ensureMemberAccount(db, merchant.id, upline.id, 'main', merchant.currency),
  ]);
  const posted = await postTransaction(db, {
    merchantId: merchant.id,
    kind: 'upline_transfer',
    idempotencyKey: `upline:${member.id}:${input.clientKey}`,
    legs: [
      { accountId: from.id, amount: minor(-amount) },
      { accountId: to.id, amount },
    ],
    metadata: { fromMemberId: member.id, toMemberId: upline.id, amount: formatMinor(amount, places) },
  });
  const mainAfter = posted.entries.find((e) => e.accountId === from.id)?.balanceAfter ?? from.balance;
  return {
    replayed: posted.replayed,
    amount: formatMinor(amount, places),
    upline: upline.nickname,
    reference: String(posted.id),
    mainBalance: formatMinor(mainAfter, places),
  };
}
