import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '../../test/test-db.ts';
import type { DbHandle } from './database.ts';
import type { Trx } from './schema.ts';
import { afterCommit, inTransaction } from './unit-of-work.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await sql`create table uow_probe (id integer primary key, label text not null)`.execute(database.db);
});
afterAll(async () => database.close());

const labels = async () =>
  (await sql<{ label: string }>`select label from uow_probe order by id`.execute(database.db)).rows.map((r) => r.label);

/** On SQLite these units share commits (db/group-commit.ts); on PostgreSQL each has its own transaction. */
describe('units of work started together', () => {
  it('each commits or rolls back on its own; hooks run only for those that committed', async () => {
    const trxs = new Set<Trx>();
    const hooks: string[] = [];
    const unit = (i: number) =>
      inTransaction(database.db, async (trx) => {
        trxs.add(trx);
        await sql`insert into uow_probe (id, label) values (${i}, ${`u${i}`})`.execute(trx);
        afterCommit(trx, () => hooks.push(`u${i}`));
        if (i % 3 === 0) throw new Error(`unit ${i} fails after writing`);
        return i;
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => unit(i + 1)));

    const committed = [1, 2, 4, 5, 7, 8, 10, 11].map((i) => `u${i}`);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual(
      Array.from({ length: 12 }, (_, i) => ((i + 1) % 3 === 0 ? `unit ${i + 1} fails after writing` : i + 1)),
    );
    expect(await labels()).toEqual(committed);
    expect(hooks.sort()).toEqual([...committed].sort());
    if (database.kind === 'sqlite') expect(trxs.size).toBeLessThan(12);
    await sql`delete from uow_probe`.execute(database.db);
  });

  it('a unit sees the writes of the units before it, and a repeat of a unique key fails alone', async () => {
    const insert = (id: number) =>
      inTransaction(database.db, async (trx) => {
        await sql`insert into uow_probe (id, label) values (${id}, ${`k${id}`})`.execute(trx);
        return (await sql<{ n: number }>`select count(*) as n from uow_probe`.execute(trx)).rows[0]!.n;
      });
    const outcomes = await Promise.allSettled([insert(100), insert(100), insert(101)]);
    const statuses = outcomes.map((o) => o.status);
    expect(await labels()).toEqual(['k100', 'k101']);
    expect(statuses[2]).toBe('fulfilled');
    if (database.kind === 'sqlite') {
      // SQLite runs them in arrival order: the repeat fails, the third counts the first's row and its own.
      expect(statuses).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((outcomes[2] as PromiseFulfilledResult<number>).value).toBe(2);
    } else {
      // PostgreSQL runs them side by side: either copy of key 100 may win, never both.
      expect([...statuses.slice(0, 2)].sort()).toEqual(['fulfilled', 'rejected']);
    }
  });
});
