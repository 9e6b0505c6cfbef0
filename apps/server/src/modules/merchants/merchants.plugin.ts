import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '@arcadia/contracts';
import { pickLanguage } from '../../i18n/messages.ts';
import type { MerchantDirectory } from './merchant-directory.ts';
import type { Merchant } from './merchant.model.ts';

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
  app.addHook('onRequest', async (request) => {
    request.merchant = await merchants.resolve(request.headers.host);
    request.language = pickLanguage(request.headers[HEADERS.language.toLowerCase()], request.merchant.defaultLanguage);
  });
});
