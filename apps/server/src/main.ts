import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { startPgChangeRelay } from './lib/pg-change-relay.ts';
import { installTestClock } from './lib/test-clock.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything reads the time: journeys move this process's clock (never in production).
  if (config.testClock) installTestClock();
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db);
  const app = await buildApp({ config, database });
  if (seeded) app.log.info('seeded the demo merchant on an empty database');
  // Background jobs and schedules (also catches up on slots missed while no server ran).
  app.jobs.start();
  // Several instances may share PostgreSQL: carry cache invalidations between them.
  const stopRelay =
    config.database.kind === 'postgres' ? await startPgChangeRelay(config.database.url, app.log) : async () => {};

  // Stop taking connections, let requests in flight finish, then close the database.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void app
      .close()
      .then(() => stopRelay())
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Arcadia is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
