import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { MoneyDelta, MoneyMovementListener } from '../play-record/money-movements.port.ts';
import type { PlayEvent, PlayEventSubscriber } from '../play-record/play-events.port.ts';
import { lockSubscriberCursor, pendingPlayRows } from './pending-play.ts';

/*
 * TEAM MEMBER PERIODS (migration 0410): for each agent, each member of its whole team below it,
 * the member's play and money per bucket (a business day, a business month: period-buckets.ts),
 * keyed (ancestor_id, bucket, member_id) so a team's period reads its members side by side.
 *
 * - Play: the `agents.team-members` subscriber adds each "bet settled" event to the member's row
 *   under each ancestor, day and month, off the bet path, committed with its cursor; a read adds
 *   the events after the cursor (team-member-reads.ts), so it is exact whatever the lag.
 * - Money: written in the movement's own transaction (a money-movement listener), as the money
 *   roll-up is: nothing of it is ever pending.
 * - Moves: a member's team's handled figures leave the old ancestors and join the new ones in the
 *   move's transaction, the cursor locked (as team-play.ts does for the team roll-up).
 */

export const TEAM_MEMBERS_SUBSCRIBER = 'agents.team-members';

export const PLAY_FIGURES = ['bets', 'stake', 'valid_bet', 'payout', 'win_loss'] as const;
export const MONEY_FIGURES = ['deposits', 'withdrawals', 'bonuses'] as const;
export const FIGURES = [...PLAY_FIGURES, ...MONEY_FIGURES];
type Figure = (typeof FIGURES)[number];

export const INSERT = sql.raw(
  `insert into team_member_periods (ancestor_id, bucket, member_id, merchant_id, ${FIGURES.join(', ')})`,
);
export const ADDING = sql.raw(
  `on conflict (ancestor_id, bucket, member_id) do update set ${FIGURES.map((f) => `${f} = team_member_periods.${f} + excluded.${f}`).join(', ')}`,
);
const list = (columns: readonly string[]) => sql.raw(columns.join(', '));

/** Adds figures of `memberId` on `day` to its rows (that day and its month) under each of its ancestors. */
async function addToAncestors(
  trx: DbOrTrx,
  at: { merchantId: number; memberId: number; day: string },
  figures: Partial<Record<Figure, bigint>>,
): Promise<void> {
  // Integers this code computed (bigints): written as numbers, exact at any size.
  const values = sql.join(FIGURES.map((f) => sql.raw((figures[f] ?? 0n).toString())));
  const day = sql`cast(${at.day} as varchar(10))`;
  const month = sql`cast(${at.day.slice(0, 7)} as varchar(10))`;
  await sql`${INSERT}
    select c.ancestor_id, b.bucket, ${at.memberId}, ${at.merchantId}, ${values}
    from member_closure c, (select ${day} as bucket union all select ${month}) b
    where c.descendant_id = ${at.memberId} and c.depth >= 1
    ${ADDING}`.execute(trx);
}

/** One event: what it adds on its day, what it takes from the day it left (a correction, a rollback). */
async function handle(trx: Trx, event: PlayEvent): Promise<void> {
  const p = event.payload;
  const at = { merchantId: event.merchantId, memberId: event.memberId };
  const now = {
    stake: BigInt(p.stake),
    validBet: BigInt(p.validBet),
    payout: BigInt(p.payout),
    winLoss: BigInt(p.winLoss),
  };
  if (event.kind !== 'rolled_back')
    await addToAncestors(
      trx,
      { ...at, day: p.day },
      { bets: 1n, stake: now.stake, valid_bet: now.validBet, payout: now.payout, win_loss: now.winLoss },
    );
  if (event.kind !== 'settled')
    await addToAncestors(
      trx,
      { ...at, day: p.previousDay ?? p.day },
      {
        bets: -1n,
        stake: BigInt(p.change.stake) - now.stake,
        valid_bet: BigInt(p.change.validBet) - now.validBet,
        payout: BigInt(p.change.payout) - now.payout,
        win_loss: BigInt(p.change.winLoss) - now.winLoss,
      },
    );
}

export const teamMembersSubscriber: PlayEventSubscriber = { name: TEAM_MEMBERS_SUBSCRIBER, handle };

export const teamMembersMoneyListener: MoneyMovementListener = {
  name: 'agents.team-members',
  moved: (db: DbOrTrx, m: MoneyDelta) =>
    addToAncestors(db, m, { deposits: m.deposits ?? 0n, withdrawals: m.withdrawals ?? 0n, bonuses: m.bonuses ?? 0n }),
};

/**
 * The figures the table holds for `members` once the subscriber is caught up, by member and
 * bucket: their play and money roll-ups, day and month, less their pending events (`pending` -1)
 * — or, `pending` 0, the roll-ups alone.
 */
export function handledRows(db: DbOrTrx, members: RawBuilder<unknown>, pending: -1 | 0) {
  /** Zero for each of `columns`, named (a union takes its first part's names). */
  const zeros = (columns: readonly string[]) => sql.raw(columns.map((c) => `0 as ${c}`).join(', '));
  const perDay = sql`
    select member_id, day, ${list(PLAY_FIGURES)}, ${zeros(MONEY_FIGURES)} from member_day_play where member_id in (${members})
    union all select member_id, day, ${zeros(PLAY_FIGURES)}, ${list(MONEY_FIGURES)} from member_day_money where member_id in (${members})
    ${
      pending === 0
        ? sql``
        : sql`union all select member_id, day, ${list(PLAY_FIGURES)}, ${zeros(MONEY_FIGURES)}
            from (${pendingPlayRows(db, TEAM_MEMBERS_SUBSCRIBER, members, -1)}) p`
    }`;
  const sums = sql.raw(FIGURES.map((f) => `sum(${f}) as ${f}`).join(', '));
  return sql`select member_id, bucket, ${sums} from (
      select member_id, day as bucket, ${list(FIGURES)} from (${perDay}) d
      union all select member_id, substr(day, 1, 7) as bucket, ${list(FIGURES)} from (${perDay}) d
    ) x group by member_id, bucket`;
}

export const lockTeamMembersCursor = (db: DbOrTrx) => lockSubscriberCursor(db, TEAM_MEMBERS_SUBSCRIBER);

/** Adds (`sign` 1) or takes (-1) `memberId`'s team's handled figures to or from `memberId`'s ancestors. */
async function moveHandled(trx: DbOrTrx, memberId: number, sign: 1 | -1): Promise<void> {
  const team = sql`select descendant_id from member_closure where ancestor_id = ${memberId}`;
  const s = sql.lit(sign);
  await sql`${INSERT}
    select a.ancestor_id, h.bucket, h.member_id, m.merchant_id, ${sql.join(FIGURES.map((f) => sql`${s} * h.${sql.raw(f)}`))}
    from member_closure a cross join (${handledRows(trx, team, -1)}) h
    join members m on m.id = ${memberId}
    where a.descendant_id = ${memberId} and a.depth >= 1
    ${ADDING}`.execute(trx);
}

/** Inside a move of `memberId`: `leave` before the closure changes, `join` after it (rows left at zero go). */
export const teamMemberMoves = {
  async leave(trx: DbOrTrx, memberId: number): Promise<void> {
    await lockTeamMembersCursor(trx);
    await moveHandled(trx, memberId, -1);
    await sql`delete from team_member_periods where ancestor_id in (
        select ancestor_id from member_closure where descendant_id = ${memberId} and depth >= 1)
      and member_id in (select descendant_id from member_closure where ancestor_id = ${memberId})
      and ${sql.raw(FIGURES.map((f) => `${f} = 0`).join(' and '))}`.execute(trx);
  },
  async join(trx: DbOrTrx, memberId: number): Promise<void> {
    await moveHandled(trx, memberId, 1);
  },
};
