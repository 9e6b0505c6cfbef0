import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { itOnPostgres, useTestDatabase } from '../../test/test-db.ts';
import { backoffMs, CONFLICT_RETRY, retryingConflicts } from './conflict-retry.ts';
import type { Db, Trx } from './schema.ts';
import { afterCommit, inRetryingTransaction, inTransaction } from './unit-of-work.ts';

const fast = { attempts: 4, baseMs: 1, maxMs: 2 };
const failing = (code: string) => Object.assign(new Error(`database said ${code}`), { code });

describe('retrying work that PostgreSQL aborted', () => {
  it('runs a deadlock victim and a serialisation failure again, and gives up after the last attempt', async () => {
    const codes = ['40P01', '40001'];
    let runs = 0;
    expect(
      await retryingConflicts(() => {
        const code = codes[runs++];
        return code ? Promise.reject(failing(code)) : Promise.resolve('done');
      }, fast),
    ).toBe('done');
    expect(runs).toBe(3);

    runs = 0;
    await expect(retryingConflicts(() => Promise.reject(failing(codes[runs++ % 2]!)), fast)).rejects.toMatchObject({
      code: '40001',
    });
    expect(runs).toBe(fast.attempts);
  });

  it('never runs again work that failed for another reason (a unique key, a rule)', async () => {
    let runs = 0;
    await expect(
      retryingConflicts(() => {
        runs++;
        return Promise.reject(failing('23505'));
      }, fast),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });

  it('pauses longer after each failure, within the ceiling, never the same pause twice in step', () => {
    for (let tried = 1; tried <= CONFLICT_RETRY.attempts; tried++) {
      const ceiling = Math.min(CONFLICT_RETRY.maxMs, CONFLICT_RETRY.baseMs * 2 ** (tried - 1));
      const pauses = Array.from({ length: 50 }, () => backoffMs(tried));
      expect(Math.min(...pauses)).toBeGreaterThanOrEqual(ceiling / 2);
      expect(Math.max(...pauses)).toBeLessThanOrEqual(ceiling);
      expect(new Set(pauses).size).toBeGreaterThan(1);
    }
  });
});

const database = useTestDatabase({
  prepare: async (db) => {
    if (process.env.DATABASE_URL) {
      await sql`create table conflict_probe (id integer primary key, n integer not null)`.execute(db);
    }
  },
});

/**
 * Two units that update rows 1 and 2 in opposite orders, each waiting for the other's first update
 * before its second: PostgreSQL sees the deadlock and aborts one of them.
 */
async function crossingUnits(db: Db, open: typeof inTransaction) {
  await sql`delete from conflict_probe`.execute(db);
  await sql`insert into conflict_probe (id, n) values (1, 0), (2, 0)`.execute(db);
  const bump = (trx: Trx, id: number) => sql`update conflict_probe set n = n + 1 where id = ${id}`.execute(trx);
  const firstDone: Promise<void>[] = [];
  const markFirst: (() => void)[] = [];
  for (let i = 0; i < 2; i++) firstDone.push(new Promise<void>((resolve) => markFirst.push(resolve)));
  const committed: string[] = [];
  const unit = (name: string, first: number, second: number, me: number) =>
    open(db, async (trx) => {
      await bump(trx, first);
      markFirst[me]!();
      await firstDone[1 - me];
      await bump(trx, second);
      afterCommit(trx, () => committed.push(name));
    });
  const outcomes = await Promise.allSettled([unit('a', 1, 2, 0), unit('b', 2, 1, 1)]);
  const rows = await sql<{ id: number; n: number }>`select id, n from conflict_probe order by id`.execute(db);
  return { outcomes, committed, counts: rows.rows.map((r) => Number(r.n)) };
}

describe('the unit of work on PostgreSQL', () => {
  itOnPostgres('a retrying unit aborted to break a deadlock runs again: both units commit, each once', async () => {
    const { outcomes, committed, counts } = await crossingUnits(database().db, inRetryingTransaction);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(committed.sort()).toEqual(['a', 'b']);
    expect(counts).toEqual([2, 2]);
  });

  itOnPostgres('a plain unit fails with the deadlock, and nothing of it is kept', async () => {
    const { outcomes, committed, counts } = await crossingUnits(database().db, inTransaction);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as { code?: string }] : []));
    expect(refused.map((e) => e.code)).toEqual(['40P01']);
    expect(committed).toHaveLength(1);
    expect(counts).toEqual([1, 1]);
  });
});
