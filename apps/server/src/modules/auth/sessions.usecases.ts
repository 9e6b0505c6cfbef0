import type { Db } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import type { Member } from '../members/member.model.ts';
import { membersRepository } from '../members/members.repository.ts';
import { sessionsRepository, type Session } from './sessions.repository.ts';

/** Refreshing last_seen on every request would make each read a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

export async function startSession(db: Db, memberId: number, ip: string | null): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const sessionId = await sessionsRepository.insert(db, { memberId, tokenHash: sha256(token), ip, now: new Date().toISOString() });
  return { token, sessionId };
}

/** A token is valid when it exists, is not revoked and has been used within the idle window. */
export async function authenticate(
  db: Db,
  token: string,
  idleMinutes: number,
  now = new Date(),
): Promise<{ session: Session; member: Member } | null> {
  const session = await sessionsRepository.findByTokenHash(db, sha256(token));
  if (!session || session.revokedAt) return null;
  const idleMs = now.getTime() - Date.parse(session.lastSeenAt);
  if (idleMs > idleMinutes * 60_000) return null;
  const member = await membersRepository.findById(db, session.memberId);
  if (!member) return null;
  if (member.trialExpiresAt && Date.parse(member.trialExpiresAt) < now.getTime()) return null;
  if (idleMs > TOUCH_EVERY_MS) await sessionsRepository.touch(db, session.id, now.toISOString());
  return { session, member };
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await sessionsRepository.revoke(db, sessionId, new Date().toISOString());
}
