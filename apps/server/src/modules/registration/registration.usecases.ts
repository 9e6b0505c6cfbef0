import { randomBytes } from 'node:crypto';
import {
  checkRegistration,
  type FieldError,
  type FieldSetting,
  type RegisterPayload,
  type RegisterType,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { authErrors } from '../auth/auth.errors.ts';
import { registrationErrors } from './registration.errors.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { buildLoginValue } from '../auth/login-value.ts';
import type { ExternalVerification } from '../auth/external-verification.ts';
import type { RequestFacts, VerificationPort } from '../auth/ports.ts';
import { startSession } from '../auth/sessions.usecases.ts';
import { isFlagEnabled } from '../flags/flags.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { AVATAR_IDS } from '../members/member.model.ts';
import { agentsPort, type AffiliateLink } from '../agents/agents.port.ts';
import { membersPort } from '../members/members.port.ts';
import { linkReferral } from '../referrals/referrals.port.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { getRegisterSettings } from '../register-settings/register-settings.usecases.ts';

const CONTACT_FIELDS = ['payeeName', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'] as const;

/** An affiliate code is good when it belongs to an agent of this brand (the agent centre keeps the codes). */
export async function findAffiliateAgent(db: Db, merchant: Merchant, code: string): Promise<AffiliateLink> {
  const link = await agentsPort.resolveAffiliateCode(db, merchant.id, code);
  if (!link) throw registrationErrors.invitationCodeError();
  return link;
}

async function vouchedPhone(external: ExternalVerification, idToken: string): Promise<string> {
  if (!external.phoneAuth) throw registrationErrors.phoneAuthUnavailable();
  const phone = await external.phoneAuth.verifyIdToken(idToken);
  if (!phone) throw registrationErrors.phoneAuthFailed();
  return phone;
}

/** The rules that apply to this kind of registration, with the brand's flags folded in. */
async function effectiveSettings(db: Db, merchant: Merchant, kind: RegisterType): Promise<FieldSetting[]> {
  const entry = (await getRegisterSettings(db, merchant.id)).find((e) => e.registerType === kind);
  if (kind === 'register') return entry?.fields ?? [];
  const [withPassword, withSms] = await Promise.all([
    isFlagEnabled(db, merchant.id, 'MOBILEPASS3'),
    isFlagEnabled(db, merchant.id, 'SMSVERIF3'),
  ]);
  return (entry?.fields ?? []).map((f) => {
    if ((f.field === 'password' || f.field === 'confirmPassword') && !withPassword) return { ...f, enabled: false };
    if (f.field === 'verificationCode' && !withSms) return { ...f, enabled: false };
    if (f.field === 'mobileNum') return { ...f, enabled: true, required: true };
    return f;
  });
}

export async function registerMember(
  deps: { db: Db; verification: VerificationPort; external: ExternalVerification },
  merchant: Merchant,
  facts: RequestFacts,
  kind: RegisterType,
  payload: RegisterPayload,
) {
  const { db, verification } = deps;
  const flag = kind === 'register' ? 'USERNAMEREG3' : 'MOBILEREG3';
  if (!(await isFlagEnabled(db, merchant.id, flag))) throw registrationErrors.disabled();

  // An external phone-auth service vouches for the number instead of our SMS code.
  const phoneVouched = payload.firebaseIdToken ? await vouchedPhone(deps.external, payload.firebaseIdToken) : null;
  const settings = (await effectiveSettings(db, merchant, kind)).map((f) =>
    phoneVouched && f.field === 'verificationCode' ? { ...f, enabled: false } : f,
  );
  const enabled = (field: string) => settings.some((s) => s.field === field && s.enabled);
  const errors: FieldError[] = checkRegistration(settings, payload);
  if (kind === 'register' && !enabled('username')) errors.push({ field: 'username', key: 'validation.required' });
  if (errors.length > 0) throw registrationErrors.fields(errors);

  const link = payload.affiliateCode?.trim() ? await findAffiliateAgent(db, merchant, payload.affiliateCode) : null;

  if (enabled('captcha') && !(await verification.verifyCaptcha(facts.captchaKey, payload.captcha ?? '', facts.ip))) {
    throw authErrors.captchaField();
  }

  const typedMobile =
    payload.mobileNum?.trim() && enabled('mobileNum')
      ? verification.normaliseMobile(payload.countryDialingCode ?? '', payload.mobileNum)
      : null;
  if (phoneVouched && typedMobile && phoneVouched !== typedMobile) throw registrationErrors.phoneAuthFailed();
  const mobile = phoneVouched ?? typedMobile;
  if (mobile && (await membersPort.findByMobile(db, merchant.id, mobile))) throw registrationErrors.mobileTaken();

  const username = kind === 'registerMobile' ? mobile!.replace('+', '') : payload.username!.trim();
  if (await membersPort.findByUsername(db, merchant.id, username)) throw registrationErrors.usernameTaken();

  if (mobile && enabled('verificationCode')) {
    await verification.consumeSmsCode({
      merchantId: merchant.id,
      purpose: 'register',
      mobile,
      code: payload.verificationCode ?? '',
    });
  }

  // Without a password (mobile registration with MOBILEPASS3 off) the member logs in by SMS code.
  const password = enabled('password') ? payload.password!.trim() : randomBytes(24).toString('base64url');
  const now = new Date().toISOString();
  const contact = Object.fromEntries(
    CONTACT_FIELDS.flatMap((f) => (enabled(f) && payload[f]?.trim() ? [[f, payload[f]!.trim()]] : [])),
  );
  // argon2 takes tens of milliseconds of CPU: hashed before the transaction, so a registration does
  // not hold the database (on SQLite, every other writer) while it runs.
  const passwordHash = await hashPassword(password);
  const paymentPasswordHash =
    enabled('paymentPassword') && payload.paymentPassword ? await hashPassword(payload.paymentPassword) : null;
  const referralCode = payload.referralCode?.trim() || null;
  const member = await inTransaction(db, async (trx) => {
    // The code's registration count moves with the account it brought, in one transaction; so does
    // the referral link and its "registered" reward.
    if (link?.codeId) await agentsPort.countRegistration(trx, link.codeId);
    const inserted = await membersPort.insert(trx, {
      merchant_id: merchant.id,
      username,
      username_key: username.toLowerCase(),
      password_hash: passwordHash,
      payment_password_hash: paymentPasswordHash,
      nickname: username,
      mobile,
      country_dialing_code: mobile ? `+${(payload.countryDialingCode ?? '').replace('+', '')}` : null,
      email: enabled('email') && payload.email?.trim() ? payload.email.trim().toLowerCase() : null,
      contact: JSON.stringify(contact),
      is_agent: link?.memberType ?? 0,
      upline_id: link?.agent.id ?? null,
      affiliate_code: null,
      referral_code: referralCode,
      club_label_id: null,
      avatar_id: AVATAR_IDS[Math.floor(Math.random() * AVATAR_IDS.length)]!,
      // The language of the page they registered on: their messages are written in it.
      language: facts.language,
      first_login: 1,
      must_change_password: 0,
      password_changed_at: now,
      trial_expires_at: null,
      register_ip: facts.ip,
      register_url: payload.registerUrl?.slice(0, 2000) ?? null,
      created_at: now,
      last_login_at: null,
    });
    const referral = {
      merchantId: merchant.id,
      memberId: inserted.id,
      code: referralCode,
      ip: facts.ip,
      deviceId: facts.deviceId ?? null,
    };
    if (referralCode) await linkReferral(trx, referral);
    return inserted;
  }).catch((error: unknown) => {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw registrationErrors.usernameTaken();
    throw error;
  });

  if (!payload.login) return { username, session: null };
  const { token } = await startSession(db, member.id, facts.ip);
  const typed = enabled('password') ? password : null;
  const session = await buildLoginValue(db, merchant, member, token, typed, facts.language);
  await membersPort.update(db, member.id, { last_login_at: now, first_login: 0 });
  return { username, session };
}
