import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Team member periods (issue 26, agent centre performance): for each agent, each member of its
 * whole team below it (closure depth >= 1), that member's play and money per BUCKET: a business
 * day ('YYYY-MM-DD') or a business month ('YYYY-MM'). The key (ancestor_id, bucket, member_id)
 * keeps one agent's members of one bucket side by side, so a per-member team query (betting by
 * member, user profit and loss, active members) reads about one row per active member and bucket
 * in key order, instead of probing each member's own roll-up (two index lookups per member cost
 * as much as scanning the whole team's month).
 *
 * Play is written OFF the bet path by the `agents.team-members` play-event subscriber, with a
 * cursor of its own; a read adds the events after that cursor (modules/agents/team-member-periods.ts).
 * Money (deposits, withdrawals, bonuses) has no event log: it is written in the money movement's
 * own transaction, as member_day_money is. Moves transfer the handled figures in the move's
 * transaction; `stats:check` / `stats:rebuild` cover it.
 *
 * Clustered by that key: SQLite's table is its key (without rowid); PostgreSQL's heap keeps no
 * order, so its key carries the figures (include): a team's bucket is an index-only range, about
 * 150 pages for 10,000 members instead of one heap page per few rows. The subscriber's updates
 * then rewrite that index entry too, off the bet path.
 *
 * Filled here from the member roll-ups as they stand, the cursor at the newest event (every event
 * so far is in the roll-ups already: none is handled twice).
 */
const FIGURES = 'bets, stake, valid_bet, payout, win_loss, deposits, withdrawals, bonuses';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create table team_member_periods (
      ancestor_id integer not null references members (id),
      bucket varchar(10) not null,
      member_id integer not null references members (id),
      merchant_id integer not null references merchants (id),
      bets integer not null default 0,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      win_loss bigint not null default 0,
      deposits bigint not null default 0,
      withdrawals bigint not null default 0,
      bonuses bigint not null default 0,
      constraint team_member_periods_pk primary key (ancestor_id, bucket, member_id)${
        isPostgres(db) ? ` include (${FIGURES})` : ''
      }
    )${isPostgres(db) ? '' : ' without rowid'}`,
    )
    .execute(db);
  await sql`create index team_member_periods_brand on team_member_periods (merchant_id, ancestor_id)`.execute(db);
  const month = sql.raw('substr(day, 1, 7)');
  await sql`insert into team_member_periods (ancestor_id, bucket, member_id, merchant_id, bets, stake, valid_bet,
      payout, win_loss, deposits, withdrawals, bonuses)
    select c.ancestor_id, r.bucket, r.member_id, min(r.merchant_id), sum(r.bets), sum(r.stake), sum(r.valid_bet),
      sum(r.payout), sum(r.win_loss), sum(r.deposits), sum(r.withdrawals), sum(r.bonuses)
    from member_closure c join (
      select member_id, merchant_id, day as bucket, bets, stake, valid_bet, payout, win_loss,
        0 as deposits, 0 as withdrawals, 0 as bonuses from member_day_play
      union all select member_id, merchant_id, ${month}, bets, stake, valid_bet, payout, win_loss, 0, 0, 0 from member_day_play
      union all select member_id, merchant_id, day, 0, 0, 0, 0, 0, deposits, withdrawals, bonuses from member_day_money
      union all select member_id, merchant_id, ${month}, 0, 0, 0, 0, 0, deposits, withdrawals, bonuses from member_day_money
    ) r on r.member_id = c.descendant_id
    where c.depth >= 1
    group by c.ancestor_id, r.bucket, r.member_id`.execute(db);
  await sql`insert into play_event_cursors (subscriber, last_id, updated_at)
    select 'agents.team-members', coalesce(max(id), 0), ${new Date().toISOString()} from play_events`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from play_event_cursors where subscriber = 'agents.team-members'`.execute(db);
  await sql`drop table team_member_periods`.execute(db);
}
