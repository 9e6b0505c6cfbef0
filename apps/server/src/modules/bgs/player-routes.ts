import type { FastifyRequest } from 'fastify';
import { currentMember } from '../members/current-member.port.ts';

/*
 * What every in-house player call shares (fairness, instant bets, Mines, Crash): how the API
 * description files it, who the player is, and how fast bets may come.
 */

/** The OpenAPI tags and security of an in-house player call (member or launch token). */
export const playerSchema = { tags: ['bgs'], security: [{ bearer: [] }] };

/** The member behind the call, with the brand's money places: whom a bet is placed for. */
export function playerOf(request: FastifyRequest) {
  const member = currentMember(request);
  return { id: member.id, merchantId: member.merchantId, places: request.merchant.places, username: member.username };
}

/**
 * The options of a bet call: the player schema and the bet rate limit. Bets are cheap to make and
 * each one writes rows: a fast auto-bet is fine, a flood is not. Half the site-wide limit per
 * client (600 a minute with the default), never less than that.
 */
export const playerBetOptions = (perMinute: number) => ({
  config: { rateLimit: { max: Math.max(600, Math.floor(perMinute / 2)), timeWindow: '1 minute' } },
  schema: playerSchema,
});
