import type { BetStatus } from '@arcadia/contracts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { PlayedBet } from '../play-record/play-record.usecases.ts';

/** A bet and a vendor's wallet call as the games module hands them around, and their row mapping. */
export type Bet = {
  id: number;
  merchantId: number;
  memberId: number;
  vendorId: number;
  gameId: number | null;
  round: string;
  transactionId: string;
  currency: string;
  stake: Minor;
  payout: Minor;
  status: BetStatus;
  demo: boolean;
  placedAt: string;
  settledAt: string | null;
  betLedgerId: number | null;
  category: string;
  /** Play-record figures stored at settlement (modules/play-record). */
  validBet: Minor;
  businessHour: string | null;
  businessDay: string | null;
  winChanceBp: number | null;
};

export type GameTransaction = {
  id: number;
  vendorId: number;
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  betId: number | null;
  referenceId: string | null;
  amount: Minor;
  requestHash: string;
  ledgerId: number | null;
};

type Row = Record<string, unknown>;
export const mapBet = (r: Row): Bet => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  vendorId: Number(r.vendor_id),
  gameId: r.game_id === null ? null : Number(r.game_id),
  round: String(r.round),
  transactionId: String(r.transaction_id),
  currency: String(r.currency),
  stake: toMinor(r.stake),
  payout: toMinor(r.payout),
  status: r.status as BetStatus,
  demo: Number(r.demo) === 1,
  placedAt: String(r.placed_at),
  settledAt: r.settled_at === null ? null : String(r.settled_at),
  betLedgerId: r.bet_ledger_id === null ? null : Number(r.bet_ledger_id),
  category: String(r.category),
  validBet: toMinor(r.valid_bet ?? 0),
  businessHour: (r.business_hour as string | null | undefined) ?? null,
  businessDay: (r.business_day as string | null | undefined) ?? null,
  winChanceBp: r.win_chance_bp === null || r.win_chance_bp === undefined ? null : Number(r.win_chance_bp),
});

/** The bet as the play record reads it (the vendor code is the caller's: the bets row has its id). */
export const playedBet = (bet: Bet, vendorCode: string): PlayedBet => ({ ...bet, vendorCode });
export const mapTx = (r: Row): GameTransaction => ({
  id: Number(r.id),
  vendorId: Number(r.vendor_id),
  transactionId: String(r.transaction_id),
  kind: r.kind as GameTransaction['kind'],
  betId: r.bet_id === null ? null : Number(r.bet_id),
  referenceId: r.reference_id === null ? null : String(r.reference_id),
  amount: toMinor(r.amount),
  requestHash: String(r.request_hash),
  ledgerId: r.ledger_id === null ? null : Number(r.ledger_id),
});
