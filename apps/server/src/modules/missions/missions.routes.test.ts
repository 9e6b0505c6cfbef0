import { describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/factories/operators.ts';
import { newPayingMember } from '../../../test/payments-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-fixtures.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...headers, Language: language }, ...(payload ? { payload } : {}) });

const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';
const BOARD = '/wps/relay/MCSFE_getMissionLeaderboard';
const CLAIM = '/wps/relay/MCSFE_claimMission';

describe('member mission calls', () => {
  it('an operator defines missions; a member sees them, claims a finished one once, and sees the leaderboard', async () => {
    const operator = (await operatorToken(db(), 'marketing')).auth;
    const mission = await call('POST', '/admin/api/missions', operator, {
      code: 'route-check-in',
      titles: { en: 'Sign in today', pt: 'Entre hoje' },
      kind: 'login_days',
      cadence: 'daily',
      target: '1',
      reward: '0.75',
      score: 5,
    });
    expect(mission.statusCode).toBe(200);
    const missionId = mission.json().value.id as number;
    const wager = await call('POST', '/admin/api/missions', operator, {
      code: 'route-wager',
      titles: { en: 'Wager 20.00' },
      kind: 'wager',
      cadence: 'weekly',
      target: '20.00',
      reward: '1.00',
    });
    const board = await call('POST', '/admin/api/missions/leaderboards', operator, {
      code: 'route-board',
      titles: { en: 'Route race' },
      cadence: 'daily',
      prizes: ['3.00'],
    });
    expect(board.statusCode).toBe(200);

    const { auth } = await newPayingMember(db());
    const summary = (await call('GET', SUMMARY, auth, undefined, 'pt')).json().value;
    expect(summary.claimable).toBe(1);
    expect(summary.missions.find((m: { id: number }) => m.id === missionId)).toMatchObject({
      title: 'Entre hoje',
      state: 'claimable',
      reward: '0.75',
    });
    const unfinished = await call('POST', CLAIM, auth, { missionId: wager.json().value.id }, 'pt');
    expect([unfinished.statusCode, unfinished.json().code]).toEqual([422, 'missions.not_completed']);
    expect(unfinished.json().message).toBe('Conclua a missão primeiro: 0.00 de 20.00 até agora.');
    const claimed = await call('POST', CLAIM, auth, { missionId });
    expect(claimed.json()).toMatchObject({ success: true, value: { missionId, reward: '0.75' } });
    const again = await call('POST', CLAIM, auth, { missionId });
    expect([again.statusCode, again.json().code]).toEqual([409, 'missions.already_claimed']);
    expect((await call('GET', SUMMARY, auth)).json().value.claimable).toBe(0);

    const ranking = (await call('GET', `${BOARD}?cadence=daily`, auth)).json().value;
    expect(ranking).toMatchObject({ code: 'route-board', prizes: ['3.00'], settled: false });
    expect(ranking.mine).toMatchObject({ rank: 1, score: 5, prize: '3.00', me: true });

    const standings = await call(
      'GET',
      `/admin/api/missions/leaderboards/${board.json().value.id}/standings`,
      operator,
    );
    expect(standings.json().value.list[0]).toMatchObject({ rank: 1, score: 5 });
    const listed = (await call('GET', '/admin/api/missions', operator)).json().value.list;
    expect(listed.find((m: { id: number }) => m.id === missionId)).toMatchObject({ claims: 1, paid: '0.75' });
  });

  it('refuses visitors, trial accounts’ claims, bad input and operators without the permission', async () => {
    expect((await call('GET', SUMMARY, {})).statusCode).toBe(401);
    expect((await call('GET', BOARD, {})).statusCode).toBe(401);
    expect((await call('POST', CLAIM, {}, { missionId: 1 })).statusCode).toBe(401);
    const trial = await newMember(db(), { trial: true });
    expect((await call('POST', CLAIM, trial.auth, { missionId: 1 })).statusCode).toBe(403);
    const { auth } = await newPayingMember(db());
    expect((await call('POST', CLAIM, auth, { missionId: 'x' })).statusCode).toBe(400);
    expect((await call('POST', CLAIM, auth, { missionId: 987_654 })).json().code).toBe('missions.not_found');
    const support = (await operatorToken(db(), 'support')).auth;
    const refused = await call('POST', '/admin/api/missions', support, {
      code: 'nope',
      titles: { en: 'No' },
      kind: 'rounds',
      cadence: 'daily',
      target: '1',
      reward: '1.00',
    });
    expect(refused.statusCode).toBe(403);
    const operator = (await operatorToken(db(), 'marketing')).auth;
    const badTarget = await call('POST', '/admin/api/missions', operator, {
      code: 'bad-target',
      titles: { en: 'Bad' },
      kind: 'rounds',
      cadence: 'daily',
      target: '1.5',
      reward: '1.00',
    });
    expect([badTarget.statusCode, badTarget.json().errors?.[0]?.field]).toEqual([400, 'target']);
  });
});
