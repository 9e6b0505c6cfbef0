import { beforeAll, describe, expect, it } from 'vitest';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { newMember } from '../../../test/factories/members.ts';
import { runningActivity } from '../../../test/promotion-fixtures.ts';
import { later, playedOn, rebateLadder, rebateSettingsOf } from '../../../test/rebate-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { businessDay } from '../play-record/periods.port.ts';

/*
 * The reward centre through the real app: every module's source registered by its plugin, a
 * claimable reward taken through its own module's call and then found in the history; visitors,
 * trial accounts and bad pages refused.
 */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
beforeAll(() => rebateLadder(db()));
const inject = (method: 'GET' | 'POST', url: string, auth: object, payload?: object) =>
  t.app.inject({ method, url, headers: { ...auth, Language: 'en' }, ...(payload ? { payload } : {}) });
const CENTRE = '/wps/relay/MCS2_getRewardCenter';

describe('GET MCS2_getRewardCenter', () => {
  it('lists a registration reward and last week’s rebate with their claim calls; each claimed by its call lands in the history', async () => {
    const gift = await runningActivity(db(), { content: { en: { title: 'Route gift' } } });
    await rebateSettingsOf(db());
    const { member, auth } = await newMember(db());
    await playedOn(db(), member.id, businessDay(later(new Date(), -7), 'UTC'), 'RNG', 10_000n, 10_000n);

    const before = await inject('GET', CENTRE, auth);
    expect(before.statusCode).toBe(200);
    const value = before.json().value;
    expect(value.claimable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'promotion',
          title: 'Route gift',
          claim: { call: 'promotion', id: gift.id },
        }),
        expect.objectContaining({
          source: 'rebate',
          title: 'RNG',
          amount: '0.50',
          claim: { call: 'rebate', category: 'RNG' },
        }),
      ]),
    );
    expect(value).toMatchObject({ list: [], total: 0, totalPages: 1 });

    expect((await inject('POST', '/wps/relay/MCS2_claimPromotion', auth, { id: gift.id })).statusCode).toBe(200);
    const rebate = await inject('POST', '/wps/relay/MCS2_claimManualRebate', auth, { category: 'RNG' });
    expect(rebate.statusCode).toBe(200);
    const after = (await inject('GET', `${CENTRE}?pageNo=1&pageSize=10`, auth)).json().value;
    expect(
      after.list.map((i: { source: string; status: string; amount: string }) => [i.source, i.status, i.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['promotion', 'claimed', '10.00'],
        ['rebate', 'claimed', '0.50'],
      ]),
    );
    expect(after.total).toBe(2);
    const onlyRebates = (await inject('GET', `${CENTRE}?source=rebate`, auth)).json().value;
    expect(onlyRebates.list.map((i: { source: string }) => i.source)).toEqual(['rebate']);
    await expectMoneySound(db());
  });

  it('refuses visitors (401), trial accounts (403) and a bad page or source (400)', async () => {
    expect((await inject('GET', CENTRE, {})).statusCode).toBe(401);
    const trial = await newMember(db(), { trial: true });
    const asTrial = await inject('GET', CENTRE, trial.auth);
    expect([asTrial.statusCode, asTrial.json().code]).toEqual([403, 'auth.trial_refused']);
    const { auth } = await newMember(db());
    expect((await inject('GET', `${CENTRE}?pageNo=0`, auth)).statusCode).toBe(400);
    expect((await inject('GET', `${CENTRE}?pageSize=500`, auth)).statusCode).toBe(400);
    expect((await inject('GET', `${CENTRE}?source=casino`, auth)).statusCode).toBe(400);
  });
});
