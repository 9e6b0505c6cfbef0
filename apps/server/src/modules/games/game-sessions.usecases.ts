import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTrx } from '../../db/schema.ts';

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

/** A launch token bound to member, game and currency; only its hash is stored. */
export async function createGameSession(
  db: DbOrTrx,
  s: { merchantId: number; memberId: number; gameId: number; currency: string; demo: boolean },
  ttlMinutes = LAUNCH_TOKEN_MINUTES,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('game_sessions')
    .values({
      merchant_id: s.merchantId,
      member_id: s.memberId,
      game_id: s.gameId,
      token_hash: hash(token),
      currency: s.currency,
      demo: s.demo ? 1 : 0,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ttlMinutes * 60_000).toISOString(),
    })
    .execute();
  return token;
}

export async function findGameSession(db: DbOrTrx, token: string): Promise<GameSession | undefined> {
  const row = await db.selectFrom('game_sessions').selectAll().where('token_hash', '=', hash(token)).executeTakeFirst();
  return (
    row && {
      memberId: Number(row.member_id),
      merchantId: Number(row.merchant_id),
      gameId: Number(row.game_id),
      currency: row.currency,
      demo: Number(row.demo) === 1,
      expired: Date.parse(row.expires_at) < Date.now(),
    }
  );
}

/** Hub88's `user`: an opaque id, no personal data. */
export const hub88User = (memberId: number) => `member-${memberId}`;
export const memberOfHub88User = (user: string) => {
  const match = /^member-(\d{1,12})$/.exec(user);
  return match ? Number(match[1]) : null;
};
