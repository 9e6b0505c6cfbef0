import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import { burnPasswordCheck, hashPassword, newToken, sha256, verifyPassword } from '../../lib/secrets.ts';
import { sessionIdleness } from '../../lib/session-idle.ts';
import { accountKeys, checkWithLockout } from '../attempts/attempts.usecases.ts';
import { operatorErrors } from './operators.errors.ts';
import type { Operator } from './operator.model.ts';
import { operatorsRepository, type OperatorSession } from './operators.repository.ts';

export const OPERATOR_PASSWORD_MIN = 10;
const USERNAME = /^[A-Za-z0-9_.-]{3,40}$/;

/** A password nobody has to invent: 18 random bytes, base64url (24 characters). */
export const generateOperatorPassword = () => randomBytes(18).toString('base64url');

export async function createOperator(
  db: Db,
  input: { username: string; password: string; role: OperatorRole; merchantId: number | null },
): Promise<Operator> {
  if (!USERNAME.test(input.username)) throw operatorErrors.invalidCredentials();
  if (input.password.length < OPERATOR_PASSWORD_MIN) throw operatorErrors.passwordWeak(OPERATOR_PASSWORD_MIN);
  if (await operatorsRepository.findByUsername(db, input.username)) throw operatorErrors.usernameTaken();
  return operatorsRepository.insert(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    merchantId: input.merchantId,
  });
}

/**
 * The first sign-in step. Same answer for an unknown name, a wrong password or a disabled account.
 * A right password opens a challenge (a session not yet verified) that the second step, the
 * authenticator code, turns into a session (two-factor.usecases.ts).
 */
export async function operatorLogin(
  db: Db,
  username: string,
  password: string,
  ip: string | null,
  log?: { warn(details: object, message: string): void },
): Promise<{ challenge: string; next: 'verify' | 'enrol'; operator: Operator }> {
  // Locked (Retry-After) per name and address after repeated failures, and per name once they
  // come from many addresses (attempts.policies.ts).
  const name = username.trim().toLowerCase();
  let found: Awaited<ReturnType<typeof operatorsRepository.findByUsername>>;
  const right = await checkWithLockout(
    db,
    accountKeys('operator', 0, name, ip),
    async () => {
      found = await operatorsRepository.findByUsername(db, username);
      if (!found) {
        await burnPasswordCheck(password);
        return false;
      }
      return (await verifyPassword(found.passwordHash, password)) && !found.disabled;
    },
    // Operators have no inbox or address of their own here: the lock goes to the server log,
    // which the operations team watches.
    async () => log?.warn({ operator: name }, 'operator sign-in locked: wrong passwords from many addresses'),
  );
  if (!right || !found) throw operatorErrors.invalidCredentials();
  const challenge = newToken();
  const now = new Date().toISOString();
  await operatorsRepository.insertSession(db, {
    operatorId: found.id,
    tokenHash: sha256(challenge),
    ip,
    now,
    verified: false,
  });
  const { passwordHash: _hash, ...operator } = found;
  const { secret } = await operatorsRepository.totpOf(db, found.id);
  return { challenge, next: secret ? 'verify' : 'enrol', operator };
}

/** Valid while not revoked, used within the idle window, and the operator not disabled. */
export async function authenticateOperator(
  db: Db,
  token: string,
  idleMinutes: number,
  now = new Date(),
): Promise<{ operator: Operator; session: OperatorSession } | null> {
  const found = await liveOperatorSession(db, token, idleMinutes, now);
  if (!found) return null;
  if (found.idleness === 'touch') await operatorsRepository.touchSession(db, found.session.id, now.toISOString());
  return { operator: found.operator, session: found.session };
}

/** Whether an operator token's session is still live, without counting the question as activity. */
export async function operatorSessionIsLive(db: Db, token: string, idleMinutes: number, now = new Date()) {
  return (await liveOperatorSession(db, token, idleMinutes, now)) !== null;
}

async function liveOperatorSession(db: Db, token: string, idleMinutes: number, now: Date) {
  const session = await operatorsRepository.findSession(db, sha256(token));
  // A challenge (password only) opens nothing but the second step.
  if (!session || session.revokedAt || !session.verifiedAt) return null;
  const idleness = sessionIdleness(session.lastSeenAt, idleMinutes, now);
  if (idleness === 'expired') return null;
  const operator = await operatorsRepository.findById(db, session.operatorId);
  if (!operator || operator.disabled) return null;
  return { operator, session, idleness };
}

/** Ends the session; the operator's open sockets (here and, through the relay, elsewhere) re-check theirs. */
export async function operatorLogout(db: Db, session: Pick<OperatorSession, 'id' | 'operatorId'>): Promise<void> {
  await operatorsRepository.revokeSession(db, session.id, new Date().toISOString());
  changeFeed.emit({ kind: 'operator-sessions', operatorIds: [session.operatorId] });
}
