import type { Insertable, Selectable } from 'kysely';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { PricedLine } from './engine/pricing.ts';
import type { LineStatus, LotteryLinesTable } from './lottery.tables.ts';

/** A lottery line as the use cases see it, and its row mapping. */
export type StoredLine = {
  id: number;
  memberId: number;
  issueId: number;
  slip: string;
  chaseId: number | null;
  prizeMode: string;
  betType: string;
  pick: string;
  stake: Minor;
  units: number;
  oddsMilli: number;
  cost: Minor;
  payoutPerHit: Minor;
  status: LineStatus;
  hits: number;
  payout: Minor;
  createdAt: string;
  settledAt: string | null;
};

export const mapLine = (r: Selectable<LotteryLinesTable>): StoredLine => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  issueId: Number(r.issue_id),
  slip: r.slip,
  chaseId: r.chase_id === null ? null : Number(r.chase_id),
  prizeMode: r.prize_mode,
  betType: r.bet_type,
  pick: r.pick,
  stake: toMinor(r.stake),
  units: r.units,
  oddsMilli: r.odds_milli,
  cost: toMinor(r.cost),
  payoutPerHit: toMinor(r.payout_per_hit),
  status: r.status,
  hits: r.hits,
  payout: toMinor(r.payout),
  createdAt: r.created_at,
  settledAt: r.settled_at,
});

/** Whose line it is and where it stands: the placing's part of a new line's row. */
export type LinePlacement = {
  merchantId: number;
  memberId: number;
  issueId: number;
  slip: string;
  chaseId: number | null;
  prizeMode: string;
  createdAt: string;
};

/** The row of a line just placed: open, nothing hit or paid yet. */
export const openLineRow = (at: LinePlacement, line: PricedLine): Insertable<LotteryLinesTable> => ({
  merchant_id: at.merchantId,
  member_id: at.memberId,
  issue_id: at.issueId,
  slip: at.slip,
  chase_id: at.chaseId,
  prize_mode: at.prizeMode,
  bet_type: line.betType,
  pick: line.pick,
  stake: line.stake.toString(),
  units: line.units,
  odds_milli: line.oddsMilli,
  cost: line.cost.toString(),
  payout_per_hit: line.payoutPerHit.toString(),
  status: 'open',
  hits: 0,
  payout: '0',
  created_at: at.createdAt,
  settled_at: null,
});
