import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { minor, toMinor, type Minor } from '../../lib/money.ts';
import type { TeamMeasures } from './contract-terms.model.ts';
import { inChunks } from '../../db/chunks.ts';

/** The brand's rule for an active member (agents module): stake or deposits over the period at least these. */
export type ActiveRule = { minStake: bigint; minDeposits: bigint };

/** What a period covers in the roll-ups: business days (inclusive) or one business hour. */
export type RollupRange = { fromDay: string; toDay: string } | { hour: string };

/** A bet the real-time salary counts, as its team's agent sees it. */
export type TeamBet = {
  agentId: number;
  settledAt: string;
  stake: Minor;
  validBet: Minor;
  payout: Minor;
  sign: 1 | -1;
};

const atLeast = (column: string, min: bigint) =>
  min > 0n ? sql`${sql.raw(column)} >= ${Number(min)}` : sql`${sql.raw(column)} > 0`;

/** Ids per `in (…)` (db/chunks.ts). */
const IDS_PER_LIST = 500;

/** Members of the brand whose play counts for nobody (test accounts). */
const testAccounts = (merchantId: number) =>
  sql`select member_id from contract_exclusions where merchant_id = ${merchantId} and reason = 'test'`;

/** Per member over the range: stake, valid bet, payout and deposits (the hour has no money roll-up). */
function memberFigures(merchantId: number, range: RollupRange): RawBuilder<unknown> {
  if ('hour' in range)
    return sql`select member_id, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout, 0 as deposits
      from member_hour_play where merchant_id = ${merchantId} and hour = ${range.hour} group by member_id`;
  return sql`select member_id, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout,
      sum(deposits) as deposits from (
        select member_id, stake, valid_bet, payout, 0 as deposits from member_day_play
          where merchant_id = ${merchantId} and day >= ${range.fromDay} and day <= ${range.toDay}
        union all
        select member_id, 0, 0, 0, deposits from member_day_money
          where merchant_id = ${merchantId} and day >= ${range.fromDay} and day <= ${range.toDay}
      ) x group by member_id`;
}

export const teamMeasuresRepository = {
  /**
   * Each agent's whole team (every depth below it, not itself) over the range, from the play
   * record's roll-ups: one closure join for all agents at once. Test accounts are left out.
   */
  async ofAgents(
    db: DbOrTrx,
    merchantId: number,
    agentIds: number[],
    range: RollupRange,
    rule: ActiveRule,
  ): Promise<Map<number, TeamMeasures>> {
    const measures = new Map<number, TeamMeasures>();
    for (const ids of inChunks(agentIds, IDS_PER_LIST)) {
      type Row = { agent_id: unknown; stake: unknown; valid_bet: unknown; payout: unknown; active: unknown };
      const { rows } = await sql<Row>`
        select c.ancestor_id as agent_id, coalesce(sum(f.stake), 0) as stake, coalesce(sum(f.valid_bet), 0) as valid_bet,
          coalesce(sum(f.payout), 0) as payout,
          coalesce(sum(case when ${atLeast('f.stake', rule.minStake)} or ${atLeast('f.deposits', rule.minDeposits)} then 1 else 0 end), 0) as active
        from member_closure c join (${memberFigures(merchantId, range)}) f on f.member_id = c.descendant_id
        where c.ancestor_id in (${sql.join(ids)}) and c.depth >= 1 and c.descendant_id not in (${testAccounts(merchantId)})
        group by c.ancestor_id`.execute(db);
      for (const r of rows) {
        const stake = toMinor(r.stake);
        measures.set(Number(r.agent_id), {
          teamLoss: minor(stake - toMinor(r.payout)),
          validBet: toMinor(r.valid_bet),
          activeMembers: Number(r.active),
        });
      }
    }
    return measures;
  },

  /** The nearest agent above each agent among `agentIds` (null: none of them is above it). */
  async nearestAbove(db: DbOrTrx, agentIds: number[]): Promise<Map<number, number | null>> {
    const nearest = new Map<number, { id: number; depth: number } | null>(agentIds.map((id) => [id, null]));
    for (const ids of inChunks(agentIds, IDS_PER_LIST)) {
      const rows = await db
        .selectFrom('member_closure')
        .select(['ancestor_id', 'descendant_id', 'depth'])
        .where('descendant_id', 'in', ids)
        .where('depth', '>=', 1)
        .execute();
      for (const r of rows) {
        const ancestor = Number(r.ancestor_id);
        if (!nearest.has(ancestor)) continue;
        const current = nearest.get(Number(r.descendant_id));
        if (!current || Number(r.depth) < current.depth)
          nearest.set(Number(r.descendant_id), { id: ancestor, depth: Number(r.depth) });
      }
    }
    return new Map([...nearest].map(([id, above]) => [id, above?.id ?? null]));
  },

  /** The bets a 5-minute window claimed, once per agent above each bettor (test accounts left out). */
  async windowBets(db: DbOrTrx, merchantId: number, windowKey: string, agentIds: number[]): Promise<TeamBet[]> {
    const bets: TeamBet[] = [];
    for (const ids of inChunks(agentIds, IDS_PER_LIST)) {
      const { rows } = await sql<{
        agent_id: unknown;
        settled_at: string;
        stake: unknown;
        valid_bet: unknown;
        payout: unknown;
        sign: unknown;
      }>`
        select c.ancestor_id as agent_id, b.settled_at, b.stake, b.valid_bet, b.payout, b.sign
        from contract_realtime_bets b join member_closure c on c.descendant_id = b.member_id
        where b.merchant_id = ${merchantId} and b.window_key = ${windowKey} and c.depth >= 1
          and c.ancestor_id in (${sql.join(ids)}) and b.member_id not in (${testAccounts(merchantId)})`.execute(db);
      for (const r of rows)
        bets.push({
          agentId: Number(r.agent_id),
          settledAt: r.settled_at,
          stake: toMinor(r.stake),
          validBet: toMinor(r.valid_bet),
          payout: toMinor(r.payout),
          sign: Number(r.sign) < 0 ? -1 : 1,
        });
    }
    return bets;
  },
};

/** One member's play on one business day (or hour), as the simulator groups it into periods. */
export type MemberPeriodPlay = {
  key: string;
  memberId: number;
  stake: Minor;
  validBet: Minor;
  payout: Minor;
  deposits: Minor;
};

export const teamHistoryRepository = {
  /** Per member and business day (or hour) over the range, the agent's whole team (test accounts left out). */
  async memberPlay(
    db: DbOrTrx,
    merchantId: number,
    agentId: number,
    range: { fromDay: string; toDay: string },
    by: 'day' | 'hour',
  ): Promise<MemberPeriodPlay[]> {
    const team = sql`select descendant_id from member_closure where ancestor_id = ${agentId} and depth >= 1
      and descendant_id not in (${testAccounts(merchantId)})`;
    const source =
      by === 'hour'
        ? sql`select hour as k, member_id, stake, valid_bet, payout, 0 as deposits from member_hour_play
            where merchant_id = ${merchantId} and hour >= ${range.fromDay} and hour < ${`${range.toDay}U`} and member_id in (${team})`
        : sql`select day as k, member_id, stake, valid_bet, payout, 0 as deposits from member_day_play
            where merchant_id = ${merchantId} and day >= ${range.fromDay} and day <= ${range.toDay} and member_id in (${team})
          union all
          select day, member_id, 0, 0, 0, deposits from member_day_money
            where merchant_id = ${merchantId} and day >= ${range.fromDay} and day <= ${range.toDay} and member_id in (${team})`;
    const { rows } = await sql<{
      k: string;
      member_id: unknown;
      stake: unknown;
      valid_bet: unknown;
      payout: unknown;
      deposits: unknown;
    }>`
      select k, member_id, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout, sum(deposits) as deposits
      from (${source}) x group by k, member_id`.execute(db);
    return rows.map((r) => ({
      key: r.k,
      memberId: Number(r.member_id),
      stake: toMinor(r.stake),
      validBet: toMinor(r.valid_bet),
      payout: toMinor(r.payout),
      deposits: toMinor(r.deposits),
    }));
  },

  /** The team's real-time bets kept since `from` (the real-time salary's own record of settled bets). */
  async realtimeBets(db: DbOrTrx, merchantId: number, agentId: number, from: string) {
    const { rows } = await sql<{
      settled_at: string;
      stake: unknown;
      valid_bet: unknown;
      payout: unknown;
      sign: unknown;
    }>`
      select b.settled_at, b.stake, b.valid_bet, b.payout, b.sign from contract_realtime_bets b
      where b.merchant_id = ${merchantId} and b.settled_at >= ${from} and b.member_id in (
        select descendant_id from member_closure where ancestor_id = ${agentId} and depth >= 1)
        and b.member_id not in (${testAccounts(merchantId)})`.execute(db);
    return rows.map((r) => ({
      settledAt: r.settled_at,
      stake: toMinor(r.stake),
      validBet: toMinor(r.valid_bet),
      payout: toMinor(r.payout),
      sign: (Number(r.sign) < 0 ? -1 : 1) as 1 | -1,
    }));
  },
};
