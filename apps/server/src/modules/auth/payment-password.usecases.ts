import type { Db } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/secrets.ts';
import type { Member } from '../members/member.model.ts';
import { checkLoginPassword } from '../attempts/login-password.usecases.ts';
import { accountKeys, checkWithLockout } from '../attempts/attempts.usecases.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { membersPort } from '../members/members.port.ts';
import { paymentPasswordErrors } from './auth.errors.ts';

export type SetPaymentPasswordInput = {
  loginPassword?: string | undefined;
  oldPaymentPassword?: string | undefined;
  newPaymentPassword: string;
};

/**
 * Sets or changes the six-digit payment password. Changing needs the current one; setting the
 * first one needs the login password, so a borrowed session alone cannot set it.
 */
export async function setPaymentPassword(
  db: Db,
  member: Member,
  input: SetPaymentPasswordInput,
  source: string | null = null,
): Promise<void> {
  if (member.paymentPasswordHash) {
    await checkPaymentPassword(db, member, input.oldPaymentPassword ?? '', source);
  } else if (!(await checkLoginPassword(db, member, input.loginPassword ?? ''))) {
    throw paymentPasswordErrors.loginPasswordInvalid();
  }
  await membersPort.update(db, member.id, {
    payment_password_hash: await hashPassword(input.newPaymentPassword),
  });
}

/**
 * The one check of the payment password, for every flow that moves money out (withdrawal,
 * transfer to upline) and for changing it: missing and wrong are told apart, and repeated wrong
 * answers lock it (429 with Retry-After) however many requests run at once: for the address
 * (`source`) they come from, and for the member once they come from several (the member is told).
 */
export async function checkPaymentPassword(
  db: Db,
  member: Member,
  password: string,
  source: string | null = null,
): Promise<void> {
  const hash = member.paymentPasswordHash;
  if (!hash) throw paymentPasswordErrors.paymentPasswordMissing();
  const right = await checkWithLockout(
    db,
    accountKeys('paypass', member.merchantId, String(member.id), source),
    async () => password !== '' && verifyPassword(hash, password),
    async () => {
      await notifyMember(db, {
        merchantId: member.merchantId,
        memberId: member.id,
        template: 'payment_password_locked',
      });
    },
  );
  if (!right) throw paymentPasswordErrors.paymentPasswordInvalid();
}
