import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import type { DepositDeps } from './deposits.usecases.ts';
import { gatewayRegistry, type GatewayRegistry } from './gateways/payment-gateway.ts';
import { sandboxGateway } from './gateways/sandbox-gateway.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { adminRoutes } from '../operators/admin.routes.ts';
import { operatorAuthPlugin } from '../operators/operator-auth.plugin.ts';
import { withdrawalsRoutes } from '../withdrawals/withdrawals.routes.ts';
import { channelsAdminRoutes } from './channels-admin.routes.ts';
import type { NotifyMember } from './notifications.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { SandboxPsp } from './sandbox-psp/sandbox-psp.ts';
import { sandboxPspRoutes } from './sandbox-psp/sandbox-psp.routes.ts';
import { webhookRoutes } from './webhook.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process sandbox PSP and the gateway registry (tests wait on psp.idle()). */
    payments: { psp: SandboxPsp; gateways: GatewayRegistry };
  }
}

export const WEBHOOK_PATH_PREFIX = '/wps/payments/webhook/';

/** Deposits: member calls, gateway webhooks and the sandbox PSP's hosted checkout. */
export async function registerPayments(
  app: FastifyInstance,
  opts: { db: Db; config: Config; notify: NotifyMember },
): Promise<DepositDeps & { gateways: GatewayRegistry }> {
  const psp = new SandboxPsp({
    db: opts.db,
    secret: opts.config.payments.sandboxSecret,
    delayMs: opts.config.payments.sandboxWebhookDelayMs,
    log: app.log,
    // Delivered in-process: the "PSP" calls our public webhook route exactly as a remote one would.
    deliver: async (rawBody, headers) =>
      (await app.inject({ method: 'POST', url: `${WEBHOOK_PATH_PREFIX}sandbox`, payload: rawBody, headers }))
        .statusCode,
  });
  const sandbox = opts.config.payments.sandboxEnabled;
  // The sandbox takes no real money: a production install that runs it says so on every start.
  if (sandbox && opts.config.env === 'production')
    app.log.warn('SANDBOX_PSP=on in production: members can "pay" through the pretend gateway; set SANDBOX_PSP=off');
  const gateways = gatewayRegistry(
    sandbox ? [sandboxGateway({ db: opts.db, secret: opts.config.payments.sandboxSecret, psp })] : [],
  );
  const deps = { db: opts.db, notify: opts.notify, gateways, log: app.log };
  app.decorate('payments', { psp, gateways });
  await app.register(paymentsRoutes, deps);
  await app.register(webhookRoutes, deps);
  if (sandbox) await app.register(sandboxPspRoutes, { psp });
  return deps;
}

/**
 * Everything money-in and money-out: deposits, withdrawals and the operator back office
 * (/admin/api), wired with the inbox's notifyMember.
 */
export async function registerPaymentAreas(
  app: FastifyInstance,
  opts: { db: Db; config: Config; keys: KeyStore; notify?: NotifyMember },
): Promise<void> {
  const notify = opts.notify ?? notifyMember;
  const deps = await registerPayments(app, { db: opts.db, config: opts.config, notify });
  const receipt = {
    dataDir: opts.config.dataDir,
    autoConfirmMinutes: opts.config.payments.withdrawalAutoConfirmMinutes,
  };
  await app.register(withdrawalsRoutes, { db: opts.db, notify, log: app.log, keys: opts.keys, ...receipt });
  await app.register(operatorAuthPlugin, { db: opts.db, idleMinutes: opts.config.operatorSessionIdleMinutes });
  await app.register(adminRoutes, { ...deps, ...receipt });
  await app.register(channelsAdminRoutes, { db: opts.db, gateways: deps.gateways });
}
