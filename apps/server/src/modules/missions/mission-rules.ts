import type { PlayEvent } from '../play-record/play-events.port.ts';
import type { Mission } from './missions.model.ts';

/**
 * What one "bet settled" event adds to a mission, before the once-per-bet check:
 *
 *   wager        the change in valid bet (a correction or rollback subtracts what it took back)
 *   rounds       one round, for the bet's first settlement; a rollback takes it back
 *   multiplier   one win at or above the multiple (payout ÷ stake), once per bet
 *
 * `perBet` marks the counts that a bet may add only once (a correction re-sends the bet), and
 * `undo` the rollback of such a count. Deposits and sign-ins are not bets: nothing here.
 */
export type BetContribution = { amount: bigint; perBet: boolean; undo: boolean };

export function betContribution(mission: Mission, event: PlayEvent): BetContribution | null {
  const { payload } = event;
  if (mission.category !== null && mission.category !== payload.category) return null;
  switch (mission.kind) {
    case 'wager': {
      const delta = BigInt(payload.change.validBet);
      return delta === 0n ? null : { amount: delta, perBet: false, undo: false };
    }
    case 'rounds':
      if (event.kind === 'rolled_back') return { amount: -1n, perBet: true, undo: true };
      return { amount: 1n, perBet: true, undo: false };
    case 'multiplier': {
      if (event.kind === 'rolled_back') return { amount: -1n, perBet: true, undo: true };
      const stake = BigInt(payload.stake);
      const payout = BigInt(payload.payout);
      const reached = stake > 0n && payout * 100n >= stake * BigInt(mission.multiplierX100 ?? 0);
      return reached ? { amount: 1n, perBet: true, undo: false } : null;
    }
    case 'deposit':
    case 'login_days':
      return null;
  }
}

/** Whole percent of the target reached, 0–100. */
export function percentOf(progress: bigint, target: bigint): number {
  if (target <= 0n || progress <= 0n) return 0;
  return progress >= target ? 100 : Number((progress * 100n) / target);
}

export { maskName } from '../../lib/mask-name.ts';
