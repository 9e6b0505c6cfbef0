import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';

/*
 * The play events a subscriber has not handled yet (those after its cursor), as roll-up rows a
 * read adds to what the subscriber wrote (team-play.ts, team-member-periods.ts), and the lock a
 * move or a rebuild holds on that cursor so no batch commits in between.
 */

/** A text field of an event's JSON payload (`path`: keys from the top), per database. */
function field(db: DbOrTrx, path: string[]): RawBuilder<unknown> {
  return isPostgres(db)
    ? sql.raw(`(e.payload::json #>> '{${path.join(',')}}')`)
    : sql.raw(`json_extract(e.payload, '$.${path.join('.')}')`);
}
const int = (db: DbOrTrx, path: string[]) => sql`cast(${field(db, path)} as bigint)`;

/**
 * The events after the subscriber's cursor of the members `members` selects, as roll-up rows
 * (member_id, day, category, vendor_code and the five figures): what each adds on its day (a settled or
 * corrected bet as it now counts) and what it takes from the day it left (a corrected or rolled
 * back bet as it counted before: now less the change). `sign` -1 negates them.
 */
export function pendingPlayRows(db: DbOrTrx, subscriber: string, members: RawBuilder<unknown>, sign: 1 | -1 = 1) {
  const s = sql.lit(sign);
  const now = (f: string) => int(db, [f]);
  const before = (f: string) => sql`(${now(f)} - ${int(db, ['change', f])})`;
  const pending = sql`from play_events e where e.id > coalesce((select last_id from play_event_cursors
      where subscriber = ${subscriber}), 0) and e.member_id in (${members})`;
  const keys = (day: RawBuilder<unknown>) =>
    sql`e.member_id, ${day} as day, ${field(db, ['category'])} as category, ${field(db, ['vendorCode'])} as vendor_code`;
  return sql`
    select ${keys(field(db, ['day']))}, ${s} as bets, ${s} * ${now('stake')} as stake, ${s} * ${now('validBet')} as valid_bet,
      ${s} * ${now('payout')} as payout, ${s} * ${now('winLoss')} as win_loss
    ${pending} and e.kind <> 'rolled_back'
    union all
    select ${keys(sql`coalesce(${field(db, ['previousDay'])}, ${field(db, ['day'])})`)}, ${sql.lit(-sign)} as bets,
      ${sql.lit(-sign)} * ${before('stake')} as stake, ${sql.lit(-sign)} * ${before('validBet')} as valid_bet,
      ${sql.lit(-sign)} * ${before('payout')} as payout, ${sql.lit(-sign)} * ${before('winLoss')} as win_loss
    ${pending} and e.kind <> 'settled'`;
}

/** Holds the subscriber's cursor for the rest of the transaction: no batch commits meanwhile (PostgreSQL). */
export async function lockSubscriberCursor(db: DbOrTrx, subscriber: string): Promise<void> {
  await sql`insert into play_event_cursors (subscriber, last_id, updated_at)
    values (${subscriber}, 0, ${new Date().toISOString()}) on conflict (subscriber) do nothing`.execute(db);
  if (isPostgres(db))
    await sql`select last_id from play_event_cursors where subscriber = ${subscriber} for update`.execute(db);
}
