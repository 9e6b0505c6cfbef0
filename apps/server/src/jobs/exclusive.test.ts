import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/database.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { runExclusive } from './exclusive.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => database.close());

describe('exclusive job runs', () => {
  it('runs the work and returns its result', async () => {
    expect(await runExclusive(database, 'job-a', async () => 42)).toBe(42);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'skips a run while another instance holds the lock (PostgreSQL)',
    async () => {
      let inner: number | undefined = -1;
      await runExclusive(database, 'job-b', async () => {
        inner = await runExclusive(database, 'job-b', async () => 1);
        return 0;
      });
      expect(inner).toBeUndefined();
    },
  );
});
