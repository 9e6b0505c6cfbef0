import { isAgentType, type LoginValue } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/secrets.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { isTrial, type Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import type { ExternalVerification } from './external-verification.ts';
import { buildLoginValue } from './login-value.ts';
import { accountKeys, reserveAttempt, settleAttempt } from '../attempts/attempts.usecases.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import type { RequestFacts, VerificationPort } from './ports.ts';
import { startSession } from './sessions.usecases.ts';
import { authErrors } from './auth.errors.ts';

export type LoginInput = {
  username: string;
  password: string;
  captcha?: string | undefined;
  type: 'username' | 'sms';
  countryDialingCode?: string | undefined;
  agent?: boolean | undefined;
  challenge?: Record<string, string> | undefined;
};

export async function login(
  deps: { db: Db; verification: VerificationPort; external: ExternalVerification },
  merchant: Merchant,
  facts: RequestFacts,
  input: LoginInput,
): Promise<LoginValue> {
  const { db, verification } = deps;
  const username = input.username.trim();
  const password = input.password.trim();
  const subject =
    input.type === 'sms'
      ? verification.normaliseMobile(input.countryDialingCode ?? '', username)
      : username.toLowerCase();
  // Per account and address, then (passwords only) the account from anywhere, then the address.
  // An SMS code is a second factor: it reaches only the holder's phone, so a lock of the account's
  // password does not stop it (the code has its own attempt limit).
  const [perSource, wholeAccount] = accountKeys('login', merchant.id, subject, facts.ip);
  const keys = [
    perSource,
    ...(input.type === 'sms' ? [] : [wholeAccount]),
    { merchantId: merchant.id, scope: 'ip' as const, subject: facts.ip.slice(0, 100) },
  ];

  // The attempt is counted before the password is checked, so concurrent guesses cannot all slip
  // under the limit together: they answer as the same guesses sent one after another would.
  const outcome = await reserveAttempt(db, keys, { captchaOffered: Boolean(input.captcha || input.challenge?.token) });
  if (outcome.kind === 'captcha_required') throw authErrors.captchaRequired();
  const { reservation } = outcome;

  let member: Member | null;
  try {
    if (reservation.captchaRequired) await passCaptcha(deps, facts, input);
    member = await findAndCheck(deps, merchant, input.type, subject, password);
  } catch (error) {
    // A failed captcha (or a fault) is not a wrong password: the attempt does not count.
    await settleAttempt(db, reservation, 'void');
    throw error;
  }
  if (!member) {
    const { accountLocked } = await settleAttempt(db, reservation, 'failed');
    if (accountLocked) await tellHolderOfLock(db, merchant, subject);
    throw authErrors.invalidCredentials(reservation.captchaAfterFailure);
  }
  // Trial accounts are made by free play and have no password a person knows.
  const refusal = isTrial(member)
    ? 'auth.not_member'
    : input.agent && !isAgentType(member.isAgent)
      ? 'auth.not_agent'
      : null;
  if (refusal) {
    await settleAttempt(db, reservation, 'void');
    throw authErrors.refused(refusal);
  }

  await settleAttempt(db, reservation, 'right');
  const { token } = await startSession(db, member.id, facts.ip);
  // The member reads the site in this language now, so their messages (a password e-mail, an SMS
  // code, an inbox notice) follow it from here on.
  await membersPort.update(db, member.id, {
    last_login_at: new Date().toISOString(),
    first_login: 0,
    language: facts.language,
  });
  const value = await buildLoginValue(
    db,
    merchant,
    { ...member, language: facts.language },
    token,
    input.type === 'username' ? password : null,
    facts.language,
  );
  return value;
}

/** The account itself locked (guesses from many addresses): its holder reads why in the inbox. */
async function tellHolderOfLock(db: Db, merchant: Merchant, username: string) {
  const holder = await membersPort.findByUsername(db, merchant.id, username);
  if (holder) await notifyMember(db, { merchantId: merchant.id, memberId: holder.id, template: 'login_locked' });
}

/** The brand's third-party challenge when one is configured, otherwise our image captcha. */
async function passCaptcha(
  deps: { verification: VerificationPort; external: ExternalVerification },
  facts: RequestFacts,
  input: LoginInput,
) {
  const challenge = deps.external.challenge;
  if (challenge) {
    const token = input.challenge?.token;
    if (!token) throw authErrors.captchaRequired();
    if (!(await challenge.verify(token, facts.ip))) throw authErrors.challengeFailed();
    return;
  }
  if (!input.captcha) throw authErrors.captchaRequired();
  if (!(await deps.verification.verifyCaptcha(facts.captchaKey, input.captcha, facts.ip))) {
    throw authErrors.captchaInvalid();
  }
}

async function findAndCheck(
  deps: { db: Db; verification: VerificationPort },
  merchant: Merchant,
  type: LoginInput['type'],
  subject: string,
  password: string,
): Promise<Member | null> {
  if (type === 'sms') {
    const member = await membersPort.findByMobile(deps.db, merchant.id, subject);
    if (!member) return null;
    try {
      await deps.verification.consumeSmsCode({
        merchantId: merchant.id,
        purpose: 'login',
        mobile: subject,
        code: password,
      });
      return member;
    } catch (error) {
      if (error instanceof AppError && error.code.startsWith('sms.')) return null;
      throw error;
    }
  }
  const member = await membersPort.findByUsername(deps.db, merchant.id, subject);
  if (!member) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(member.passwordHash, password)) ? member : null;
}
