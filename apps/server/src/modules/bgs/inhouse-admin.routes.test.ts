import { describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/factories/operators.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { fund, newMember } from '../../../test/wallet-fixtures.ts';
import { useBgsApp } from '../../../test/bgs-fixtures.ts';

/*
 * The console's in-house games: each game's bet range for the brand (the configured one until the
 * brand sets its own) and RTP, a saved range holding from the next bet, refusals on their fields,
 * games.write for changes, and the audit trail.
 */
const app = useBgsApp({ BGS_BET_LIMITS: 'dice=0.10-1000' });
const db = () => app.t.database.db;
const inject = (method: 'GET' | 'PUT', url: string, auth: object, payload?: object) =>
  app.t.app.inject({ method, url, headers: { ...auth, Language: 'en' }, ...(payload ? { payload } : {}) });

const everyGame = (range: { minBet: string; maxBet: string }, dice = range) => ({
  limits: { dice, limbo: range, mines: range, plinko: range, slot: range, crash: range },
});

describe('console in-house games', () => {
  it('shows the configured ranges and the published RTP; a saved range holds from the next bet, and is audited', async () => {
    const admin = await operatorToken(db(), 'admin');
    const view = (await inject('GET', '/admin/api/games/inhouse', admin.auth)).json().value;
    expect(view.currency).toBe('USD');
    expect(view.games.find((g: { game: string }) => g.game === 'dice')).toEqual({
      game: 'dice',
      minBet: '0.10',
      maxBet: '1000.00',
      defaultMinBet: '0.10',
      defaultMaxBet: '1000.00',
      custom: false,
      theoreticalRtp: '99.00',
    });
    expect(view.games.map((g: { theoreticalRtp: string }) => g.theoreticalRtp)).toEqual([
      '99.00',
      '99.00',
      '99.00',
      '99.00',
      '96.69',
      '99.00',
    ]);

    const saved = await inject('PUT', '/admin/api/games/inhouse/limits', admin.auth, {
      ...everyGame({ minBet: '1.00', maxBet: '50.00' }, { minBet: '2.00', maxBet: '5.00' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.games[0]).toMatchObject({ game: 'dice', minBet: '2.00', maxBet: '5.00', custom: true });

    const { member, token } = await newMember(db());
    await fund(db(), member.id, 100_000n, 'main');
    const bet = (amount: string) =>
      app.call('POST', '/bgs/dice/bet', token, { amount, target: 50, direction: 'under' });
    const tooBig = await bet('10.00');
    expect([tooBig.statusCode, tooBig.json().errors]).toEqual([
      400,
      [{ field: 'amount', key: 'validation.amount_range', params: { min: '2.00', max: '5.00' } }],
    ]);
    expect((await bet('5.00')).statusCode).toBe(200);
    const config = await app.call('GET', '/bgs/config?game=dice', token);
    expect(config.json().value).toMatchObject({ minBet: '2.00', maxBet: '5.00', houseEdgePercent: '1.00' });

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'status', 'before_json'])
      .where('target', '=', 'inhouse-limits=1')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'PUT /admin/api/games/inhouse/limits', status: 200 });
    expect(JSON.parse(audit[0]!.before_json!)[0]).toMatchObject({ game: 'dice', minBet: '0.10' });
  });

  it('measures RTP from the roll-ups: payout over stake of the brand’s in-house play', async () => {
    const { member, token } = await newMember(db());
    await fund(db(), member.id, 10_000n, 'main');
    expect((await app.call('POST', '/bgs/limbo/bet', token, { amount: '1.00', target: 2 })).statusCode).toBe(200);
    const admin = await operatorToken(db(), 'admin');
    const { measured } = (await inject('GET', '/admin/api/games/inhouse', admin.auth)).json().value;
    expect(measured.bets).toBeGreaterThan(0);
    expect(Number(measured.stake)).toBeGreaterThanOrEqual(1);
    const bp = Math.floor((Number(measured.payout) * 10_000) / Number(measured.stake));
    expect(measured.rtp).toBe((bp / 100).toFixed(2));
  });

  it('refuses a maximum under the minimum, and an amount finer than the brand’s currency, on their fields', async () => {
    const admin = await operatorToken(db(), 'admin');
    const below = await inject('PUT', '/admin/api/games/inhouse/limits', admin.auth, {
      ...everyGame({ minBet: '1.00', maxBet: '50.00' }, { minBet: '9.00', maxBet: '5.00' }),
    });
    expect([below.statusCode, below.json().errors]).toEqual([
      400,
      [expect.objectContaining({ field: 'limits.dice.maxBet', key: 'validation.max_below_min' })],
    ]);
    const vnd = await createMerchant(db(), { code: 'vnd_brand', currency: 'VND' });
    const fine = await inject('PUT', '/admin/api/games/inhouse/limits?merchant=vnd_brand', admin.auth, {
      ...everyGame({ minBet: '1000', maxBet: '50000' }, { minBet: '1000.50', maxBet: '5000' }),
    });
    expect([fine.statusCode, fine.json().errors]).toEqual([
      400,
      [{ field: 'limits.dice.minBet', key: 'validation.amount' }],
    ]);
    const rows = await db().selectFrom('bgs_limits').select('game').where('merchant_id', '=', vnd.id).execute();
    expect(rows).toEqual([]);
  });

  it('lets every role look and only games.write change', async () => {
    const support = await operatorToken(db(), 'support');
    expect((await inject('GET', '/admin/api/games/inhouse', support.auth)).statusCode).toBe(200);
    const put = await inject('PUT', '/admin/api/games/inhouse/limits', support.auth, {
      ...everyGame({ minBet: '1.00', maxBet: '50.00' }),
    });
    expect([put.statusCode, put.json().code]).toEqual([403, 'operator.forbidden']);
  });
});
