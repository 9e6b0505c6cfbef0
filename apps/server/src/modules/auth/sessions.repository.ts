import type { DbOrTrx } from '../../db/schema.ts';
import { updateRows } from '../../lib/rows.ts';
import type { Member } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';

export type Session = { id: number; memberId: number; createdAt: string; lastSeenAt: string; revokedAt: string | null };

export const sessionsRepository = {
  async insert(
    db: DbOrTrx,
    values: { memberId: number; tokenHash: string; ip: string | null; now: string },
  ): Promise<number> {
    const row = await db
      .insertInto('sessions')
      .values({
        member_id: values.memberId,
        token_hash: values.tokenHash,
        ip: values.ip,
        created_at: values.now,
        last_seen_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** The session and its member in one round trip: every authenticated request starts here. */
  async findWithMember(db: DbOrTrx, tokenHash: string): Promise<{ session: Session; member: Member } | undefined> {
    const row = await db
      .selectFrom('sessions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .selectAll('m')
      .select(['s.id as session_id', 's.created_at as session_created_at', 's.last_seen_at', 's.revoked_at'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_id, session_created_at, last_seen_at, revoked_at, ...member } = row;
    return {
      session: {
        id: Number(session_id),
        memberId: Number(member.id),
        createdAt: session_created_at,
        lastSeenAt: last_seen_at,
        revokedAt: revoked_at,
      },
      member: membersPort.mapMember(member),
    };
  },

  async findById(db: DbOrTrx, id: number): Promise<Session | undefined> {
    const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        memberId: Number(row.member_id),
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        revokedAt: row.revoked_at,
      }
    );
  },

  async touch(db: DbOrTrx, id: number, now: string): Promise<void> {
    await updateRows(db, 'sessions', { id }, { last_seen_at: now });
  },

  async revoke(db: DbOrTrx, id: number, now: string): Promise<void> {
    await updateRows(db, 'sessions', { id, revoked_at: null }, { revoked_at: now });
  },

  /** Revokes every live session of the member except `keepId` (password change keeps the current one). */
  async revokeAllOf(db: DbOrTrx, memberId: number, now: string, keepId?: number): Promise<void> {
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null);
    if (keepId !== undefined) query = query.where('id', '!=', keepId);
    await query.execute();
  },
};
