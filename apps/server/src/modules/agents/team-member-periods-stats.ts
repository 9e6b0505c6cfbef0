import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { FIGURES, handledRows, INSERT, lockTeamMembersCursor } from './team-member-periods.ts';

/*
 * `stats:check` and `stats:rebuild` for the team member periods (team-member-periods.ts): what
 * the table should hold is each member's roll-ups (day and month) less its events the subscriber
 * has not handled yet, under each of its ancestors.
 */
type Figure = (typeof FIGURES)[number];
type Row = { ancestor_id: unknown; bucket: string; member_id: unknown } & Record<Figure, unknown>;
export type TeamMemberPeriodDifference = {
  agentId: number;
  bucket: string;
  memberId: number;
  stored: Record<Figure, string>;
  recomputed: Record<Figure, string>;
};

const brandMembers = (merchantId: number) => sql`select id from members where merchant_id = ${merchantId}`;
const expected = (db: DbOrTrx, merchantId: number) =>
  sql`select c.ancestor_id, h.bucket, h.member_id, ${sql.raw(FIGURES.map((f) => `h.${f}`).join(', '))}
    from (${handledRows(db, brandMembers(merchantId), -1)}) h
    join member_closure c on c.descendant_id = h.member_id and c.depth >= 1`;

export async function checkTeamMemberPeriods(db: DbOrTrx, merchantId: number): Promise<TeamMemberPeriodDifference[]> {
  const [stored, recomputed] = await Promise.all([
    sql<Row>`select ancestor_id, bucket, member_id, ${sql.raw(FIGURES.join(', '))}
      from team_member_periods where merchant_id = ${merchantId}`.execute(db),
    sql<Row>`${expected(db, merchantId)}`.execute(db),
  ]);
  const keyOf = (r: Row) => `${String(r.ancestor_id)}|${r.bucket}|${String(r.member_id)}`;
  const text = (r: Row | undefined) =>
    Object.fromEntries(FIGURES.map((f) => [f, BigInt(String(r?.[f] ?? 0).split('.')[0] || '0').toString()])) as Record<
      Figure,
      string
    >;
  const a = new Map(stored.rows.map((r) => [keyOf(r), r]));
  const b = new Map(recomputed.rows.map((r) => [keyOf(r), r]));
  const out: TeamMemberPeriodDifference[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const [s, r] = [text(a.get(key)), text(b.get(key))];
    if (FIGURES.every((f) => s[f] === r[f])) continue;
    const [agentId, bucket, memberId] = key.split('|');
    out.push({ agentId: Number(agentId), bucket: bucket!, memberId: Number(memberId), stored: s, recomputed: r });
  }
  return out;
}

/** Writes a brand's team member periods again from the roll-ups, the subscriber's cursor held. */
export async function rebuildTeamMemberPeriods(db: DbOrTrx, merchantId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockTeamMembersCursor(trx);
    await trx.deleteFrom('team_member_periods').where('merchant_id', '=', merchantId).execute();
    await sql`${INSERT}
      select ancestor_id, bucket, member_id, ${merchantId}, ${sql.raw(FIGURES.join(', '))}
      from (${expected(trx, merchantId)}) x`.execute(trx);
  });
}
