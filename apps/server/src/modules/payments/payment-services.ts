import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { gatewayRegistry, type GatewayRegistry } from './gateways/payment-gateway.ts';
import { sandboxGateway } from './gateways/sandbox-gateway.ts';
import { SandboxPsp, type WebhookDelivery } from './sandbox-psp/sandbox-psp.ts';

export const WEBHOOK_PATH_PREFIX = '/wps/payments/webhook/';

export type PaymentServices = { psp: SandboxPsp; gateways: GatewayRegistry };

/**
 * The gateways deposits can go through, built once per app: the payments plugin serves their
 * routes, and the back office (operators module) reads the same registry.
 * `deliver` posts a webhook body to this app: the sandbox "PSP" calls the public webhook route
 * exactly as a remote one would.
 */
export function createPaymentServices(opts: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  deliver: WebhookDelivery;
}): PaymentServices {
  const { db, config } = opts;
  const psp = new SandboxPsp({
    db,
    secret: config.payments.sandboxSecret,
    delayMs: config.payments.sandboxWebhookDelayMs,
    jobs: opts.jobs,
    deliver: opts.deliver,
  });
  const sandbox = config.payments.sandboxEnabled;
  // The sandbox takes no real money: a production install that runs it says so on every start.
  if (sandbox && config.env === 'production')
    opts.log.warn('SANDBOX_PSP=on in production: members can "pay" through the pretend gateway; set SANDBOX_PSP=off');
  const gateways = gatewayRegistry(sandbox ? [sandboxGateway({ db, secret: config.payments.sandboxSecret, psp })] : []);
  return { psp, gateways };
}
