import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { channelsAdminRoutes } from './channels-admin.routes.ts';
import type { PaymentServices } from './payment-services.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { sandboxPspRoutes } from './sandbox-psp/sandbox-psp.routes.ts';
import { webhookRoutes } from './webhook.routes.ts';

export { WEBHOOK_PATH_PREFIX } from './payment-services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process sandbox PSP and the gateway registry (tests deliver its webhooks with psp.idle()). */
    payments: PaymentServices;
  }
}

/**
 * The payments module (money in): member deposit calls, gateway webhooks, the sandbox PSP's hosted
 * checkout when it is on, and the operators' channel settings. Registered after the operators
 * module, whose token check the channel routes use. Global so tests reach `app.payments`.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; config: Config; payments: PaymentServices }) => {
    const { psp, gateways } = opts.payments;
    const deps = { db: opts.db, notify: notifyMember, gateways, log: app.log };
    app.decorate('payments', { psp, gateways });
    await app.register(paymentsRoutes, deps);
    await app.register(webhookRoutes, deps);
    if (opts.config.payments.sandboxEnabled) await app.register(sandboxPspRoutes, { psp });
    await app.register(channelsAdminRoutes, { db: opts.db, gateways });
  },
);
