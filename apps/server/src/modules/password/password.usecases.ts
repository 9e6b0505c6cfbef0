import { checkField, DEFAULT_FIELD_RULES, type FieldSetting, type LoginValue } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import { hashPassword, newToken, sha256 } from '../../lib/secrets.ts';
import { clearAccountLock } from '../attempts/attempts.usecases.ts';
import { checkLoginPassword } from '../attempts/login-password.usecases.ts';
import { buildLoginValue, WEAK_DEFAULT_PASSWORD } from '../auth/login-value.ts';
import type { MailPort, RequestFacts, VerificationPort } from '../auth/ports.ts';
import { endAllSessionsOf } from '../auth/sessions.usecases.ts';
import { startSession } from '../auth/sessions.usecases.ts';
import { isFlagEnabled } from '../flags/flags.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { isTrial, type Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { getRegisterSettings } from '../register-settings/register-settings.usecases.ts';
import { resetEmail } from './reset-email.ts';
import { passwordErrors } from './password.errors.ts';

const RESET_LINK_MINUTES = 30;

/** The brand's password rule is the one its registration form uses. */
async function checkNewPassword(db: Db, merchant: Merchant, field: string, password: string, confirm?: string) {
  const entry = (await getRegisterSettings(db, merchant.id)).find((e) => e.registerType === 'register');
  const rule: FieldSetting = entry?.fields.find((f) => f.field === 'password') ?? DEFAULT_FIELD_RULES.password;
  const error = checkField({ ...rule, enabled: true, required: true }, password);
  if (error) throw passwordErrors.invalidField({ ...error, field });
  if (password.trim() === WEAK_DEFAULT_PASSWORD) {
    throw passwordErrors.invalidField({ field, key: 'password.weak' });
  }
  if (confirm !== undefined && confirm.trim() !== password.trim()) {
    throw passwordErrors.invalidField({ field: 'confirmNewPassword', key: 'validation.confirm_mismatch' });
  }
}

async function setPassword(db: Db, member: Member, password: string, keepSessionId?: number): Promise<void> {
  const now = new Date().toISOString();
  await membersPort.update(db, member.id, {
    password_hash: await hashPassword(password.trim()),
    password_changed_at: now,
    must_change_password: 0,
  });
  await endAllSessionsOf(db, member.id, now, keepSessionId);
  changeFeed.emit({ kind: 'sessions', memberIds: [member.id] });
  // Guesses at the old password no longer matter: a reset link or SMS code gets through a lock.
  await clearAccountLock(db, 'login', member.merchantId, member.username.toLowerCase());
}

/** Change by a logged-in member: the old password is checked; other sessions are signed out. */
export async function changePassword(
  db: Db,
  merchant: Merchant,
  member: Member,
  sessionId: number,
  input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  if (isTrial(member)) throw passwordErrors.trialRefused();
  if (!input.oldPassword || !(await checkLoginPassword(db, member, input.oldPassword.trim()))) {
    throw passwordErrors.oldIncorrect();
  }
  await checkNewPassword(db, merchant, 'newPassword', input.newPassword, input.confirmNewPassword);
  if (input.newPassword.trim() === input.oldPassword.trim()) {
    throw passwordErrors.invalidField({ field: 'newPassword', key: 'password.same_as_old' });
  }
  await setPassword(db, member, input.newPassword, sessionId);
}

/** Sends a single-use reset link when the username and e-mail belong together. */
export async function requestEmailReset(
  deps: { db: Db; mail: MailPort },
  merchant: Merchant,
  facts: RequestFacts,
  input: { username: string; email: string },
): Promise<void> {
  const member = await membersPort.findByUsername(deps.db, merchant.id, input.username);
  if (!member || isTrial(member) || !member.email || member.email !== input.email.trim().toLowerCase()) {
    throw passwordErrors.userEmailMismatch();
  }
  const token = newToken();
  const now = new Date();
  await deps.db
    .insertInto('password_resets')
    .values({
      member_id: member.id,
      token_hash: sha256(token),
      expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  const link = `${facts.origin}/resetPassword?token=${encodeURIComponent(token)}`;
  await deps.mail.send({
    to: member.email,
    merchantId: merchant.id,
    ...resetEmail(member.language, merchant.name, link, RESET_LINK_MINUTES),
  });
}

/** The page behind the link: the token works once, before it expires; every session ends. */
export async function resetPasswordWithToken(
  db: Db,
  merchant: Merchant,
  input: { token: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const row = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', sha256(input.token))
    .executeTakeFirst();
  const member = row && (await membersPort.findById(db, Number(row.member_id)));
  if (!row || !member || member.merchantId !== merchant.id || row.used_at || Date.parse(row.expires_at) < Date.now()) {
    throw passwordErrors.resetInvalid();
  }
  await checkNewPassword(db, merchant, 'newPassword', input.newPassword, input.confirmNewPassword);
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw passwordErrors.resetInvalid();
  await setPassword(db, member, input.newPassword);
}

/** Recovery by phone (CHNGPASSVERIF3): the SMS code proves the number; the member is logged in. */
export async function resetPasswordByPhone(
  deps: { db: Db; verification: VerificationPort },
  merchant: Merchant,
  facts: RequestFacts,
  input: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
): Promise<LoginValue> {
  const { db, verification } = deps;
  if (!(await isFlagEnabled(db, merchant.id, 'CHNGPASSVERIF3'))) throw passwordErrors.recoveryDisabled();
  const mobile = verification.normaliseMobile(input.countryDialingCode, input.mobileNum);
  await checkNewPassword(db, merchant, 'newPassword', input.newPassword);
  const member = await membersPort.findByMobile(db, merchant.id, mobile);
  await verification.consumeSmsCode({
    merchantId: merchant.id,
    purpose: 'forgotPassword',
    mobile,
    code: input.verificationCode,
  });
  if (!member || isTrial(member)) throw passwordErrors.codeInvalid();
  await setPassword(db, member, input.newPassword);
  const fresh = (await membersPort.findById(db, member.id))!;
  const { token } = await startSession(db, member.id, facts.ip);
  return buildLoginValue(db, merchant, fresh, token, null, facts.language);
}
