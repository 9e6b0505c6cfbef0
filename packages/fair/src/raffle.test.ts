import { describe, expect, it } from 'vitest';
import { raffleWinningTickets, verifyRaffle } from './raffle.ts';
import { sha256Hex } from './sha256.ts';

const seed = 'a'.repeat(64);

describe('raffle draw', () => {
  it('picks distinct tickets within 1..tickets, the same every time for the same seed', () => {
    const winners = raffleWinningTickets({ seed, raffleId: 7, tickets: 50, prizes: 10 });
    expect(winners).toHaveLength(10);
    expect(new Set(winners).size).toBe(10);
    expect(winners.every((t) => t >= 1 && t <= 50)).toBe(true);
    expect(raffleWinningTickets({ seed, raffleId: 7, tickets: 50, prizes: 10 })).toEqual(winners);
    expect(raffleWinningTickets({ seed, raffleId: 8, tickets: 50, prizes: 10 })).not.toEqual(winners);
  });

  it('draws no more prizes than tickets, and every ticket when prizes cover them all', () => {
    expect(raffleWinningTickets({ seed, raffleId: 1, tickets: 3, prizes: 5 }).sort()).toEqual([1, 2, 3]);
    expect(raffleWinningTickets({ seed, raffleId: 1, tickets: 0, prizes: 5 })).toEqual([]);
  });

  it('gives every ticket about the same chance of the first prize', () => {
    const counts = new Array<number>(4).fill(0);
    for (let i = 0; i < 4000; i++)
      counts[raffleWinningTickets({ seed: `s${i}`, raffleId: 1, tickets: 4, prizes: 1 })[0]! - 1]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  it('verifies a draw against its published hash and refuses another seed or other winners', () => {
    const draw = { seed, raffleId: 3, tickets: 20, prizes: 3 };
    const winners = raffleWinningTickets(draw);
    expect(verifyRaffle({ ...draw, hash: sha256Hex(seed), winners })).toBe(true);
    expect(verifyRaffle({ ...draw, hash: sha256Hex('b'), winners })).toBe(false);
    expect(verifyRaffle({ ...draw, hash: sha256Hex(seed), winners: [...winners].reverse() })).toBe(false);
  });
});
