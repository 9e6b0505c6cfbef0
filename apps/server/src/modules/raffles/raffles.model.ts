import type { RafflePrizeInput, RafflePrizeState } from '@arcadia/contracts';
import type { Minor } from '../../lib/money.ts';

/** A raffle as its rules read it: ticket amounts in minor units, prize lines as the operator wrote them. */
export type Raffle = {
  id: number;
  merchantId: number;
  activityId: number;
  drawAt: string;
  claimUntil: string;
  perTurnover: Minor | null;
  perDeposit: Minor | null;
  maxPerMember: number | null;
  prizes: RafflePrizeInput[];
  seed: string;
  seedHash: string;
  status: 'open' | 'drawn';
  ticketsIssued: number;
  drawnAt: string | null;
  createdAt: string;
};

export type RafflePrize = {
  id: number;
  merchantId: number;
  raffleId: number;
  rank: number;
  ticket: number;
  memberId: number;
  kind: 'cash' | 'points' | 'bonus';
  amount: Minor;
  points: number;
  multiple: number;
  expiryDays: number;
  state: RafflePrizeState;
  claimUntil: string;
  claimedAt: string | null;
  participationId: number | null;
};

/** A member's totals in a raffle: `tickets` all of theirs, `granted` those a promotion's reward gave. */
export type RaffleEntry = { turnover: Minor; deposits: Minor; tickets: number; granted: number };
