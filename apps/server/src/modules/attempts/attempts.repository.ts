import type { Kysely } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { isPostgres } from '../../db/migrations/helpers.ts';

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
          merchant_id: key.merchantId,
          scope: key.scope,
          subject: key.subject,
          failures: 0,
          window_started_at: now,
          locked_until: null,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'scope', 'subject']).doNothing())
        .execute();
      let query = trx
        .selectFrom('login_throttles')
        .selectAll()
        .where('merchant_id', '=', key.merchantId)
        .where('scope', '=', key.scope)
        .where('subject', '=', key.subject);
      if (isPostgres(trx as unknown as Kysely<unknown>)) query = query.forUpdate();
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
    await trx
      .updateTable('login_throttles')
      .set({
        failures: row.failures,
        window_started_at: row.windowStartedAt,
        locked_until: row.lockedUntil,
        in_flight: row.inFlight,
        in_flight_at: row.inFlightAt,
      })
      .where('merchant_id', '=', row.merchantId)
      .where('scope', '=', row.scope)
      .where('subject', '=', row.subject)
      .execute();
  },

  async remove(db: DbOrTrx, key: Key): Promise<void> {
    await db
      .deleteFrom('login_throttles')
      .where('merchant_id', '=', key.merchantId)
      .where('scope', '=', key.scope)
      .where('subject', '=', key.subject)
      .execute();
  },
};
