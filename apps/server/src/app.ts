import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADERS, statusValueSchema } from '@arcadia/contracts';
import type { Config } from './config/config.ts';
import type { DbHandle } from './db/database.ts';
import { envelopePlugin } from './http/envelope-plugin.ts';
import { loggerOptions } from './http/logger.ts';
import { requestContextPlugin } from './http/request-context.ts';
import { docsPlugin } from './http/docs-plugin.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { accessLogPlugin } from './http/access-log.ts';
import { lazyChildLogger } from './http/lazy-logger.ts';
import { SnapshotMemoryStore } from './http/rate-limit-store.ts';
import { KeyStore } from './modules/crypto/key-store.ts';
import { MerchantDirectory } from './modules/merchants/merchant-directory.ts';
import { siteAccessPlugin } from './modules/site-access/site-access.plugin.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { getSystemStatus } from './modules/system/system.usecases.ts';
import { webPlugin } from './web/web-plugin.ts';
import { robotsRoute } from './web/robots.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { createExternalVerification } from './modules/auth/external-verification.ts';
import { sessionRoutes } from './modules/auth/session.routes.ts';
import { mailPort, verificationPort } from './modules/auth/verification-adapter.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { passwordRoutes } from './modules/password/password.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { createProviders, type Providers } from './modules/verification/providers.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { membersRepository } from './modules/members/members.repository.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { registerPaymentAreas } from './modules/payments/payments.plugin.ts';
import { gamesPlugin } from './modules/games/games.plugin.ts';
import { lotteryPlugin } from './modules/lottery/lottery.plugin.ts';
import { bgsPlugin } from './modules/bgs/bgs.plugin.ts';

export type AppDeps = { config: Config; database: DbHandle; logStream?: NodeJS.WritableStream };
export type App = FastifyInstance & {
  deps: {
    keys: KeyStore;
    merchants: MerchantDirectory;
    providers: Providers;
    routes: { method: string; url: string }[];
  };
};

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Builds the whole HTTP application on an already migrated and seeded database. */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers[HEADERS.requestId.toLowerCase()];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // One access-log line per request (written on completion by accessLogPlugin) instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger, bindings, options),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every route, so a test can prove that each member route refuses a request without a token.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) routes.push({ method, url: route.url });
  });

  const keys = new KeyStore(database.db);
  await keys.init();
  const merchants = new MerchantDirectory(database.db);

  await app.register(securityHeadersPlugin);
  await app.register(accessLogPlugin);
  // Before every route (static files included): answers over 1 KB go out compressed; the built
  // assets come precompressed and already carry their Content-Encoding, which this leaves alone.
  // Brotli at quality 4: per-request compression must cost less than the bytes it saves.
  await app.register(compress, {
    threshold: 1024,
    globalDecompression: false, // no client sends compressed bodies; one hook less per request
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody);
  await app.register(cookie);
  await app.register(envelopePlugin);
  await app.register(rateLimit, {
    global: true,
    store: SnapshotMemoryStore,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.url === '/healthz',
    // Limit headers only where they tell the client something: when it is over the limit.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  await app.register(requestContextPlugin, { merchants });
  await app.register(siteAccessPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes, { database });
  await app.register(systemRoutes, { db: database.db, keys, external: createExternalVerification(config) });

  const db = database.db;
  const providers = createProviders(config, db, app.log);
  const external = createExternalVerification(config);
  const accounts = { db, keys, verification: verificationPort(db), mail: mailPort(providers.email), external };
  await app.register(authPlugin, { db, idleMinutes: config.sessionIdleMinutes });
  await app.register(verificationRoutes, {
    db,
    providers,
    captchaTestText: config.captchaTestText,
    mobileExists: async (merchantId: number, e164: string) =>
      Boolean(await membersRepository.findByMobile(db, merchantId, e164)),
  });
  await app.register(sessionRoutes, accounts);
  await app.register(registrationRoutes, accounts);
  await app.register(passwordRoutes, accounts);
  await app.register(membersRoutes, { db });
  await app.register(walletRoutes, { db, keys });
  await app.register(inboxRoutes, { db });
  await registerPaymentAreas(app, { db, config, keys });
  await app.register(robotsRoute);
  await app.register(gamesPlugin, { db, config });
  await app.register(bgsPlugin, { db });
  await app.register(lotteryPlugin, { db });
  if (config.serveWeb) {
    await app.register(webPlugin, {
      distDir: config.webDist,
      bootStatus: async (request) =>
        statusValueSchema.parse(
          await getSystemStatus(db, keys, external, request.merchant, {
            ip: request.ip,
            country: request.country(),
            access: request.access(),
          }),
        ),
    });
  }

  return Object.assign(app, { deps: { keys, merchants, providers, routes } }) as unknown as App;
}
