import type { Db } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/secrets.ts';
import type { Member } from '../members/member.model.ts';
import { membersRepository } from '../members/members.repository.ts';
import { walletErrors } from './wallet.errors.ts';

export type SetPaymentPasswordInput = {
  loginPassword?: string | undefined;
  oldPaymentPassword?: string | undefined;
  newPaymentPassword: string;
};

/**
 * Sets or changes the six-digit payment password. Changing needs the current one; setting the
 * first one needs the login password, so a borrowed session alone cannot set it.
 */
export async function setPaymentPassword(db: Db, member: Member, input: SetPaymentPasswordInput): Promise<void> {
  if (member.paymentPasswordHash) {
    if (!input.oldPaymentPassword || !(await verifyPassword(member.paymentPasswordHash, input.oldPaymentPassword))) {
      throw walletErrors.paymentPasswordInvalid();
    }
  } else if (!input.loginPassword || !(await verifyPassword(member.passwordHash, input.loginPassword))) {
    throw walletErrors.loginPasswordInvalid();
  }
  await membersRepository.update(db, member.id, {
    payment_password_hash: await hashPassword(input.newPaymentPassword),
  });
}

/** The payment password guards money leaving the member: missing and wrong are told apart. */
export async function checkPaymentPassword(member: Member, password: string): Promise<void> {
  if (!member.paymentPasswordHash) throw walletErrors.paymentPasswordMissing();
  if (!(await verifyPassword(member.paymentPasswordHash, password))) throw walletErrors.paymentPasswordInvalid();
}
