import { describe, expect, it } from 'vitest';
import { bgsCaller } from '../../../test/bgs-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { fund, newMember } from '../../../test/wallet-fixtures.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { ...auth, Language: 'en' }, ...(payload ? { payload } : {}) });

describe('the reality check', () => {
  it('shows the session’s time, stakes and net result from the member’s own bets, and the interval and session end in force', async () => {
    const { member, token, auth } = await newMember(db());
    const other = await newMember(db());
    await fund(db(), member.id, 10_000n, 'main');
    await fund(db(), other.member.id, 10_000n, 'main');
    const call = bgsCaller(t);

    const empty = (await inject('GET', '/api/responsible-gaming/session', auth)).json().value;
    // No interval of its own: the brand's default (60 minutes unless the brand set another).
    expect(empty).toMatchObject({ staked: '0.00', paidOut: '0.00', net: '0.00', bets: 0, realityCheckMinutes: 60 });
    expect(empty.sessionEndsAt).toBeNull();
    expect(Date.parse(empty.now)).toBeGreaterThanOrEqual(Date.parse(empty.startedAt));

    const payouts: number[] = [];
    for (const amount of ['10.00', '5.00']) {
      const bet = await call('POST', '/bgs/dice/bet', token, { amount, target: 50, direction: 'under' });
      payouts.push(Math.round(Number(bet.json().value.payout) * 100));
    }
    // Another member's play is not this member's session.
    await call('POST', '/bgs/dice/bet', other.token, { amount: '20.00', target: 50, direction: 'under' });

    await inject('PUT', '/api/responsible-gaming/reality-check', auth, { minutes: 30 });
    await inject('PUT', '/api/responsible-gaming/limits', auth, { kind: 'session', period: 'none', minutes: 90 });
    const session = (await inject('GET', '/api/responsible-gaming/session', auth)).json().value;
    const paid = payouts[0]! + payouts[1]!;
    expect(session).toMatchObject({
      staked: '15.00',
      paidOut: (paid / 100).toFixed(2),
      net: ((paid - 1500) / 100).toFixed(2),
      bets: 2,
      realityCheckMinutes: 30,
    });
    expect(Date.parse(session.sessionEndsAt) - Date.parse(session.startedAt)).toBe(90 * 60_000);
  });

  it('records the answer in the history with what the check showed; refuses a bad answer, trial accounts and visitors', async () => {
    const { auth } = await newMember(db());
    const bad = await inject('POST', '/api/responsible-gaming/reality-check/answer', auth, { choice: 'later' });
    expect(bad.statusCode).toBe(400);
    const answered = await inject('POST', '/api/responsible-gaming/reality-check/answer', auth, { choice: 'continue' });
    expect(answered.json().value.net).toBe('0.00');
    await inject('POST', '/api/responsible-gaming/reality-check/answer', auth, { choice: 'stop' });
    const history = (await inject('GET', '/api/responsible-gaming/history', auth)).json().value.list;
    expect(history.map((h: { action: string; detail: { choice: string } }) => [h.action, h.detail.choice])).toEqual([
      ['reality_check', 'stop'],
      ['reality_check', 'continue'],
    ]);
    expect(history[0].detail).toMatchObject({ minutes: 0, net: '0.00' });

    const trial = await newMember(db(), { trial: true });
    expect((await inject('GET', '/api/responsible-gaming/session', trial.auth)).statusCode).toBe(403);
    expect((await inject('GET', '/api/responsible-gaming/session', {})).statusCode).toBe(401);
  });
});
