import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTrx } from '../../db/schema.ts';
import { isSessionLive } from '../auth/sessions.usecases.ts';
import { membersPort } from '../members/members.port.ts';
import { gameSessionsRepository } from './game-sessions.repository.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
export const LAUNCH_TOKEN_MINUTES = 240;

export type GameSession = {
  memberId: number;
  merchantId: number;
  gameId: number;
  currency: string;
  demo: boolean;
  expired: boolean;
};

/**
 * A launch token bound to member, game and currency, and to the member session that launched the
 * game (`sessionId`; only test fixtures make one without); only its hash is stored.
 */
export async function createGameSession(
  db: DbOrTrx,
  s: { merchantId: number; memberId: number; gameId: number; currency: string; demo: boolean; sessionId?: number },
  ttlMinutes = LAUNCH_TOKEN_MINUTES,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await gameSessionsRepository.insert(db, {
    merchant_id: s.merchantId,
    member_id: s.memberId,
    game_id: s.gameId,
    token_hash: hash(token),
    currency: s.currency,
    demo: s.demo ? 1 : 0,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + ttlMinutes * 60_000).toISOString(),
    session_id: s.sessionId ?? null,
  });
  return token;
}

type GameSessionRow = { member_id: number; created_at: string; expires_at: string; session_id: number | null };

/**
 * A launch token is over when its time is up, when the member's password changed after it was
 * issued, or when the session it was issued to ended (logout, password change, idle expiry, any
 * revocation). Using a live one keeps that session alive.
 */
async function isOver(db: DbOrTrx, row: GameSessionRow, idleMinutes: number, now: Date): Promise<boolean> {
  if (Date.parse(row.expires_at) < now.getTime()) return true;
  const member = await membersPort.playerById(db, Number(row.member_id));
  if (!member || Date.parse(row.created_at) < Date.parse(member.passwordChangedAt)) return true;
  return row.session_id !== null && !(await isSessionLive(db, Number(row.session_id), idleMinutes, now));
}

/** The launch token's session; `expired` once it is over (see isOver). `idleMinutes`: the member sessions' idle window. */
export async function findGameSession(
  db: DbOrTrx,
  token: string,
  idleMinutes: number,
  now = new Date(),
): Promise<GameSession | undefined> {
  const row = await gameSessionsRepository.byTokenHash(db, hash(token));
  return (
    row && {
      memberId: Number(row.member_id),
      merchantId: Number(row.merchant_id),
      gameId: Number(row.game_id),
      currency: row.currency,
      demo: Number(row.demo) === 1,
      expired: await isOver(db, row, idleMinutes, now),
    }
  );
}

/** Whether the launch behind this token plays demo credit (a trial account's); an unknown token does not. */
export async function playsDemoCredit(db: DbOrTrx, token: string): Promise<boolean> {
  const row = await gameSessionsRepository.byTokenHash(db, hash(token));
  return row !== undefined && Number(row.demo) === 1;
}

/** Hub88's `user`: an opaque id, no personal data. */
export const hub88User = (memberId: number) => `member-${memberId}`;
export const memberOfHub88User = (user: string) => {
  const match = /^member-(\d{1,12})$/.exec(user);
  return match ? Number(match[1]) : null;
};
