import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { PlayEvent, PlayEventSubscriber } from '../play-record/play-events.port.ts';
import { lockSubscriberCursor, pendingPlayRows } from './pending-play.ts';
import { teamOf, type Subject } from './team-subject.ts';

/*
 * TEAM PLAY ROLL-UPS (issue 26): `team_day_play` holds, for each agent, the play of its whole team
 * below it (closure depth >= 1) per business day × category × vendor. It is written OFF the bet
 * path: the `agents.team-play` subscriber adds each "bet settled" event to the member's ancestors,
 * idempotently (the rows commit with the subscriber's cursor, migration 0400). What the subscriber
 * has not handled yet (the events after its cursor) is added at read time, in the same statement,
 * so a read is exactly the sum of the team's member roll-ups whatever the delivery lag:
 *
 *   team figures = team_day_play(agent) + pending events of the team's members.
 *
 * A move of a member (moveSubtree) takes its team's handled figures (its members' roll-ups less
 * their pending events) from the old ancestors and gives them to the new ones, in the move's
 * transaction, with the subscriber's cursor locked so no batch lands in between.
 */

export const TEAM_PLAY_SUBSCRIBER = 'agents.team-play';

type Figures = 'bets' | 'stake' | 'valid_bet' | 'payout' | 'win_loss';
const FIGURES: Figures[] = ['bets', 'stake', 'valid_bet', 'payout', 'win_loss'];

const pendingRows = (db: DbOrTrx, members: RawBuilder<unknown>, sign: 1 | -1 = 1) =>
  pendingPlayRows(db, TEAM_PLAY_SUBSCRIBER, members, sign);

const ROW = sql.raw(`day, category, vendor_code, ${FIGURES.join(', ')}`);

/**
 * The play rows (day, category, vendor_code, figures; several per key) of a whole team: everyone
 * at depth >= `minDepth` below `rootId`, with no lower bound (`maxDepth` null). Sum them by the key
 * wanted. The root itself (`minDepth` 0) counts from its own roll-up, which holds its pending
 * events already; the pending events of those below it are added to the team rows.
 */
export function teamPlayRows(db: DbOrTrx, s: Subject, range: { fromDay: string; toDay: string }) {
  const days = sql`day >= ${range.fromDay} and day <= ${range.toDay}`;
  return sql`
    select ${ROW} from team_day_play where ancestor_id = ${s.rootId} and ${days}
    ${s.minDepth === 0 ? sql`union all select ${ROW} from member_day_vendor_play where member_id = ${s.rootId} and ${days}` : sql``}
    union all select ${ROW} from (${pendingRows(db, teamOf({ ...s, minDepth: 1 }))}) p where ${days}`;
}

/** Only whole teams (no depth limit below) have a roll-up; `scope: direct` reads the member roll-ups. */
export const hasTeamRollup = (s: Subject) => s.maxDepth === null && s.minDepth <= 1;

const adding = sql.raw(FIGURES.map((f) => `${f} = team_day_play.${f} + excluded.${f}`).join(', '));
const INSERT = sql.raw(
  `insert into team_day_play (ancestor_id, day, category, vendor_code, merchant_id, ${FIGURES.join(', ')})`,
);

/** Adds one event to its member's ancestors' team rows (what it adds on its day, what it takes from the day it left). */
async function handle(trx: Trx, event: PlayEvent): Promise<void> {
  const p = event.payload;
  const parts: { day: string; sign: 1 | -1; f: Record<Figures, bigint> }[] = [];
  const now = {
    bets: 1n,
    stake: BigInt(p.stake),
    valid_bet: BigInt(p.validBet),
    payout: BigInt(p.payout),
    win_loss: BigInt(p.winLoss),
  };
  if (event.kind !== 'rolled_back') parts.push({ day: p.day, sign: 1, f: now });
  if (event.kind !== 'settled')
    parts.push({
      day: p.previousDay ?? p.day,
      sign: -1,
      f: {
        bets: 1n,
        stake: now.stake - BigInt(p.change.stake),
        valid_bet: now.valid_bet - BigInt(p.change.validBet),
        payout: now.payout - BigInt(p.change.payout),
        win_loss: now.win_loss - BigInt(p.change.winLoss),
      },
    });
  for (const part of parts) {
    // Integers this code computed (bigints): written as numbers, exact at any size.
    const values = sql.join(FIGURES.map((f) => sql.raw((BigInt(part.sign) * part.f[f]).toString())));
    await sql`${INSERT}
      select ancestor_id, ${part.day}, ${p.category}, ${p.vendorCode}, ${event.merchantId}, ${values}
      from member_closure where descendant_id = ${event.memberId} and depth >= 1
      on conflict (ancestor_id, day, category, vendor_code) do update set ${adding}`.execute(trx);
  }
}

export const teamPlaySubscriber: PlayEventSubscriber = { name: TEAM_PLAY_SUBSCRIBER, handle };

const lockCursor = (db: DbOrTrx) => lockSubscriberCursor(db, TEAM_PLAY_SUBSCRIBER);

/** What the subscriber has handled of `memberId`'s team (itself included): its roll-ups less its pending events. */
const handledOf = (db: DbOrTrx, memberId: number) => {
  const team = sql`select descendant_id from member_closure where ancestor_id = ${memberId}`;
  return sql`select day, category, vendor_code, ${sql.raw(FIGURES.map((f) => `sum(${f}) as ${f}`).join(', '))} from (
      select ${ROW} from member_day_vendor_play where member_id in (${team})
      union all select ${ROW} from (${pendingRows(db, team, -1)}) p
    ) x group by day, category, vendor_code`;
};

/**
 * Inside a move of `memberId` (its transaction): `leave` before the closure changes takes the
 * team's figures from its ancestors, `join` after it gives them to the new ones. Rows left at
 * zero by a departure go.
 */
export const teamPlayMoves = {
  async leave(trx: DbOrTrx, memberId: number): Promise<void> {
    await lockCursor(trx);
    await addHandled(trx, memberId, -1);
    await sql`delete from team_day_play where ancestor_id in (
        select ancestor_id from member_closure where descendant_id = ${memberId} and depth >= 1)
      and ${sql.raw(FIGURES.map((f) => `${f} = 0`).join(' and '))}`.execute(trx);
  },
  async join(trx: DbOrTrx, memberId: number): Promise<void> {
    await addHandled(trx, memberId, 1);
  },
};

async function addHandled(trx: DbOrTrx, memberId: number, sign: 1 | -1): Promise<void> {
  const s = sql.lit(sign);
  await sql`${INSERT}
    select a.ancestor_id, h.day, h.category, h.vendor_code, m.merchant_id,
      ${sql.join(FIGURES.map((f) => sql`${s} * h.${sql.raw(f)}`))}
    from member_closure a cross join (${handledOf(trx, memberId)}) h
    join members m on m.id = ${memberId}
    where a.descendant_id = ${memberId} and a.depth >= 1
    on conflict (ancestor_id, day, category, vendor_code) do update set ${adding}`.execute(trx);
}

type Row = { ancestor_id: unknown; day: string; category: string; vendor_code: string } & Record<Figures, unknown>;
export type TeamPlayDifference = {
  agentId: number;
  day: string;
  category: string;
  vendorCode: string;
  stored: Record<Figures, string>;
  recomputed: Record<Figures, string>;
};

/** The team roll-ups (with the pending events) against the member roll-ups summed over each agent's team. */
export async function checkTeamPlay(db: DbOrTrx, merchantId: number): Promise<TeamPlayDifference[]> {
  const sums = sql.raw(FIGURES.map((f) => `sum(${f}) as ${f}`).join(', '));
  const brandMembers = sql`select id from members where merchant_id = ${merchantId}`;
  const [stored, recomputed] = await Promise.all([
    sql<Row>`select ancestor_id, day, category, vendor_code, ${sums} from (
        select ancestor_id, ${ROW} from team_day_play where merchant_id = ${merchantId}
        union all
        select c.ancestor_id, ${sql.raw(['day', 'category', 'vendor_code', ...FIGURES].map((f) => `p.${f}`).join(', '))}
        from (${pendingRows(db, brandMembers)}) p join member_closure c on c.descendant_id = p.member_id and c.depth >= 1
      ) x group by ancestor_id, day, category, vendor_code`.execute(db),
    sql<Row>`select c.ancestor_id, p.day, p.category, p.vendor_code, ${sql.raw(FIGURES.map((f) => `sum(p.${f}) as ${f}`).join(', '))}
      from member_day_vendor_play p join member_closure c on c.descendant_id = p.member_id and c.depth >= 1
      where p.merchant_id = ${merchantId}
      group by c.ancestor_id, p.day, p.category, p.vendor_code`.execute(db),
  ]);
  return differences(stored.rows, recomputed.rows);
}

function differences(stored: Row[], recomputed: Row[]): TeamPlayDifference[] {
  const keyOf = (r: Row) => `${String(r.ancestor_id)}|${r.day}|${r.category}|${r.vendor_code}`;
  const text = (r: Row | undefined) =>
    Object.fromEntries(FIGURES.map((f) => [f, BigInt(String(r?.[f] ?? 0).split('.')[0] || '0').toString()])) as Record<
      Figures,
      string
    >;
  const a = new Map(stored.map((r) => [keyOf(r), r]));
  const b = new Map(recomputed.map((r) => [keyOf(r), r]));
  const out: TeamPlayDifference[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const [s, r] = [text(a.get(key)), text(b.get(key))];
    if (FIGURES.every((f) => s[f] === r[f])) continue;
    const [agentId, day, category, vendorCode] = key.split('|');
    out.push({
      agentId: Number(agentId),
      day: day!,
      category: category!,
      vendorCode: vendorCode!,
      stored: s,
      recomputed: r,
    });
  }
  return out;
}

/** Writes a brand's team roll-ups again from its member roll-ups (less the pending events), cursor held. */
export async function rebuildTeamPlay(db: DbOrTrx, merchantId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockCursor(trx);
    await trx.deleteFrom('team_day_play').where('merchant_id', '=', merchantId).execute();
    const members = sql`select id from members where merchant_id = ${merchantId}`;
    await sql`${INSERT}
      select c.ancestor_id, p.day, p.category, p.vendor_code, ${merchantId},
        ${sql.raw(FIGURES.map((f) => `sum(p.${f})`).join(', '))}
      from (
        select member_id, ${ROW} from member_day_vendor_play where merchant_id = ${merchantId}
        union all select member_id, ${ROW} from (${pendingRows(trx, members, -1)}) q
      ) p join member_closure c on c.descendant_id = p.member_id and c.depth >= 1
      group by c.ancestor_id, p.day, p.category, p.vendor_code`.execute(trx);
  });
}
