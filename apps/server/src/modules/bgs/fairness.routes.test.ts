import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playDice, roundFloats, sha256Hex } from '@arcadia/fair';
import { inTransaction } from '../../db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';
import { takeRound } from './fairness.usecases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...auth(token), Language: 'en' }, ...(payload ? { payload } : {}) });
const player = (member: { id: number; merchantId: number }) => ({ id: member.id, merchantId: member.merchantId });

describe('provably fair seeds per member and game family', () => {
  it('shows a commitment to a secret 64-hex server seed, a random client seed and nonce 0, without the seed', async () => {
    const { member, token } = await newMember(db());
    const response = await call('GET', '/bgs/fairness?game=dice', token);
    expect(response.statusCode).toBe(200);
    const state = response.json().value;
    expect(state).toMatchObject({ game: 'dice', nonce: 0, previous: null });
    expect(state.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(state)).not.toMatch(/serverSeed"/);
    const row = await db()
      .selectFrom('bgs_seeds')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex(row.server_seed)).toBe(state.serverSeedHash);
    // Families are independent, and asking again does not make a new pair.
    const limbo = (await call('GET', '/bgs/fairness?game=limbo', token)).json().value;
    expect(limbo.serverSeedHash).not.toBe(state.serverSeedHash);
    expect((await call('GET', '/bgs/fairness?game=dice', token)).json().value.serverSeedHash).toBe(
      state.serverSeedHash,
    );
  });

  it('the player sets a client seed; a bad one is refused and nothing changes', async () => {
    const { token } = await newMember(db());
    const before = (await call('GET', '/bgs/fairness?game=dice', token)).json().value;
    const bad = await call('PUT', '/bgs/fairness/client-seed', token, { game: 'dice', clientSeed: 'has spaces!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
    expect((await call('GET', '/bgs/fairness?game=dice', token)).json().value.clientSeed).toBe(before.clientSeed);
    const set = await call('PUT', '/bgs/fairness/client-seed', token, { game: 'dice', clientSeed: 'my-lucky_seed7' });
    expect(set.json().value).toMatchObject({ clientSeed: 'my-lucky_seed7', serverSeedHash: before.serverSeedHash });
  });

  it('concurrent rounds take distinct consecutive nonces', async () => {
    const { member } = await newMember(db());
    const rounds = await Promise.all(
      Array.from({ length: 20 }, () => inTransaction(db(), (trx) => takeRound(trx, player(member), 'dice'))),
    );
    expect(rounds.map((round) => round.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('rotating reveals the committed seed, which reproduces every round played under it, and restarts at nonce 0', async () => {
    const { member, token } = await newMember(db());
    const shown = (await call('GET', '/bgs/fairness?game=dice', token)).json().value;
    const played = [];
    for (let i = 0; i < 3; i++) played.push(await inTransaction(db(), (trx) => takeRound(trx, player(member), 'dice')));
    const rolls = played.map((round) => playDice(round, { target100: 5000, direction: 'under' }).roll100);

    const rotated = await call('POST', '/bgs/fairness/rotate', token, { game: 'dice', clientSeed: 'after-rotate' });
    expect(rotated.statusCode).toBe(200);
    const { revealed, next } = rotated.json().value;
    expect(sha256Hex(revealed.serverSeed)).toBe(shown.serverSeedHash);
    expect(revealed).toMatchObject({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, nonce: 3 });
    const recomputed = [0, 1, 2].map((nonce) =>
      playDice(
        { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce },
        { target100: 5000, direction: 'under' },
      ),
    );
    expect(recomputed.map((r) => r.roll100)).toEqual(rolls);
    expect(next).toMatchObject({ nonce: 0, clientSeed: 'after-rotate' });
    expect(next.serverSeedHash).not.toBe(shown.serverSeedHash);
    expect((await call('GET', '/bgs/fairness?game=dice', token)).json().value.previous).toEqual(revealed);
    expect(roundFloats({ ...revealed, nonce: 0 }, 1)).toHaveLength(1);
  });

  it('trial accounts have seeds too (they play on demo credit); no token is 401', async () => {
    const { token } = await newMember(db(), { isAgent: 4 });
    expect((await call('GET', '/bgs/fairness?game=plinko', token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/bgs/fairness?game=dice' })).statusCode).toBe(401);
    expect((await call('GET', '/bgs/fairness?game=roulette', token)).statusCode).toBe(400);
  });
});
