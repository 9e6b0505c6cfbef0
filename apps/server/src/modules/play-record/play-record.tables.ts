import type { Generated } from 'kysely';

/**
 * The play record's own tables. Roll-ups are sums of the source rows (bets, deposits,
 * withdrawals) written in the same database transaction as the row that changes them; the
 * `stats:check` command recomputes them. Amounts are minor units, from the member's side
 * (win/loss = payout − stake: positive when the member won).
 */
interface PlayFigures {
  merchant_id: number;
  member_id: number;
  category: string;
  bets: number;
  stake: number | bigint | string;
  valid_bet: number | bigint | string;
  payout: number | bigint | string;
  win_loss: number | bigint | string;
}

export interface MemberDayPlayTable extends PlayFigures {
  /** The brand's business day, yyyy-MM-dd. */
  day: string;
}

export interface MemberHourPlayTable extends PlayFigures {
  /** The brand's business hour, yyyy-MM-ddTHH. */
  hour: string;
}

/** The daily roll-up split by vendor too: team betting by vendor reads it (migration 0100). */
export interface MemberDayVendorPlayTable extends PlayFigures {
  day: string;
  vendor_code: string;
}

export interface MemberDayMoneyTable {
  merchant_id: number;
  member_id: number;
  day: string;
  deposits: number | bigint | string;
  deposit_count: number;
  withdrawals: number | bigint | string;
  withdrawal_count: number;
  bonuses: number | bigint | string;
}

/** The share of a stake that counts as valid bet, per brand, category and (optionally) vendor. */
export interface ValidBetRulesTable {
  merchant_id: number;
  category: string;
  /** '' for every vendor of the category; a vendor's own row wins over it. */
  vendor_code: string;
  /** Basis points: 10000 counts the whole stake. */
  share_bp: number;
}

/** "Bet settled" events, the outbox that subscribers read in order. */
export interface PlayEventsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  bet_id: number;
  kind: string;
  payload: string;
  created_at: string;
}

/** How far each subscriber has handled the events. */
export interface PlayEventCursorsTable {
  subscriber: string;
  last_id: number | bigint | string;
  updated_at: string;
}

export interface PlayRecordTables {
  member_day_play: MemberDayPlayTable;
  member_hour_play: MemberHourPlayTable;
  member_day_vendor_play: MemberDayVendorPlayTable;
  member_day_money: MemberDayMoneyTable;
  valid_bet_rules: ValidBetRulesTable;
  play_events: PlayEventsTable;
  play_event_cursors: PlayEventCursorsTable;
}
