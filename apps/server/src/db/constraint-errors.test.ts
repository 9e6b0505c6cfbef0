import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { createMember } from '../../test/factories/members.ts';
import { isCheckViolation, isRetryableConflict, isUniqueViolation } from './constraint-errors.ts';
import type { DbHandle } from './database.ts';

/*
 * The constraint helpers read the driver's error code, never its message text: these cases make
 * each failure happen for real on whichever database this run uses (SQLite, or PostgreSQL with
 * DATABASE_URL), so both drivers' codes are proven.
 */
let database: DbHandle;

const failure = async (work: () => Promise<unknown>): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await sql`create table constraint_probe (id integer primary key, name varchar(20) not null unique, n integer not null, constraint constraint_probe_non_negative check (n >= 0))`.execute(
    database.db,
  );
  await sql`insert into constraint_probe (id, name, n) values (1, 'one', 1)`.execute(database.db);
});

afterAll(async () => {
  await database.close();
});

describe(`constraint errors on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('a duplicate unique value is a unique violation, and nothing else', async () => {
    const error = await failure(() =>
      sql`insert into constraint_probe (id, name, n) values (2, 'one', 1)`.execute(database.db),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isCheckViolation(error)).toBe(false);
    expect(isRetryableConflict(error)).toBe(false);
  });

  it('a duplicate primary key is a unique violation', async () => {
    const error = await failure(() =>
      sql`insert into constraint_probe (id, name, n) values (1, 'two', 1)`.execute(database.db),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('a member with a taken username fails as a unique violation (what registration relies on)', async () => {
    await createMember(database.db, { username: 'taken_name' });
    const error = await failure(() => createMember(database.db, { username: 'taken_name' }));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('a failed CHECK is a check violation, matched by its name too', async () => {
    const error = await failure(() =>
      sql`insert into constraint_probe (id, name, n) values (3, 'three', -1)`.execute(database.db),
    );
    expect(isCheckViolation(error)).toBe(true);
    expect(isCheckViolation(error, 'constraint_probe_non_negative')).toBe(true);
    expect(isCheckViolation(error, 'some_other_check')).toBe(false);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('errors that are not from the database are none of these', () => {
    const plain = new Error('UNIQUE constraint failed: duplicate key');
    expect(isUniqueViolation(plain)).toBe(false);
    expect(isCheckViolation(plain)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
