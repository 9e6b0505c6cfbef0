import pg from 'pg';
import { openPostgres, openSqlite, type DbHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { schemasDroppedAtEnd, testSchemaName } from './test-schemas.ts';

/**
 * A fresh migrated and seeded database per test file: SQLite in memory by default, or a
 * throwaway schema on the PostgreSQL named by DATABASE_URL (dropped again in `close`).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  let handle: DbHandle;
  if (url) {
    const schema = testSchemaName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const inner = openPostgres(url, { schema, max: 5 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        if (schemasDroppedAtEnd()) return;
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
        await dropper.end();
      },
    };
  } else {
    handle = openSqlite(':memory:');
  }
  await migrateToLatest(handle.db);
  if (options.seed !== false) await seedIfEmpty(handle.db);
  return handle;
}
