import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { updateRows } from '../../lib/rows.ts';

export type AttemptRow = {
  merchantId: number;
  scope: string;
  subject: string;
  failures: number;
  windowStartedAt: string;
  lockedUntil: string | null;
  inFlight: number;
  inFlightAt: string | null;
};

type Key = { merchantId: number; scope: string; subject: string };

/** The columns that name a counter row. */
const keyColumns = (key: Key) => ({ merchant_id: key.merchantId, scope: key.scope, subject: key.subject });

/** Failed-attempt counters (table login_throttles), one row per brand, scope and subject. */
export const attemptsRepository = {
  /**
   * The counter rows for these keys, created empty if missing and locked for the rest of the
   * transaction on PostgreSQL (SQLite runs one write transaction at a time anyway), so two
   * concurrent attempts cannot both read the same count.
   */
  async lockRows(trx: DbOrTrx, keys: Key[], now: string): Promise<AttemptRow[]> {
    const rows: AttemptRow[] = [];
    for (const key of keys) {
      await trx
        .insertInto('login_throttles')
        .values({
          ...keyColumns(key),
          failures: 0,
          window_started_at: now,
          locked_until: null,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'scope', 'subject']).doNothing())
        .execute();
      let query = trx
        .selectFrom('login_throttles')
        .selectAll()
        .where((eb) => eb.and(keyColumns(key)));
      if (isPostgres(trx)) query = query.forUpdate();
      const row = await query.executeTakeFirstOrThrow();
      rows.push({
        merchantId: Number(row.merchant_id),
        scope: row.scope,
        subject: row.subject,
        failures: Number(row.failures),
        windowStartedAt: row.window_started_at,
        lockedUntil: row.locked_until,
        inFlight: Number(row.in_flight),
        inFlightAt: row.in_flight_at,
      });
    }
    return rows;
  },

  async write(trx: DbOrTrx, row: AttemptRow): Promise<void> {
    await updateRows(trx, 'login_throttles', keyColumns(row), {
      failures: row.failures,
      window_started_at: row.windowStartedAt,
      locked_until: row.lockedUntil,
      in_flight: row.inFlight,
      in_flight_at: row.inFlightAt,
    });
  },

  async remove(db: DbOrTrx, key: Key): Promise<void> {
    await db
      .deleteFrom('login_throttles')
      .where((eb) => eb.and(keyColumns(key)))
      .execute();
  },

  /** Deletes the counters of a scope whose subject starts with `prefix` (one account's sources). */
  async removeByPrefix(db: DbOrTrx, key: { merchantId: number; scope: string; prefix: string }): Promise<void> {
    await db
      .deleteFrom('login_throttles')
      .where('merchant_id', '=', key.merchantId)
      .where('scope', '=', key.scope)
      .where(sql<string>`substr(subject, 1, ${key.prefix.length})`, '=', key.prefix)
      .execute();
  },
};
