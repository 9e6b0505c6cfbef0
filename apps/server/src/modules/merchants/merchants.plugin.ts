import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@arcadia/contracts';
import { pickLanguage } from '../../i18n/messages.ts';
import type { MerchantDirectory } from './merchant-directory.ts';
import type { Merchant } from './merchant.model.ts';

const LANGUAGE_HEADER = HEADERS.language.toLowerCase();

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant;
  }
}

/**
 * The merchants module: every request gets its brand (from Host) and its language (from the
 * `Language` header, else the brand's default). Global (fastify-plugin) because every route reads
 * both; registered before any module that has routes.
 */
export const merchantsPlugin = fp(async (app: FastifyInstance, { merchants }: { merchants: MerchantDirectory }) => {
  app.decorateRequest('merchant', null as unknown as Merchant);
  const settle = (request: FastifyRequest, merchant: Merchant) => {
    request.merchant = merchant;
    request.language = pickLanguage(request.headers[LANGUAGE_HEADER], merchant.defaultLanguage);
  };
  // A callback hook, not an async one: the brand table is almost always fresh, and a promise and
  // a microtask per request were a visible share of the header's balance poll.
  app.addHook('onRequest', (request, _reply, done) => {
    let fresh: Merchant | undefined;
    try {
      fresh = merchants.resolveFresh(request.headers.host);
    } catch (error) {
      return done(error as Error);
    }
    if (fresh) return (settle(request, fresh), done());
    merchants.resolve(request.headers.host).then(
      (merchant) => (settle(request, merchant), done()),
      (error: Error) => done(error),
    );
  });
});
