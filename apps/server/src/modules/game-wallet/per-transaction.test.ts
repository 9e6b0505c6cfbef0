import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { oncePerTransaction } from './per-transaction.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => database.close());

describe('facts read once per transaction', () => {
  it('reads once inside a PostgreSQL transaction, each time outside one, and afresh in the next', async () => {
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    await oncePerTransaction(database.db, 'k', read);
    await oncePerTransaction(database.db, 'k', read);
    expect(reads).toBe(2);
    const inside = await inTransaction(database.db, async (trx) => [
      await oncePerTransaction(trx, 'k', read),
      await oncePerTransaction(trx, 'k', read),
      await oncePerTransaction(trx, 'other', read),
    ]);
    // SQLite's group commit shares one transaction between units that may roll back alone: no memo there.
    expect(inside).toEqual(isPostgres(database.db) ? [3, 3, 4] : [3, 4, 5]);
    const next = await inTransaction(database.db, (trx) => oncePerTransaction(trx, 'k', read));
    expect(next).toBe(isPostgres(database.db) ? 5 : 6);
  });
});
