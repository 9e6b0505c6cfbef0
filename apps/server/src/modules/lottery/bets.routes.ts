import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelLotteryLine, formatMinor, getMyLotteryLines, placeLotterySlip } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { amountIn } from '../../lib/money.ts';
import { currentMember } from '../auth/auth.plugin.ts';
import { cancelLine, myLines, placeSlip } from './bets.usecases.ts';

const tags = ['lottery'];
const security = [{ bearer: [] }];

/** Betting calls: a member's slips, chases, cancels and lines. Trial accounts bet demo credit. */
export const lotteryBetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireMember);

  app.post(
    placeLotterySlip.path,
    { schema: { tags, security, body: placeLotterySlip.body, response: { 200: placeLotterySlip.response } } },
    async (request, reply) => {
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
    },
  );

  app.post(
    cancelLotteryLine.path,
    { schema: { tags, security, body: cancelLotteryLine.body, response: { 200: cancelLotteryLine.response } } },
    async (request, reply) => {
      const { balance } = await cancelLine(db, currentMember(request).id, request.body.lineId);
      return reply.ok({ balance: formatMinor(balance, request.merchant.places) });
    },
  );

  app.get(
    getMyLotteryLines.path,
    { schema: { tags, security, querystring: getMyLotteryLines.query, response: { 200: getMyLotteryLines.response } } },
    async (request, reply) =>
      reply.ok(await myLines(db, currentMember(request).id, request.query, request.merchant.places)),
  );
};
