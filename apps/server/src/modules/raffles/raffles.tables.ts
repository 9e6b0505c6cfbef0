import type { Generated } from 'kysely';

type Big = string | number | bigint;

/** Raffles (migration 0350): amounts in minor units, times ISO text, prize lines as JSON text. */
export interface RafflesTable {
  id: Generated<number>;
  merchant_id: number;
  activity_id: number;
  draw_at: string;
  claim_until: string;
  per_turnover: Big | null;
  per_deposit: Big | null;
  max_per_member: number | null;
  prizes: string;
  seed: string;
  seed_hash: string;
  status: string;
  tickets_issued: Generated<number>;
  drawn_at: string | null;
  created_at: string;
}

export interface RaffleEntriesTable {
  id: Generated<number>;
  merchant_id: number;
  raffle_id: number;
  member_id: number;
  turnover: Generated<Big>;
  deposits: Generated<Big>;
  tickets: Generated<number>;
  /** Of `tickets`, those a promotion's reward granted (migration 0380): outside the earning cap. */
  granted: Generated<number>;
  updated_at: string;
}

export interface RaffleTicketsTable {
  id: Generated<number>;
  merchant_id: number;
  raffle_id: number;
  member_id: number;
  number: number;
  source: string;
  earned_at: string;
}

export interface RaffleCountedTable {
  raffle_id: number;
  source_key: string;
  counted_at: string;
}

export interface RafflePrizesTable {
  id: Generated<number>;
  merchant_id: number;
  raffle_id: number;
  rank: number;
  ticket: number;
  member_id: number;
  kind: string;
  amount: Big;
  points: number;
  multiple: number;
  expiry_days: number;
  state: string;
  claim_until: string;
  claimed_at: string | null;
  participation_id: number | null;
}

export interface RaffleTables {
  raffles: RafflesTable;
  raffle_entries: RaffleEntriesTable;
  raffle_tickets: RaffleTicketsTable;
  raffle_counted: RaffleCountedTable;
  raffle_prizes: RafflePrizesTable;
}
