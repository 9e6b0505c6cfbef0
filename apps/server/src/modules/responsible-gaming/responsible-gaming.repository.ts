import { sql } from 'kysely';
import type { RgLimitKind } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import type { Exclusion, ExclusionKind } from './exclusion-rules.ts';
import type { Limit, LimitPeriod, WindowTotal } from './limit-rules.ts';
import { precompiled, type Slots } from '../../db/precompiled.ts';

export type HistoryEntry = {
  at: string;
  actor: string;
  action: string;
  detail: Record<string, string | number | null>;
};

const date = (text: string | null) => (text === null ? null : new Date(text));

// A member's limits (its settings, the reality check) and exclusions (a launch, a play event's
// earning test): statements of fixed text (db/precompiled.ts). Stakes and deposits read both at
// once (standing, below).
const limitsOfMember = precompiled((db, $: Slots<{ memberId: number }>) =>
  db
    .selectFrom('rg_limits')
    .select(['kind', 'period', 'value', 'pending', 'pending_value', 'pending_at'])
    .where('member_id', '=', $('memberId')),
);
const EXCLUSION_COLUMNS = ['id', 'member_id', 'kind', 'starts_at', 'ends_at', 'reopens_at'] as const;
const exclusionsOfMember = precompiled((db, $: Slots<{ memberId: number }>) =>
  db.selectFrom('rg_exclusions').select(EXCLUSION_COLUMNS).where('member_id', '=', $('memberId')),
);

/** A member's limits and exclusions in one statement: the rows of both tables, told apart by `source`. */
const standingOfMember = precompiled((db, $: Slots<{ memberId: number }>) =>
  db
    .selectFrom('rg_limits')
    .select([
      sql.lit('limit').as('source'),
      sql<number | null>`null`.as('id'),
      'kind',
      // Typed as the union's columns are: each is null in the other table's rows.
      sql<string | null>`${sql.ref('period')}`.as('period'),
      sql<string | number | bigint | null>`${sql.ref('value')}`.as('value'),
      sql<number | null>`${sql.ref('pending')}`.as('pending'),
      'pending_value',
      'pending_at',
      sql<string | null>`null`.as('starts_at'),
      sql<string | null>`null`.as('ends_at'),
      sql<string | null>`null`.as('reopens_at'),
    ])
    .where('member_id', '=', $('memberId'))
    .unionAll((eb) =>
      eb
        .selectFrom('rg_exclusions')
        .select([
          sql.lit('exclusion').as('source'),
          'id',
          'kind',
          sql<string | null>`null`.as('period'),
          sql<string | number | bigint | null>`null`.as('value'),
          sql<number | null>`null`.as('pending'),
          sql<string | null>`null`.as('pending_value'),
          sql<string | null>`null`.as('pending_at'),
          'starts_at',
          'ends_at',
          'reopens_at',
        ])
        .where('member_id', '=', $('memberId')),
    ),
);

type LimitRow = {
  kind: string;
  period: string;
  value: string | number | bigint;
  pending: number;
  pending_value: string | number | bigint | null;
  pending_at: string | null;
};
const mapLimit = (r: LimitRow): Limit => ({
  kind: r.kind as RgLimitKind,
  period: r.period as LimitPeriod,
  value: toMinor(r.value),
  pending: r.pending
    ? { value: r.pending_value === null ? null : toMinor(r.pending_value), at: new Date(r.pending_at!) }
    : null,
});
type ExclusionRow = { id: number; kind: string; starts_at: string; ends_at: string | null; reopens_at: string | null };
const mapExclusion = (r: ExclusionRow): Exclusion => ({
  id: Number(r.id),
  kind: r.kind as ExclusionKind,
  startsAt: new Date(r.starts_at),
  endsAt: date(r.ends_at),
  reopensAt: date(r.reopens_at),
});

/** The module's tables, mapped; every call takes the caller's db or transaction. */
export const rgRepository = {
  async limits(db: DbOrTrx, memberId: number): Promise<Limit[]> {
    return (await limitsOfMember.rows(db, { memberId })).map(mapLimit);
  },

  /** What a stake or a deposit is checked against: the member's limits and exclusions, in one read. */
  async standing(db: DbOrTrx, memberId: number): Promise<{ limits: Limit[]; exclusions: Exclusion[] }> {
    const rows = await standingOfMember.rows(db, { memberId });
    return {
      limits: rows.filter((r) => r.source === 'limit').map((r) => mapLimit(r as LimitRow)),
      exclusions: rows.filter((r) => r.source === 'exclusion').map((r) => mapExclusion(r as ExclusionRow)),
    };
  },

  async putLimit(db: DbOrTrx, memberId: number, limit: Limit, now: Date): Promise<void> {
    const row = {
      value: limit.value,
      pending: limit.pending ? 1 : 0,
      pending_value: limit.pending?.value ?? null,
      pending_at: limit.pending?.at.toISOString() ?? null,
      updated_at: now.toISOString(),
    };
    await db
      .insertInto('rg_limits')
      .values({ member_id: memberId, kind: limit.kind, period: limit.period, ...row })
      .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(row))
      .execute();
  },

  async deleteLimit(db: DbOrTrx, memberId: number, kind: RgLimitKind, period: LimitPeriod): Promise<void> {
    await db
      .deleteFrom('rg_limits')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('period', '=', period)
      .execute();
  },

  async realityCheckMinutes(db: DbOrTrx, memberId: number): Promise<number | null> {
    const row = await db
      .selectFrom('rg_settings')
      .select('reality_check_minutes')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.reality_check_minutes ?? null;
  },

  async setRealityCheck(db: DbOrTrx, memberId: number, minutes: number | null, now: Date): Promise<void> {
    const row = { reality_check_minutes: minutes, updated_at: now.toISOString() };
    await db
      .insertInto('rg_settings')
      .values({ member_id: memberId, ...row })
      .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
      .execute();
  },

  async exclusions(db: DbOrTrx, memberId: number): Promise<Exclusion[]> {
    return (await this.exclusionsOf(db, [memberId])).get(memberId) ?? [];
  },

  /** The exclusions of several members at once, by member (members with none are left out). */
  async exclusionsOf(db: DbOrTrx, memberIds: number[]): Promise<Map<number, Exclusion[]>> {
    const byMember = new Map<number, Exclusion[]>();
    if (memberIds.length === 0) return byMember;
    // One member's is read on every stake, a statement of fixed text (db/precompiled.ts); a batch's
    // list of members is a text of its own length.
    const rows =
      memberIds.length === 1
        ? await exclusionsOfMember.rows(db, { memberId: memberIds[0]! })
        : await db.selectFrom('rg_exclusions').select(EXCLUSION_COLUMNS).where('member_id', 'in', memberIds).execute();
    for (const r of rows) {
      const list = byMember.get(r.member_id) ?? [];
      list.push(mapExclusion(r));
      byMember.set(r.member_id, list);
    }
    return byMember;
  },

  async addExclusion(
    db: DbOrTrx,
    row: { merchantId: number; memberId: number; kind: ExclusionKind; startsAt: Date; endsAt: Date | null },
    by: { actor: string; reason: string | null },
  ): Promise<void> {
    await db
      .insertInto('rg_exclusions')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        kind: row.kind,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt?.toISOString() ?? null,
        reopens_at: null,
        created_by: by.actor,
        reason: by.reason,
      })
      .execute();
  },

  async setReopen(db: DbOrTrx, exclusionId: number, at: Date): Promise<void> {
    await db.updateTable('rg_exclusions').set({ reopens_at: at.toISOString() }).where('id', '=', exclusionId).execute();
  },

  async record(
    db: DbOrTrx,
    at: { merchantId: number; memberId: number; now: Date; actor: string },
    action: string,
    detail: HistoryEntry['detail'],
  ): Promise<void> {
    await db
      .insertInto('rg_history')
      .values({
        merchant_id: at.merchantId,
        member_id: at.memberId,
        at: at.now.toISOString(),
        actor: at.actor,
        action,
        detail: JSON.stringify(detail),
      })
      .execute();
  },

  async history(db: DbOrTrx, memberId: number, since: Date): Promise<HistoryEntry[]> {
    const rows = await db
      .selectFrom('rg_history')
      .select(['at', 'actor', 'action', 'detail'])
      .where('member_id', '=', memberId)
      .where('at', '>=', since.toISOString())
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({ ...r, detail: JSON.parse(r.detail) as HistoryEntry['detail'] }));
  },

  /**
   * Real-money stakes and payouts of bets placed from `since` (rolled-back ones left out). An open
   * bet counts with no payout yet: its whole stake may still be lost.
   */
  async play(
    db: DbOrTrx,
    memberId: number,
    since: Date,
  ): Promise<{ stake: bigint; payout: bigint; first: Date | null; bets: number }> {
    const row = await db
      .selectFrom('bets')
      .select([
        sql<string | number | null>`sum(stake)`.as('stake'),
        sql<string | number | null>`sum(payout)`.as('payout'),
        sql<string | null>`min(placed_at)`.as('first'),
        sql<string | number>`count(*)`.as('bets'),
      ])
      .where('member_id', '=', memberId)
      .where('placed_at', '>=', since.toISOString())
      .where('demo', '=', 0)
      .where('status', '!=', 'rolled_back')
      .executeTakeFirst();
    return {
      stake: toMinor(row?.stake),
      payout: toMinor(row?.payout),
      first: date(row?.first ?? null),
      bets: Number(row?.bets ?? 0),
    };
  },

  /** Deposits asked for from `since` that are paid or may still be (gross: the amount, before fees). */
  async deposits(db: DbOrTrx, memberId: number, since: Date): Promise<WindowTotal> {
    const row = await db
      .selectFrom('deposits')
      .select([sql<string | number | null>`sum(amount)`.as('amount'), sql<string | null>`min(created_at)`.as('first')])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since.toISOString())
      .where('status', 'in', ['pending', 'credited'])
      .executeTakeFirst();
    return { amount: toMinor(row?.amount), first: date(row?.first ?? null) };
  },

  /** When the member's latest live session began (the session time limit counts from it). */
  async sessionStart(db: DbOrTrx, memberId: number): Promise<Date | null> {
    const row = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return date(row?.created_at ?? null);
  },
};
