import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currencyPlaces, formatMinor, sandboxRoundBody, sandboxScenarioBody } from '@arcadia/contracts';
import { amountIn } from '../../lib/money.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import { playPage } from './play-page.ts';
import { PLAY_SCRIPT } from './play-script.ts';
import { minorOf, SANDBOX_PREFIX, type SandboxAggregator } from './sandbox-aggregator.ts';
import { replayScenario } from './scenarios.ts';
import { listedGameArt } from './sandbox-games.ts';

/** Stakes of the demo page, in minor units of the session's currency (0.10 to 1,000.00 USD). */
const MIN_STAKE = 10n;
const MAX_STAKE = 100_000n;
const params = z.object({ id: z.string().regex(/^[\w-]{10,64}$/) });
const hide = { hide: true };

/**
 * The demo page of a play session and the calls it makes (the session id is the capability: the
 * access log never shows it, see http/logger.ts). Rounds play whatever the session plays; test
 * sequences only demo credit (SandboxAggregator.playsDemoCredit).
 */
export const sandboxPlayRoutes: FastifyPluginAsyncZod<{ agg: SandboxAggregator }> = async (app, { agg }) => {
  const sessionOf = async (id: string) => {
    const s = await agg.session(id);
    if (!s) throw gamesErrors.notFound();
    return s;
  };
  const stakeOf = (text: string, currency: string) => {
    const stake = amountIn(text, currencyPlaces(currency), 'stake');
    if (stake < MIN_STAKE || stake > MAX_STAKE) throw gamesErrors.amountInvalid();
    return stake;
  };
  const money = (amount: bigint | null, currency: string) =>
    amount === null ? null : formatMinor(amount, currencyPlaces(currency));

  app.get(`${SANDBOX_PREFIX}/play.js`, { schema: hide }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PLAY_SCRIPT),
  );

  // The aggregator's own games' cards (its list answers this address as url_thumb's stand-in).
  app.get(
    `${SANDBOX_PREFIX}/art/:file`,
    { schema: { ...hide, params: z.object({ file: z.string().regex(/^[\w-]{1,64}\.svg$/) }) } },
    async (request, reply) => {
      const svg = listedGameArt(request.params.file.slice(0, -'.svg'.length));
      if (!svg) return reply.code(404).type('text/plain').send('not found');
      void reply.header('cache-control', 'public, max-age=86400');
      void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('image/svg+xml').send(svg);
    },
  );

  app.get(`${SANDBOX_PREFIX}/play/:id`, { schema: { ...hide, params } }, async (request, reply) => {
    const s = await agg.session(request.params.id);
    if (!s) return reply.code(404).type('text/plain').send('This game session does not exist.');
    return reply.type('text/html; charset=utf-8').send(playPage({ ...s, scenarios: await agg.playsDemoCredit(s) }));
  });

  app.get(`${SANDBOX_PREFIX}/play/:id/balance`, { schema: { ...hide, params } }, async (request, reply) => {
    const s = await sessionOf(request.params.id);
    const answer = await agg.balance(s);
    return reply.ok({ status: answer.status, balance: money(minorOf(answer, s.currency), s.currency) });
  });

  app.post(
    `${SANDBOX_PREFIX}/play/:id/round`,
    { schema: { ...hide, params, body: sandboxRoundBody } },
    async (request, reply) => {
      const s = await sessionOf(request.params.id);
      const r = await agg.playRound(s, stakeOf(request.body.stake, s.currency));
      const places = currencyPlaces(s.currency);
      return reply.ok({
        status: r.status,
        stake: formatMinor(r.stake, places),
        payout: formatMinor(r.payout, places),
        symbols: r.outcome?.symbols ?? [],
        text: r.outcome?.text ?? '',
        balance: money(r.balance, s.currency),
      });
    },
  );

  app.post(
    `${SANDBOX_PREFIX}/play/:id/scenario`,
    { schema: { ...hide, params, body: sandboxScenarioBody } },
    async (request, reply) => {
      const s = await sessionOf(request.params.id);
      if (!(await agg.playsDemoCredit(s))) throw gamesErrors.scenarioDemoOnly();
      const steps = await replayScenario(agg, s, request.body.scenario, stakeOf(request.body.stake, s.currency));
      return reply.ok({ scenario: request.body.scenario, steps });
    },
  );
};
