import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelLotteryLine, formatMinor, getMyLotteryLines, placeLotterySlip } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { amountIn } from '../../lib/money.ts';
import { currentMember } from '../members/current-member.port.ts';
import { cancelLine, myLines, placeSlip } from './bets.usecases.ts';

/** Betting calls: a member's slips, chases, cancels and lines. Trial accounts bet demo credit. */
export const lotteryBetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['lottery'], signedIn: true, onRequest: app.requireMember });

  route(placeLotterySlip, 'Place a slip of lines, optionally chased over several issues', async (request, reply) => {
    const { gameCode, prizeMode, lines, chase } = request.body;
    const { places } = request.merchant;
    const placed = await placeSlip(db, {
      merchantId: request.merchant.id,
      places,
      memberId: currentMember(request).id,
      gameCode,
      prizeMode,
      lines: lines.map((l, i) => ({
        betType: l.betType,
        pick: l.pick,
        stake: amountIn(l.stake, places, `lines.${i}.stake`),
      })),
      issues: chase?.issues ?? 1,
      stopOnWin: chase?.stopOnWin ?? false,
    });
    return reply.ok({ ...placed, balance: formatMinor(placed.balance, places) });
  });

  route(cancelLotteryLine, 'Cancel a line before its draw', async (request, reply) => {
    const { balance } = await cancelLine(db, currentMember(request).id, request.body.lineId);
    return reply.ok({ balance: formatMinor(balance, request.merchant.places) });
  });

  route(getMyLotteryLines, 'The member’s lines, a page', async (request, reply) =>
    reply.ok(await myLines(db, currentMember(request).id, request.query, request.merchant.places)),
  );
};
