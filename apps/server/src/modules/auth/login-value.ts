import type { LoginValue } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { isFlagEnabled } from '../flags/flags.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { toMemberInfo } from '../members/member-info.ts';
import type { Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';

export const WEAK_DEFAULT_PASSWORD = '123456';
/** Expiry used when the brand turns on its password-expiry policy (PASSEXPIRY3). */
export const PASSWORD_EXPIRY_DAYS = 90;

export async function isPasswordExpired(
  db: Db,
  merchant: Merchant,
  member: Member,
  now = new Date(),
): Promise<boolean> {
  if (!(await isFlagEnabled(db, merchant.id, 'PASSEXPIRY3'))) return false;
  return now.getTime() - Date.parse(member.passwordChangedAt) > PASSWORD_EXPIRY_DAYS * 86_400_000;
}

/**
 * The login answer. A forced change is due for the weak default password (typed by the member,
 * so only for password logins), for an expired password when forced change is on, or when an
 * operator flagged the account.
 */
export async function buildLoginValue(
  db: Db,
  merchant: Merchant,
  member: Member,
  token: string,
  typedPassword: string | null,
  language: string,
): Promise<LoginValue> {
  const passwordExpired = await isPasswordExpired(db, merchant, member);
  const forceOnExpiry = passwordExpired && (await isFlagEnabled(db, merchant.id, 'FORCECHNGPASS3'));
  const labels = await membersPort.labelsOf(db, member);
  return {
    token,
    firstTimeLogin: member.firstLogin,
    passwordExpired,
    mustChangePassword: typedPassword === WEAK_DEFAULT_PASSWORD || forceOnExpiry || member.mustChangePassword,
    user: toMemberInfo(member, labels, merchant, language),
  };
}
