import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { bucketsOf } from './period-buckets.ts';
import { pendingPlayRows } from './pending-play.ts';
import { FIGURES, MONEY_FIGURES, PLAY_FIGURES, TEAM_MEMBERS_SUBSCRIBER } from './team-member-periods.ts';
import { teamOf, type DayRange, type Subject } from './team-subject.ts';

/*
 * A whole team's rows per member over a day range, from the team member periods: the range's
 * signed buckets under the root (period-buckets.ts: a few rows per member, each bucket's members
 * side by side in the key), the team's events the subscriber has not handled yet (exact whatever
 * the lag), and for a downline's team (`minDepth` 0) the downline's own roll-ups. Several rows per
 * member: sum them by member_id.
 */
type Figure = (typeof FIGURES)[number];
/** The wanted figures as a part of the union has them: its own column (negated), or 0 where it has none. */
const pick = (wanted: readonly Figure[], has: readonly Figure[], sign = '') =>
  sql.raw(wanted.map((f) => (has.includes(f) ? `${sign}${f} as ${f}` : `0 as ${f}`)).join(', '));

/** The latest business day that may hold data anywhere (a zone ahead of UTC by up to a day): only picks the cheaper buckets. */
const latestDay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export function teamMemberRows(db: DbOrTrx, s: Subject, range: DayRange, wanted: readonly Figure[] = FIGURES) {
  const b = bucketsOf(range, latestDay());
  const root = sql`ancestor_id = ${s.rootId}`;
  const listed = [...(Array.isArray(b.months) ? b.months : []), ...b.plusDays];
  const parts = [];
  if (listed.length > 0)
    parts.push(
      sql`select member_id, ${pick(wanted, FIGURES)} from team_member_periods where ${root} and bucket in (${sql.join(listed)})`,
    );
  if (!Array.isArray(b.months))
    parts.push(sql`select member_id, ${pick(wanted, FIGURES)} from team_member_periods where ${root}
      and bucket >= ${b.months.first} and bucket <= ${b.months.last} and length(bucket) = 7`);
  if (b.minusDays.length > 0)
    parts.push(
      sql`select member_id, ${pick(wanted, FIGURES, '-')} from team_member_periods where ${root} and bucket in (${sql.join(b.minusDays)})`,
    );
  const days = sql`day >= ${range.fromDay} and day <= ${range.toDay}`;
  const team = teamOf({ ...s, minDepth: 1 });
  parts.push(sql`select member_id, ${pick(wanted, PLAY_FIGURES)}
    from (${pendingPlayRows(db, TEAM_MEMBERS_SUBSCRIBER, team)}) p where ${days}`);
  if (s.minDepth === 0) {
    parts.push(sql`select member_id, ${pick(wanted, PLAY_FIGURES)} from member_day_play
      where member_id = ${s.rootId} and ${days}`);
    parts.push(sql`select member_id, ${pick(wanted, MONEY_FIGURES)} from member_day_money
      where member_id = ${s.rootId} and ${days}`);
  }
  return sql.join(parts, sql` union all `);
}

/**
 * Each member's sums over the range of the `wanted` figures (only the members with any of them
 * not zero), `named` narrowing by name. Fewer figures, fewer sums: the sums are most of the cost.
 */
export function teamMemberTotals(
  db: DbOrTrx,
  s: Subject,
  range: DayRange,
  named: RawBuilder<unknown>,
  wanted: readonly Figure[] = FIGURES,
) {
  const sums = sql.raw(wanted.map((f) => `sum(${f}) as ${f}`).join(', '));
  const any = sql.raw(wanted.map((f) => `sum(${f}) <> 0`).join(' or '));
  return sql`select member_id, ${sums} from (${teamMemberRows(db, s, range, wanted)}) r
    where 1 = 1${named} group by member_id having ${any}`;
}
