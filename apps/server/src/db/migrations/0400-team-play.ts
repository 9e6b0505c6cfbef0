import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Team play roll-ups (issue 26, agent centre performance): each agent's whole team below it
 * (closure depth >= 1) × business day × category × vendor, the sums of its members' per-vendor
 * daily roll-ups. Written OFF the bet path by the `agents.team-play` play-event subscriber
 * (modules/agents/team-play.ts), so a settlement still writes only its member's rows; a read adds
 * the events the subscriber has not handled yet (those after its cursor) in the same statement,
 * and a move of a member takes its team's figures from the old ancestors to the new ones in the
 * move's transaction. `stats:check` compares it with the member roll-ups, `stats:rebuild` rewrites it.
 *
 * Filled here from the member roll-ups as they stand, with the subscriber's cursor set to the
 * newest event (every event so far is already in the roll-ups: none is handled twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create table team_day_play (
      ancestor_id integer not null references members (id),
      day varchar(10) not null,
      category varchar(12) not null,
      vendor_code varchar(32) not null,
      merchant_id integer not null references merchants (id),
      bets integer not null default 0,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      win_loss bigint not null default 0,
      constraint team_day_play_pk primary key (ancestor_id, day, category, vendor_code)
    )${isPostgres(db) ? '' : ' without rowid'}`,
    )
    .execute(db);
  await sql`create index team_day_play_brand on team_day_play (merchant_id, ancestor_id)`.execute(db);
  await sql`insert into team_day_play (ancestor_id, day, category, vendor_code, merchant_id, bets, stake, valid_bet, payout, win_loss)
    select c.ancestor_id, p.day, p.category, p.vendor_code, min(p.merchant_id), sum(p.bets), sum(p.stake),
      sum(p.valid_bet), sum(p.payout), sum(p.win_loss)
    from member_closure c join member_day_vendor_play p on p.member_id = c.descendant_id
    where c.depth >= 1
    group by c.ancestor_id, p.day, p.category, p.vendor_code`.execute(db);
  await sql`insert into play_event_cursors (subscriber, last_id, updated_at)
    select 'agents.team-play', coalesce(max(id), 0), ${new Date().toISOString()} from play_events`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from play_event_cursors where subscriber = 'agents.team-play'`.execute(db);
  await sql`drop table team_day_play`.execute(db);
}
