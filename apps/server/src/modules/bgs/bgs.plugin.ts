import { sql } from 'kysely';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { DbHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { websocketSupport } from '../../http/websocket.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { BGS_VENDOR, parseBgsLimits } from './bgs.config.ts';
import { brandLimits } from './bgs-limits.usecases.ts';
import { inhouseAdminRoutes } from './inhouse-admin.routes.ts';
import { bgsLauncher } from './bgs-launcher.ts';
import { betRecordLinks } from '../game-wallet/bet-record-links.ts';
import { verifyLinksOf } from './history.usecases.ts';
import { bgsBetRoutes } from './bets.routes.ts';
import { bgsRoutes } from './bgs.routes.ts';
import { CrashBus } from './crash-bus.ts';
import { CRASH_ROUND_JOB, CrashLoop } from './crash-loop.ts';
import { crashLiveRoutes } from './crash-live.routes.ts';
import { crashRoutes } from './crash.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live Crash of this instance: its event bus and round loop (tests drive them). */
    crash: { bus: CrashBus; loop: CrashLoop };
  }
}

type BgsDeps = {
  db: Db;
  database: DbHandle;
  jobs: JobRunner;
  config: Pick<Config, 'bgsBetLimits' | 'rateLimitPerMinute' | 'crash' | 'database'>;
};

/**
 * The in-house vendor (BGS): provably fair state, each game's bet calls, and live Crash. Not
 * encapsulated (fastify-plugin), so `app.crash` and the close hooks sit on the application; the
 * routes are child plugins with their own hooks.
 */
export const bgsPlugin = fp(async (app: FastifyInstance, { db, database, jobs, config }: BgsDeps) => {
  const configured = parseBgsLimits(config.bgsBetLimits);
  const limits = brandLimits(configured);
  app.decorateRequest('launchedGame', null);
  app.gameLaunchers.register(`vendor:${BGS_VENDOR}`, bgsLauncher);
  betRecordLinks.register(BGS_VENDOR, verifyLinksOf);
  await app.register(bgsRoutes, { db });
  await app.register(bgsBetRoutes, { db, limits, configured, perMinute: config.rateLimitPerMinute });
  await app.register(inhouseAdminRoutes, { db, configured });

  // Live Crash: the loop runs as durable jobs (one instance at a time); events reach every
  // instance's sockets through the bus (LISTEN/NOTIFY on PostgreSQL).
  const bus = new CrashBus();
  const loop = new CrashLoop({ db, bus, settings: config.crash, log: app.log });
  jobs.handle(CRASH_ROUND_JOB, loop.roundJob);
  jobs.schedule(loop.keeper);
  app.decorate('crash', { bus, loop });
  // Before the job runner's own close waits for the work in hand: the round in hand stops waiting.
  app.addHook('preClose', () => loop.stop());
  if (config.database.kind === 'postgres') {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]!;
    const stopRelay = await bus.relayThroughPostgres(config.database.url, schema.schema, app.log);
    app.addHook('onClose', () => stopRelay());
  }
  await app.register(websocketSupport);
  await app.register(crashRoutes, { db, bus, settings: config.crash, limits });
  await app.register(crashLiveRoutes, { db, bus, settings: config.crash });
});
