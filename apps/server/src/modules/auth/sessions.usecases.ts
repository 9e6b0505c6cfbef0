import type { Db, DbOrTrx } from '../../db/schema.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { sessionIdleness } from '../../lib/session-idle.ts';
import type { Member } from '../members/member.model.ts';
import { sessionsRepository, type Session } from './sessions.repository.ts';

export async function startSession(
  db: Db,
  memberId: number,
  ip: string | null,
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const sessionId = await sessionsRepository.insert(db, {
    memberId,
    tokenHash: sha256(token),
    ip,
    now: new Date().toISOString(),
  });
  return { token, sessionId };
}

/** A token is valid when it exists, is not revoked and has been used within the idle window. */
export async function authenticate(
  db: Db,
  token: string,
  idleMinutes: number,
  now = new Date(),
): Promise<{ session: Session; member: Member } | null> {
  const found = await sessionsRepository.findWithMember(db, sha256(token));
  if (!found) return null;
  const { session, member } = found;
  if (member.trialExpiresAt && Date.parse(member.trialExpiresAt) < now.getTime()) return null;
  return (await keepAlive(db, session, idleMinutes, now)) ? found : null;
}

/** False for a revoked session or one unused past the idle window; a live one's last-seen time moves on. */
async function keepAlive(db: DbOrTrx, session: Session, idleMinutes: number, now: Date): Promise<boolean> {
  if (session.revokedAt) return false;
  const idleness = sessionIdleness(session.lastSeenAt, idleMinutes, now);
  if (idleness === 'expired') return false;
  if (idleness === 'touch') await sessionsRepository.touch(db, session.id, now.toISOString());
  return true;
}

/**
 * Whether a session is still signed in (not revoked, used within the idle window), for what was
 * issued to it (a game's launch token). Playing through such a capability is activity: it keeps
 * the session alive the way the member's own calls do.
 */
export async function isSessionLive(db: DbOrTrx, sessionId: number, idleMinutes: number, now = new Date()) {
  const session = await sessionsRepository.findById(db, sessionId);
  return session !== undefined && keepAlive(db, session, idleMinutes, now);
}

export async function endSession(db: Db, session: Pick<Session, 'id' | 'memberId'>): Promise<void> {
  await sessionsRepository.revoke(db, session.id, new Date().toISOString());
  changeFeed.emit({ kind: 'sessions', memberIds: [session.memberId] });
}

/** Signs a member out everywhere (a new password), except the session that made the change. */
export async function endAllSessionsOf(db: DbOrTrx, memberId: number, now: string, keepSessionId?: number) {
  await sessionsRepository.revokeAllOf(db, memberId, now, keepSessionId);
}
