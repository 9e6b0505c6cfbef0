import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.ts';
import { checkoutPage, resultPage } from './checkout-page.ts';
import type { SandboxPsp } from './sandbox-psp.ts';

const params = z.object({ id: z.string().regex(/^cs_[\w-]{20,60}$/) });
const html = z.string().describe('text/html page');
const schema = { tags: ['sandbox-psp'], params, response: { 200: html, 404: html, 409: html } };

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
      return reply
        .type('text/html; charset=utf-8')
        .code(checkout ? 200 : 404)
        .send(checkout ? checkoutPage(checkout) : resultPage('missing'));
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
        if (!checkout) return reply.type('text/html; charset=utf-8').code(404).send(resultPage('missing'));
        try {
          await psp.complete(checkout.id, outcome);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const current = await psp.find(checkout.id);
          return reply
            .type('text/html; charset=utf-8')
            .code(409)
            .send(resultPage(current?.status ?? 'missing'));
        }
        return reply.type('text/html; charset=utf-8').send(resultPage(outcome));
      },
    );
  }
};
