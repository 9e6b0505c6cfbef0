import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashOutCrash, formatMinor, getCrashBets, getCrashState, placeCrashBet } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import type { BrandLimits } from './bgs-limits.usecases.ts';
import type { CrashBus } from './crash-bus.ts';
import * as crash from './crash-bets.usecases.ts';
import { crashChains, type PublicChain } from './crash-chain.ts';
import { crashRepository } from './crash.repository.ts';
import type { CrashSettings } from './crash-rounds.usecases.ts';
import { betAnswer, crashVerifyUrl, multiplierText, myBetView, playerView, publicState } from './crash-views.ts';
import { playerAuth, requireGame } from './player-auth.ts';
import { playerOf, playerSchema } from './player-routes.ts';
import { balanceOf } from './settle.usecases.ts';

export type CrashDeps = { db: Db; bus: CrashBus; settings: CrashSettings; limits: BrandLimits };

/** The player's Crash calls (member token or Crash's launch token); the round itself comes over the socket. */
export const crashRoutes: FastifyPluginAsyncZod<CrashDeps> = async (app, { db, bus, settings, limits }) => {
  app.addHook('onRequest', playerAuth(app, db));
  const player = (request: FastifyRequest) => {
    requireGame(request, 'crash');
    return playerOf(request);
  };

  app.get(
    getCrashState.path,
    { schema: { ...playerSchema, response: { 200: getCrashState.response } } },
    async (request, reply) => {
      const me = player(request);
      const { roundRow, ...state } = await publicState(db, { id: me.merchantId, places: me.places });
      const mine = roundRow && (await crashRepository.betOf(db, roundRow.id, me.id));
      const wallet = await balanceOf(db, me);
      return reply.ok({
        serverTime: new Date().toISOString(),
        growthPerMs: settings.growthPerMs,
        bettingMs: settings.bettingMs,
        ...state,
        myBet: roundRow && mine ? myBetView(mine, roundRow.number, me.places) : null,
        balance: formatMinor(wallet.balance, me.places),
        demo: wallet.demo,
      });
    },
  );

  app.post(
    placeCrashBet.path,
    { schema: { ...playerSchema, body: placeCrashBet.body, response: { 200: placeCrashBet.response } } },
    async (request, reply) => {
      const me = player(request);
      const placed = await crash.placeCrashBet(db, me, await limits(db, me.merchantId, 'crash'), request.body);
      bus.publish({
        merchantId: me.merchantId,
        event: { type: 'bet', number: placed.round.number, player: playerView(placed.bet, me.places) },
      });
      return reply.ok(betAnswer(placed, me.places));
    },
  );

  app.post(
    cashOutCrash.path,
    { schema: { ...playerSchema, response: { 200: cashOutCrash.response } } },
    async (request, reply) => {
      const me = player(request);
      const done = await crash.cashOutCrash(db, me, settings);
      bus.publish({
        merchantId: me.merchantId,
        event: { type: 'cashout', number: done.round.number, players: [playerView(done.bet, me.places)] },
      });
      return reply.ok(betAnswer(done, me.places));
    },
  );

  app.get(
    getCrashBets.path,
    { schema: { ...playerSchema, querystring: getCrashBets.query, response: { 200: getCrashBets.response } } },
    async (request, reply) => {
      const me = player(request);
      const rows = await crashRepository.historyOf(db, me.id, request.query.limit);
      const chains = new Map<number, PublicChain>();
      for (const row of rows)
        if (row.hash && !chains.has(row.chainId))
          chains.set(row.chainId, (await crashChains.publicOf(db, row.chainId))!);
      return reply.ok({
        list: rows.map((row) => ({
          ...myBetView(row, row.round, me.places),
          crash: row.crash100 === null ? null : multiplierText(row.crash100),
          hash: row.hash,
          verifyUrl: row.hash ? crashVerifyUrl(row.hash, row.round, chains.get(row.chainId)!) : null,
          placedAt: row.createdAt,
        })),
      });
    },
  );
};
