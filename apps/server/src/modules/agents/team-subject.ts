import { sql, type RawBuilder } from 'kysely';

/*
 * Whose figures a team query reads: the members below rootId between two depths of the closure
 * table. Shared by the team repository and the team roll-up (team-play.ts), which reads it too.
 */
export type Subject = { rootId: number; minDepth: number; maxDepth: number | null };
export type DayRange = { fromDay: string; toDay: string };

export const teamOf = (s: Subject): RawBuilder<unknown> =>
  sql`select descendant_id from member_closure where ancestor_id = ${s.rootId} and depth >= ${s.minDepth}${
    s.maxDepth === null ? sql`` : sql` and depth <= ${s.maxDepth}`
  }`;
