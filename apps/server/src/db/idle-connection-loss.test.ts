import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, vi } from 'vitest';
import { itOnPostgres, sameDatabasePool, useTestDatabase } from '../../test/test-db.ts';

/*
 * PostgreSQL ends an idle connection (a restart, a failover, an administrator's terminate): the
 * pool reports it and replaces the connection; the process goes on. Without a listener for the
 * pool's 'error', Node treats it as an uncaught exception and the server dies.
 */
const database = useTestDatabase();

describe('an idle PostgreSQL connection that the server ends', () => {
  itOnPostgres('is replaced: the process goes on and the next query answers', async () => {
    const pool = await sameDatabasePool(database());
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(pool.db);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await expect
        .poll(() => written.mock.calls.some(([line]) => /idle connection ended/.test(String(line))))
        .toBe(true);
      const again = await sql<{ one: number }>`select 1 as one`.execute(pool.db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      written.mockRestore();
      await admin.end();
      await pool.close();
    }
  });
});
