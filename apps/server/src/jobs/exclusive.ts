import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DbHandle } from '../db/database.ts';

/** A stable 63-bit advisory-lock id for a job name. */
function lockId(name: string): bigint {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 16)}`));
}

/**
 * Runs `work` only if no other server instance is running the same job right now. On
 * PostgreSQL this takes a transaction-scoped advisory lock; SQLite has one process.
 */
export async function runExclusive<T>(
  database: DbHandle,
  name: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (database.kind === 'sqlite') return work();
  return database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${lockId(name).toString()}::bigint) as locked`.execute(trx);
    if (!rows[0]?.locked) return undefined;
    return work();
  });
}
