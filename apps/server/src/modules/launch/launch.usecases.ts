import { IS_GAME, isSitePath, type WalletMove } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { authErrors } from '../auth/auth.errors.ts';
import { isTrial, type Player } from '../members/member.model.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';
import { createGameSession } from './game-sessions.usecases.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import type { LaunchAnswer, LauncherRegistry, LotteryLaunch } from './launcher.ts';
import { isRoomOf } from './rooms.usecases.ts';
import { moveBalanceForLaunch } from '../wallet/auto-transfer.usecases.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';

export type LaunchCtx = {
  merchantId: number;
  /** The member session launching: the launch token dies with it. */
  sessionId: number;
  currency: string;
  /** Minor-unit places of the currency, for the auto-transfer's amounts. */
  places: number;
  member: Pick<Player, 'id' | 'isAgent'>;
  language: string;
  ip: string;
  mobile: boolean;
};
export type LaunchInput = {
  nodeId: number;
  roomId?: string | undefined;
  backUrl?: string | undefined;
  launchMode?: string | undefined;
  lottoArea?: 'VN' | undefined;
  lottoPrizeMode?: string | undefined;
  lottoGameCode?: string | undefined;
  lottoView?: 'betting' | 'lobby' | undefined;
};

/** The lottery lobby query of the spec, only for a LOTT launch. */
const lotteryOf = (input: LaunchInput): LotteryLaunch | undefined =>
  input.launchMode === 'LOTT'
    ? { area: input.lottoArea, prizeMode: input.lottoPrizeMode, gameCode: input.lottoGameCode, view: input.lottoView }
    : undefined;

/**
 * Only a path on this site (the contracts' link rule), in plain URL characters, may be the game's
 * home button: no open redirect through a game.
 */
const lobbyPath = (backUrl: string | undefined) =>
  backUrl && isSitePath(backUrl) && /^[\w\-./?=&%]*$/.test(backUrl) ? backUrl : '/';

/**
 * POST /wps/game/launchGame: checks the member and the game, makes the launch token bound to
 * member, game and currency, asks the game's launcher for its address and records the game as
 * recent. Trial accounts (isAgent 4) may launch only demo games, with their demo credit; anything
 * else is the spec's 'Please Register An Account First' (auth.trial_refused). A real member's money
 * follows the game when auto-transfer is on (wallet/auto-transfer.usecases.ts).
 */
export async function launchGame(
  db: Db,
  launchers: LauncherRegistry,
  ctx: LaunchCtx,
  input: LaunchInput,
): Promise<LaunchAnswer & { demo: boolean; walletMoves?: WalletMove[] }> {
  const game = await cataloguePort.findGame(db, ctx.merchantId, input.nodeId);
  if (!game) throw gamesErrors.notFound();
  if (!game.enabled || !game.vendorEnabled) throw gamesErrors.unavailable();
  const demo = isTrial(ctx.member);
  if (demo && !game.demo) throw authErrors.trialRefused();
  // A time-out or self-exclusion keeps the member out of play (withdrawals stay open).
  if (!demo) await responsibleGamingPort.assertNotExcluded(db, ctx.member.id);
  // A vendor-lobby entry is not a game: the client lists its vendor's games instead.
  if (game.isGame === IS_GAME.vassalage) throw gamesErrors.unavailable();
  if (input.roomId !== undefined && !isRoomOf(game, input.roomId)) throw gamesErrors.roomNotFound();
  const launcher = launchers.launcherFor(game);
  if (!launcher) throw gamesErrors.unavailable();

  const token = await createGameSession(db, {
    merchantId: ctx.merchantId,
    memberId: ctx.member.id,
    gameId: game.id,
    currency: ctx.currency,
    demo,
    sessionId: ctx.sessionId,
  });
  const answer = await launcher({
    merchantId: ctx.merchantId,
    memberId: ctx.member.id,
    game,
    token,
    currency: ctx.currency,
    demo,
    language: ctx.language,
    mobile: ctx.mobile,
    ip: ctx.ip,
    lobbyUrl: lobbyPath(input.backUrl),
    roomId: input.roomId,
    lottery: lotteryOf(input),
  });
  if (!answer.game_url && !answer.game_url2 && !answer.content) throw gamesErrors.launchFailed();
  // Only a launch that worked moves money; demo credit never does.
  const walletMoves = demo
    ? []
    : await moveBalanceForLaunch(
        db,
        { id: ctx.merchantId, currency: ctx.currency, places: ctx.places },
        ctx.member,
        game.vendorCode,
      );
  await cataloguePort.touchRecent(db, ctx.member.id, game.id, new Date().toISOString());
  // PVP rooms are opened from `content` (spec section 3).
  const pvp = game.category === 'PVP' && !answer.content ? { content: answer.game_url ?? answer.game_url2 } : {};
  return { ...answer, ...pvp, demo, ...(walletMoves.length > 0 ? { walletMoves } : {}) };
}
