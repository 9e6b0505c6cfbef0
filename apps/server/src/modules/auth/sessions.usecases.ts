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
  const found = await liveSession(db, token, idleMinutes, now);
  if (!found) return null;
  if (found.idleness === 'touch') await sessionsRepository.touch(db, found.session.id, now.toISOString());
  return { session: found.session, member: found.member };
}

/**
 * Whether a token's session is still live, without counting the question as activity: an open
 * socket that only listens must not keep its session alive past the idle window.
 */
export async function sessionIsLive(db: Db, token: string, idleMinutes: number, now = new Date()): Promise<boolean> {
  return (await liveSession(db, token, idleMinutes, now)) !== null;
}

async function liveSession(db: Db, token: string, idleMinutes: number, now: Date) {
  const found = await sessionsRepository.findWithMember(db, sha256(token));
  if (!found) return null;
  const { session, member } = found;
  const idleness = idlenessOfLive(session, idleMinutes, now);
  if (!idleness) return null;
  if (member.trialExpiresAt && Date.parse(member.trialExpiresAt) < now.getTime()) return null;
  return { session, member, idleness };
}

/** Null for a revoked session or one unused past the idle window; else whether to touch it. */
function idlenessOfLive(session: Session, idleMinutes: number, now: Date) {
  if (session.revokedAt) return null;
  const idleness = sessionIdleness(session.lastSeenAt, idleMinutes, now);
  return idleness === 'expired' ? null : idleness;
}

/**
 * Whether a session is still signed in (not revoked, used within the idle window), for what was
 * issued to it (a game's launch token). Playing through such a capability is activity: it keeps
 * the session alive the way the member's own calls do.
 */
export async function isSessionLive(db: DbOrTrx, sessionId: number, idleMinutes: number, now = new Date()) {
  const session = await sessionsRepository.findById(db, sessionId);
  const idleness = session && idlenessOfLive(session, idleMinutes, now);
  if (!session || !idleness) return false;
  if (idleness === 'touch') await sessionsRepository.touch(db, session.id, now.toISOString());
  return true;
}

export async function endSession(db: Db, session: Pick<Session, 'id' | 'memberId'>): Promise<void> {
  await sessionsRepository.revoke(db, session.id, new Date().toISOString());
  changeFeed.emit({ kind: 'sessions', memberIds: [session.memberId] });
}

/** Signs a member out everywhere (a new password), except the session that made the change. */
export async function endAllSessionsOf(db: DbOrTrx, memberId: number, now: string, keepSessionId?: number) {
  await sessionsRepository.revokeAllOf(db, memberId, now, keepSessionId);
}
