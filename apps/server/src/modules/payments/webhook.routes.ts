import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentWebhook } from '@arcadia/contracts';
import { handleGatewayEvent } from './deposit-review.usecases.ts';
import type { DepositDeps } from './deposits.usecases.ts';
import type { GatewayRegistry } from './gateways/payment-gateway.ts';
import { paymentError, paymentErrors } from './payments.errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Gateways' asynchronous notifications. Signatures cover the exact bytes sent, so this plugin
 * keeps the raw JSON text (its own parser, scoped to these routes) and verifies before parsing.
 */
export const webhookRoutes: FastifyPluginAsyncZod<DepositDeps & { gateways: GatewayRegistry }> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    request.rawBody = String(body);
    done(null, null);
  });

  app.post(
    paymentWebhook.path,
    {
      schema: {
        tags: ['payments'],
        summary:
          'Gateway webhook (signed; sandbox: X-Sandbox-Timestamp + X-Sandbox-Signature, body SandboxWebhookEvent)',
        params: paymentWebhook.params,
        response: { 200: paymentWebhook.response },
      },
    },
    async (request, reply) => {
      const gateway = deps.gateways.byProvider(request.params.provider);
      if (!gateway) throw paymentError('payment.gateway_unknown');
      if (request.rawBody === undefined) throw paymentErrors.webhookBody('validation.required');
      await gateway.verifyWebhook(request.rawBody, request.headers);
      const event = gateway.parseEvent(request.rawBody);
      const outcome = await handleGatewayEvent(
        { ...deps, log: request.log },
        gateway.provider,
        gateway.channelKind,
        event,
      );
      request.log.info(
        { provider: gateway.provider, eventId: event.eventId, depositId: event.depositId, outcome },
        'gateway event',
      );
      return reply.ok({ outcome });
    },
  );
};
