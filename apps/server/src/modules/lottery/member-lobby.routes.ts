import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyPlaces, formatMinor, getLotteryWallet, getOpenedNumero, getRecentVnLottery } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { LOTTERY_VENDOR } from './bets.usecases.ts';
import { openedNumero, recentVnGames } from './lobby.usecases.ts';
import { lotteryErrors } from './lottery.errors.ts';

/** The lobby calls that need a member: the lottery wallet, recent VN games and the issue open for betting now. */
export const lotteryMemberLobbyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['lottery'], signedIn: true, onRequest: app.requireMember });

  route(getRecentVnLottery, 'Recent VN lottery games of this member', async (request, reply) => {
    const member = currentMember(request);
    const { count } = request.query;
    return reply.ok(await recentVnGames(db, request.merchant.id, member.id, request.language, count, new Date()));
  });

  route(getLotteryWallet, 'The member’s lottery wallet', async (request, reply) => {
    const { balance, currency, demo } = await gameWallet.balance(db, {
      merchantId: request.merchant.id,
      vendorCode: LOTTERY_VENDOR,
      memberId: currentMember(request).id,
    });
    return reply.ok({ balance: formatMinor(balance, currencyPlaces(currency)), currency, demo });
  });

  route(getOpenedNumero, 'The issue open for betting now', async (request, reply) => {
    const opened = await openedNumero(db, request.merchant.id, request.query.gameCode, new Date());
    if (!opened) throw lotteryErrors.notFound();
    return reply.ok(opened);
  });
};
