import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.ts';
import { checkoutPage, resultPage } from './checkout-page.ts';
import { checkoutLanguage } from './checkout-texts.ts';
import type { SandboxPsp } from './sandbox-psp.ts';

const params = z.object({ id: z.string().regex(/^cs_[\w-]{20,60}$/) });
const html = z.string().describe('text/html page');
/** The member's language, put in the checkout link by the site; anything else falls back to English. */
const querystring = z.object({ lang: z.string().max(16).optional() });
const schema = { tags: ['sandbox-psp'], params, querystring, response: { 200: html, 404: html, 409: html } };

/**
 * The sandbox PSP's hosted checkout: a plain HTML page (no scripts) with Pay and Cancel. It is
 * the PSP's page, not ours, so it lives outside /wps and answers HTML rather than the envelope.
 */
export const sandboxPspRoutes: FastifyPluginAsyncZod<{ psp: SandboxPsp }> = async (app, { psp }) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/sandbox-psp/checkout/:id',
    { schema: { ...schema, summary: 'Sandbox PSP hosted checkout page' } },
    async (request, reply) => {
      const checkout = await psp.find(request.params.id);
      const language = checkoutLanguage(request.query.lang);
      return reply
        .type('text/html; charset=utf-8')
        .code(checkout ? 200 : 404)
        .send(checkout ? checkoutPage(checkout, language) : resultPage('missing', language));
    },
  );

  for (const [action, outcome] of [
    ['pay', 'paid'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post(
      `/sandbox-psp/checkout/:id/${action}`,
      { schema: { ...schema, summary: `Sandbox PSP: ${action}` } },
      async (request, reply) => {
        const checkout = await psp.find(request.params.id);
        const language = checkoutLanguage(request.query.lang);
        if (!checkout) return reply.type('text/html; charset=utf-8').code(404).send(resultPage('missing', language));
        try {
          await psp.complete(checkout.id, outcome);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const current = await psp.find(checkout.id);
          return reply
            .type('text/html; charset=utf-8')
            .code(409)
            .send(resultPage(current?.status ?? 'missing', language));
        }
        return reply.type('text/html; charset=utf-8').send(resultPage(outcome, language));
      },
    );
  }
};
