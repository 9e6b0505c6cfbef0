import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../http/app-error.ts';
import { countryOf } from '../geo/country-lookup.ts';
import { decideAccess, type AccessDecision } from './site-access.rules.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Country of the client IP (null for private or unknown addresses). */
    country(): string | null;
    access(): AccessDecision;
  }
}

/** The player API prefixes. The status call itself must still answer so the site can explain why. */
const GUARDED = /^\/(wps|lgw|lotto)\//;
const OPEN_DURING_MAINTENANCE = new Set(['/wps/system/status']);
/** Payment providers' servers call these from anywhere, in maintenance too (they prove who they are by signature). */
const PROVIDER_CALLBACKS = /^\/wps\/payments\/webhook\//;

export const siteAccessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('country', function country(this: FastifyRequest) {
    return countryOf(this.ip);
  });
  app.decorateRequest('access', function access(this: FastifyRequest) {
    return decideAccess(this.merchant, this.ip, this.country());
  });

  // A callback hook (no promise per request): it decides synchronously.
  app.addHook('onRequest', (request, _reply, done) => {
    // Most brands have no region rules and are not in maintenance: nothing to decide then.
    const { maintenance, region } = request.merchant;
    if (!maintenance.enabled && region.allowedCountries.length === 0 && region.blockedCountries.length === 0)
      return done();
    const path = request.url.split('?')[0] ?? '';
    if (!GUARDED.test(path) || OPEN_DURING_MAINTENANCE.has(path) || PROVIDER_CALLBACKS.test(path)) return done();
    let decision: AccessDecision;
    try {
      decision = request.access();
    } catch (error) {
      return done(error as Error);
    }
    if (decision.status === 1) return done(errors.maintenance());
    if (decision.status === 2) return done(errors.regionRestricted());
    done();
  });
});
