import { sql } from 'kysely';
import type { AffiliateCode } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { membersPort } from '../members/members.port.ts';
import { teamPlayMoves } from './team-play.ts';
import { teamMemberMoves } from './team-member-periods.ts';

export type AgentSettings = { downlineTransfer: boolean; activeMinStake: Minor; activeMinDeposits: Minor };

const mapCode = (r: {
  id: unknown;
  code: string;
  label: string;
  member_type: unknown;
  registrations: unknown;
  created_at: string;
}): AffiliateCode => ({
  id: Number(r.id),
  code: r.code,
  label: r.label,
  memberType: Number(r.member_type),
  registrations: Number(r.registrations),
  createdAt: r.created_at,
});

export const agentsRepository = {
  async settings(db: DbOrTrx, merchantId: number): Promise<AgentSettings> {
    const row = await db
      .selectFrom('agent_settings')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return {
      downlineTransfer: Number(row?.downline_transfer ?? 0) === 1,
      activeMinStake: toMinor(row?.active_min_stake ?? 0),
      activeMinDeposits: toMinor(row?.active_min_deposits ?? 0),
    };
  },

  async saveSettings(db: DbOrTrx, merchantId: number, s: AgentSettings): Promise<void> {
    const values = {
      downline_transfer: s.downlineTransfer ? 1 : 0,
      active_min_stake: s.activeMinStake.toString(),
      active_min_deposits: s.activeMinDeposits.toString(),
    };
    await db
      .insertInto('agent_settings')
      .values({ merchant_id: merchantId, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
  },

  async codesOf(db: DbOrTrx, memberId: number): Promise<AffiliateCode[]> {
    const rows = await db
      .selectFrom('affiliate_codes')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    return rows.map(mapCode);
  },

  async insertCode(
    db: DbOrTrx,
    values: { merchantId: number; memberId: number; code: string; label: string; memberType: number },
  ): Promise<AffiliateCode> {
    const row = await db
      .insertInto('affiliate_codes')
      .values({
        merchant_id: values.merchantId,
        member_id: values.memberId,
        code: values.code,
        label: values.label,
        member_type: values.memberType,
        registrations: 0,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return mapCode(row);
  },

  async findCode(db: DbOrTrx, merchantId: number, code: string) {
    const row = await db
      .selectFrom('affiliate_codes')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
    return row ? { ...mapCode(row), memberId: Number(row.member_id) } : undefined;
  },

  /** One more registration through the code, in the registration's transaction. */
  async countRegistration(db: DbOrTrx, codeId: number): Promise<void> {
    await db
      .updateTable('affiliate_codes')
      .set({ registrations: sql`registrations + 1` })
      .where('id', '=', codeId)
      .execute();
  },

  /** How far below the ancestor the member sits (1 = direct), or null when not in its team. */
  async depthBelow(db: DbOrTrx, ancestorId: number, memberId: number): Promise<number | null> {
    const row = await db
      .selectFrom('member_closure')
      .select('depth')
      .where('ancestor_id', '=', ancestorId)
      .where('descendant_id', '=', memberId)
      .executeTakeFirst();
    return row ? Number(row.depth) : null;
  },

  /**
   * Moves a member and its whole team under a new upline (or to the top): the closure rows that
   * tied the subtree to its old ancestors go, and each new ancestor gets each subtree member at
   * the summed depth. The rows inside the subtree stay as they are.
   */
  async moveSubtree(db: DbOrTrx, memberId: number, newUplineId: number | null): Promise<number> {
    const subtree = db.selectFrom('member_closure').select('descendant_id').where('ancestor_id', '=', memberId);
    // Read first (a handful of rows): a subquery over the rows being deleted reads differently per database.
    const oldAncestors = (
      await db
        .selectFrom('member_closure')
        .select('ancestor_id')
        .where('descendant_id', '=', memberId)
        .where('depth', '>', 0)
        .execute()
    ).map((r) => Number(r.ancestor_id));
    // The team roll-ups follow the move (team-play.ts): off the old ancestors before, onto the new after.
    await teamPlayMoves.leave(db, memberId);
    await teamMemberMoves.leave(db, memberId);
    if (oldAncestors.length > 0)
      await db
        .deleteFrom('member_closure')
        .where('descendant_id', 'in', subtree)
        .where('ancestor_id', 'in', oldAncestors)
        .execute();
    if (newUplineId !== null) {
      await sql`insert into member_closure (ancestor_id, descendant_id, depth)
        select a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
        from member_closure a, member_closure d
        where a.descendant_id = ${newUplineId} and d.ancestor_id = ${memberId}`.execute(db);
    }
    await teamPlayMoves.join(db, memberId);
    await teamMemberMoves.join(db, memberId);
    await membersPort.update(db, memberId, { upline_id: newUplineId });
    const size = await db
      .selectFrom('member_closure')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ancestor_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(size.n);
  },

  async recordMove(
    db: DbOrTrx,
    move: {
      merchantId: number;
      memberId: number;
      fromUplineId: number | null;
      toUplineId: number | null;
      teamSize: number;
      actor: string;
      reason: string;
    },
  ): Promise<void> {
    await db
      .insertInto('member_upline_moves')
      .values({
        merchant_id: move.merchantId,
        member_id: move.memberId,
        from_upline_id: move.fromUplineId,
        to_upline_id: move.toUplineId,
        team_size: move.teamSize,
        actor: move.actor,
        reason: move.reason,
        created_at: new Date().toISOString(),
      })
      .execute();
  },
};
