import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HEADERS, type Language } from '@arcadia/contracts';
import { pickLanguage } from '../i18n/messages.ts';
import type { Merchant } from '../modules/merchants/merchant.model.ts';
import type { MerchantDirectory } from '../modules/merchants/merchant-directory.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant;
    language: Language;
    moduleId: string | null;
  }
}

const MODULE_ID = /^[\w.:-]{1,64}$/;

/**
 * Attaches the brand (from Host), the language (from the `Language` header, else the brand's
 * default) and the client's module id to every request, and puts the module id on its log lines.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance, opts: { merchants: MerchantDirectory }) => {
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.decorateRequest('language', 'en');
  app.decorateRequest('moduleId', null);

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(HEADERS.requestId, request.id);
    request.merchant = await opts.merchants.resolve(request.headers.host);
    request.language = pickLanguage(request.headers[HEADERS.language.toLowerCase()], request.merchant.defaultLanguage);
    const moduleId = request.headers[HEADERS.moduleId.toLowerCase()];
    request.moduleId = typeof moduleId === 'string' && MODULE_ID.test(moduleId) ? moduleId : null;
    if (request.moduleId) {
      request.log = request.log.child({ moduleId: request.moduleId });
      reply.log = request.log;
    }
  });
});
