import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { authErrors } from '../auth/auth.errors.ts';
import { findGameSession } from '../launch/game-sessions.usecases.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import { membersPort } from '../members/members.port.ts';
import { BGS_VENDOR } from './bgs.config.ts';
import { bgsErrors } from './bgs.errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the caller used a launch token: the in-house game (dice, mines …) it was issued for. */
    launchedGame: string | null;
  }
}

const bearer = (request: FastifyRequest) => request.headers.authorization?.slice(7).trim() ?? '';

/**
 * The in-house calls take the member token (the site) or the launch token (the game page in the
 * /game iframe, which never sees the member's own token). A launch token is bound to its member,
 * brand and game, expires like any launch, and ends with the member session that launched it.
 */
export function playerAuth(app: FastifyInstance, db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.requireMember(request, reply);
      return;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'auth.required') throw error;
    }
    const token = bearer(request);
    const session = /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await findGameSession(db, token, app.memberIdleMinutes)
      : undefined;
    if (!session || session.merchantId !== request.merchant.id) throw authErrors.required();
    if (session.expired) throw gamesErrors.tokenExpired();
    const member = await membersPort.findById(db, session.memberId);
    const trialOver = member?.trialExpiresAt && Date.parse(member.trialExpiresAt) < Date.now();
    if (!member || trialOver) throw authErrors.required();
    const game = await db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
      .select('g.game_code')
      .where('g.id', '=', session.gameId)
      .where('v.code', '=', BGS_VENDOR)
      .executeTakeFirst();
    if (!game) throw bgsErrors.wrongGame();
    request.member = member;
    request.launchedGame = game.game_code.replace(/^bgs_/, '');
  };
}

/** A launch token plays only the game it was issued for. */
export function requireGame(request: FastifyRequest, game: string): void {
  if (request.launchedGame !== null && request.launchedGame !== game) throw bgsErrors.wrongGame();
}
