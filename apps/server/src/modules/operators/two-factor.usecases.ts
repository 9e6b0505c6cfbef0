import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { checkWithLockout } from '../attempts/attempts.usecases.ts';
import { secretBox } from '../crypto/crypto.port.ts';
import { operatorErrors } from './operators.errors.ts';
import type { Operator } from './operator.model.ts';
import { operatorsRepository } from './operators.repository.ts';

/** How long the password step stays good for the second one. */
export const CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Arcadia console';

type SecondFactor = { code?: string | undefined; recoveryCode?: string | undefined };

/** The operator a live, unverified challenge belongs to; anything else is "sign in again". */
async function challengeOwner(db: Db, challenge: string, now: Date) {
  const session = await operatorsRepository.findSession(db, sha256(challenge));
  const fresh = session && now.getTime() - Date.parse(session.createdAt) < CHALLENGE_MINUTES * 60_000;
  if (!session || !fresh || session.revokedAt || session.verifiedAt) throw operatorErrors.challengeExpired();
  const operator = await operatorsRepository.findById(db, session.operatorId);
  if (!operator || operator.disabled) throw operatorErrors.challengeExpired();
  return { session, operator };
}

/** A new secret for an operator without two-factor yet: shown once (QR code and text) to enrol. */
export async function enrolTotp(db: Db, challenge: string, now = new Date()) {
  const { operator } = await challengeOwner(db, challenge, now);
  if ((await operatorsRepository.totpOf(db, operator.id)).secret) throw operatorErrors.alreadyEnrolled();
  const secret = generateSecret();
  // Kept sealed (lib/secret-box.ts): shown this once, never readable from the database alone.
  await operatorsRepository.setPendingSecret(db, operator.id, secretBox().seal(secret));
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: operator.username, secret }) };
}

/**
 * The second step: a current authenticator code (which confirms a pending enrolment) or an unused
 * recovery code. Wrong codes lock the operator out like wrong passwords do. Answers the session
 * token, and at enrolment the recovery codes (shown once; only their hashes are kept).
 */
export async function verifySecondFactor(db: Db, challenge: string, factor: SecondFactor, now = new Date()) {
  const { session, operator } = await challengeOwner(db, challenge, now);
  let enrolled = false;
  const right = await checkWithLockout(
    db,
    { merchantId: 0, scope: 'op_totp', subject: operator.username.toLowerCase() },
    async () => {
      const totp = await operatorsRepository.totpOf(db, operator.id);
      if (factor.recoveryCode !== undefined)
        return totp.secret !== null && (await spendRecoveryCode(db, operator.id, factor.recoveryCode, now));
      const sealed = totp.secret ?? totp.pendingSecret;
      if (!sealed || factor.code === undefined) return false;
      const step = await matchingStep(secretBox().open(sealed), factor.code, now);
      if (step === null) return false;
      enrolled = totp.secret === null;
      return operatorsRepository.useStep(db, operator.id, step, enrolled ? sealed : null, now.toISOString());
    },
  );
  if (!right) throw operatorErrors.codeInvalid();
  const token = newToken();
  const at = now.toISOString();
  if (!(await operatorsRepository.verifySession(db, session.id, sha256(token), at)))
    throw operatorErrors.challengeExpired();
  await operatorsRepository.touchLogin(db, operator.id, at);
  const recoveryCodes = enrolled ? await issueRecoveryCodes(db, operator.id, now) : null;
  return { token, operator, recoveryCodes };
}

/** A fresh set of recovery codes for a signed-in operator who shows a current code. */
export async function renewRecoveryCodes(db: Db, operator: Operator, code: string, now = new Date()) {
  const right = await checkWithLockout(
    db,
    { merchantId: 0, scope: 'op_totp', subject: operator.username.toLowerCase() },
    async () => {
      const { secret } = await operatorsRepository.totpOf(db, operator.id);
      const step = secret ? await matchingStep(secretBox().open(secret), code, now) : null;
      return step !== null && operatorsRepository.useStep(db, operator.id, step, null, now.toISOString());
    },
  );
  if (!right) throw operatorErrors.codeInvalid();
  return issueRecoveryCodes(db, operator.id, now);
}

/** The time step of a code good now (one step of clock drift either way), or null. */
async function matchingStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/-/g, '');

async function spendRecoveryCode(db: Db, operatorId: number, code: string, now: Date) {
  return operatorsRepository.useRecoveryCode(db, operatorId, sha256(normaliseRecovery(code)), now.toISOString());
}

async function issueRecoveryCodes(db: Db, operatorId: number, now: Date): Promise<string[]> {
  // 10 hex characters (40 bits) each, shown as xxxxx-xxxxx; random, so a SHA-256 is enough to keep.
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await operatorsRepository.replaceRecoveryCodes(
    db,
    operatorId,
    codes.map((c) => sha256(normaliseRecovery(c))),
    now.toISOString(),
  );
  return codes;
}

/** An operator who lost the authenticator and the recovery codes: the next sign-in enrols anew (CLI, console). */
export async function resetTwoFactor(db: Db, username: string): Promise<Operator | null> {
  const operator = await operatorsRepository.findByUsername(db, username);
  if (!operator) return null;
  await operatorsRepository.resetTotp(db, operator.id);
  return operator;
}
