import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { hub88Api, type Hub88Transport } from '../hub88/hub88-api.ts';
import { hub88Launcher } from '../hub88/hub88-launcher.ts';
import { KEY_NAMES, operatorKeyPair, storedKeyPair } from '../hub88/key-pairs.ts';
import { sandboxOperatorApiRoutes } from './operator-api.routes.ts';
import { sandboxPlayRoutes } from './play.routes.ts';
import { SANDBOX_PREFIX, SandboxAggregator } from './sandbox-aggregator.ts';
import { selfTransport } from './self-transport.ts';
import { walletClient } from './wallet-client.ts';

/** The operator id the sandbox knows us by when HUB88_OPERATOR_ID is not set. */
export const SANDBOX_OPERATOR_ID = 1;

/**
 * Starts the built-in sandbox aggregator (like the sandbox PSP): its Games API and demo pages, and
 * the `sandbox` launcher that calls its game/url exactly as the Hub88 launcher calls Hub88's (in
 * process, signed with our operator key). Returns the aggregator's public key, which our wallet
 * routes accept. Its wallet calls reach us over HTTP once the server listens.
 */
export async function startSandboxAggregator(app: FastifyInstance, db: Db, config: Config): Promise<KeyObject> {
  if (config.env === 'production')
    app.log.warn('SANDBOX_AGGREGATOR=on in production: demo studios take real bets; set SANDBOX_AGGREGATOR=off');
  const aggregatorKeys = await storedKeyPair(db, KEY_NAMES.sandboxAggregator);
  const operator = await operatorKeyPair(db, config);
  const agg = new SandboxAggregator(db, walletClient(selfTransport(app), aggregatorKeys.privateKey));
  await app.register(sandboxOperatorApiRoutes, { agg, operatorKey: operator.publicKey });
  await app.register(sandboxPlayRoutes, { agg });

  const toSandbox: Hub88Transport = async (path, rawBody, headers) => {
    const res = await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}${path}`, payload: rawBody, headers });
    return { status: res.statusCode, body: res.body };
  };
  const api = hub88Api({
    transport: toSandbox,
    operatorId: config.hub88?.operatorId ?? SANDBOX_OPERATOR_ID,
    privateKey: operator.privateKey,
  });
  app.gameLaunchers.register('sandbox', hub88Launcher(api, app.log, { demoMode: false }));
  return aggregatorKeys.publicKey;
}

/** The sandbox aggregator module: started when SANDBOX_AGGREGATOR is on (the default outside production). */
export const sandboxAggregatorPlugin: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  if (config.sandboxAggregator) await startSandboxAggregator(app, db, config);
};
