import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@arcadia/fair';
import { fund, newMember } from '../../../test/wallet-fixtures.ts';
import { useBgsApp } from '../../../test/bgs-fixtures.ts';

/*
 * A bet takes the next nonce of the member's active seed pair while a rotation may be replacing
 * that pair (issue 23, hole 7: on PostgreSQL the bet found no active pair and answered 500). Its
 * own app: rotations are rate limited per address (30 a minute) and this burst makes 21.
 */
const bgs = useBgsApp();
const db = () => bgs.t.database.db;
const call: (typeof bgs)['call'] = (...args) => bgs.call(...args);
const rotate = (token: string) => call('POST', '/bgs/fairness/rotate', token, { game: 'dice' });
const DICE_BET = { amount: '1.00', target: '50.00', direction: 'under' };

describe('bets racing seed rotations', () => {
  it('never answer 5xx: each bet plays under exactly one committed seed, at its own nonce, and the books agree', async () => {
    const { member, token } = await newMember(db());
    await fund(db(), member.id, 100_000n);
    await call('GET', '/bgs/fairness?game=dice', token);
    const calls = Array.from({ length: 80 }, (_, i) =>
      i % 4 === 3 ? rotate(token) : call('POST', '/bgs/dice/bet', token, DICE_BET),
    );
    const answers = await Promise.all(calls);
    const statuses = answers.map((answer) => answer.statusCode);
    // Main: "no active seed pair to play under" (500) when a bet met a rotation on PostgreSQL.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // A bet that meets rotation after rotation may be answered a clean, retryable 409 with nothing taken.
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
      refused.map(() => [409, 'conflict']),
    );
    const betsPlayed = answers.filter((answer, i) => i % 4 !== 3 && answer.statusCode === 200).length;
    expect(betsPlayed).toBeGreaterThan(40);

    await rotate(token);
    const rounds = await db()
      .selectFrom('bgs_rounds as r')
      .innerJoin('bgs_seeds as s', 's.id', 'r.seed_id')
      .select(['r.seed_id', 'r.nonce', 'r.server_seed_hash', 's.server_seed', 's.status'])
      .where('r.member_id', '=', member.id)
      .execute();
    expect(rounds).toHaveLength(betsPlayed);
    for (const round of rounds) {
      expect(round.status).toBe('revealed');
      expect(sha256Hex(round.server_seed)).toBe(round.server_seed_hash);
    }
    const played = new Set(rounds.map((round) => `${round.seed_id}:${round.nonce}`));
    expect(played.size).toBe(rounds.length);
  });

  it('a Mines game opening while its seed rotates: the seed it plays under is never revealed while it is open', async () => {
    const { member, token } = await newMember(db());
    await fund(db(), member.id, 100_000n);
    await call('GET', '/bgs/fairness?game=mines', token);
    const mines = (token: string) => call('POST', '/bgs/fairness/rotate', token, { game: 'mines' });
    const answers = await Promise.all([
      mines(token),
      mines(token),
      call('POST', '/bgs/mines/start', token, { amount: '1.00', mines: 24 }),
      mines(token),
      mines(token),
    ]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
    const game = answers[2]!.json().value;
    const revealed = await db()
      .selectFrom('bgs_seeds')
      .select('server_seed_hash')
      .where('member_id', '=', member.id)
      .where('status', '=', 'revealed')
      .execute();
    expect(revealed.map((pair) => pair.server_seed_hash)).not.toContain(game.serverSeedHash);
  });
});
