import { floatsFromKeyed } from './rounds.ts';
import { hmacSha256Keyed, sha256Hex, utf8 } from './sha256.ts';

/**
 * Raffle draws reuse the lottery's scheme: SHA-256(seed) is published when the raffle opens, the
 * seed at the draw, and float `i` comes from HMAC-SHA256(key = seed, `raffle:<id>:<cursor>`).
 * Tickets are numbered 1..tickets in the order they were earned; the winning numbers are a
 * partial Fisher–Yates shuffle of those numbers, one float per prize, so the first prize's ticket
 * is picked first and no ticket wins twice. Anyone holding the seed, the raffle id and the ticket
 * count recomputes the same numbers.
 */
export interface RaffleDraw {
  seed: string;
  raffleId: number;
  /** Tickets issued: numbered 1..tickets. */
  tickets: number;
  /** Prizes to draw, first prize first. */
  prizes: number;
}

export function raffleWinningTickets(draw: RaffleDraw): number[] {
  const picks = Math.min(draw.prizes, draw.tickets);
  if (picks <= 0) return [];
  const floats = floatsFromKeyed(hmacSha256Keyed(utf8(draw.seed)), `raffle:${draw.raffleId}`, picks);
  // A sparse swap table: position → ticket number, for the positions a swap touched.
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position + 1;
  const winners: number[] = [];
  for (let i = 0; i < picks; i++) {
    const j = i + Math.floor(floats[i]! * (draw.tickets - i));
    const picked = at(j);
    moved.set(j, at(i));
    winners.push(picked);
  }
  return winners;
}

/** The verifier: the seed matches its published hash and gives these winning tickets. */
export function verifyRaffle(draw: RaffleDraw & { hash: string; winners: readonly number[] }): boolean {
  if (sha256Hex(draw.seed) !== draw.hash.toLowerCase()) return false;
  const again = raffleWinningTickets(draw);
  return again.length === draw.winners.length && again.every((ticket, i) => ticket === draw.winners[i]);
}
