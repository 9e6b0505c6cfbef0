import { describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/factories/operators.ts';
import { balanceOf, newPayingMember } from '../../../test/payments-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-fixtures.ts';
import { createTestLadder, TEST_LADDER } from '../../../test/vip-fixtures.ts';

/*
 * The player rank page's calls and the console's, through the real app: a deposit confirmed by the
 * cashier grows the member to VIP 2 at once (rewards once), member info's club label follows the
 * level, and the console reads and changes the ladder and a member's level under vip.read/vip.write.
 */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
const inject = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  auth: Record<string, string>,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...auth, Language: language }, ...(payload ? { payload } : {}) });

describe('member VIP routes', () => {
  it('a confirmed deposit promotes at once: level, label, progress, history and the rewards, paid once', async () => {
    await createTestLadder(db());
    const { member, auth } = await newPayingMember(db());
    const before = (await inject('GET', '/wps/relay/MCS2_getVipInfo', auth)).json().value;
    expect(before.level).toMatchObject({ rankLevel: 0, name: 'VIP 0' });
    expect(before.progress).toMatchObject({ growth: '0.00', missingGrowth: '10.00', missingDeposit: '10.00' });
    expect(before.levels.map((l: { rankLevel: number }) => l.rankLevel)).toEqual([0, 1, 2, 3]);

    const opened = await inject('POST', '/wps/payments/deposits', auth, {
      channel: 'bank_transfer',
      amount: '60',
      clientKey: `ck-${Date.now()}-vip`,
    });
    expect(opened.json()).toMatchObject({ code: 'ok' });
    const deposit = opened.json().value;
    const finance = await operatorToken(db(), 'finance');
    const confirm = () => inject('POST', `/admin/api/deposits/${deposit.id}/confirm`, finance.auth);
    await Promise.all([confirm(), confirm()]);

    const info = (await inject('GET', '/wps/relay/MCS2_getVipInfo', auth, undefined, 'pt')).json().value;
    expect(info.level).toMatchObject({ rankLevel: 2, benefits: { levelUpReward: '5.00', vipService: false } });
    expect(info.progress).toMatchObject({ growth: '60.00', missingGrowth: '140.00' });
    // 60.00 deposited + 1.00 and 5.00 of level-up rewards.
    expect(await balanceOf(db(), member.id)).toBe(6_600n);
    const user = (await inject('GET', '/wps/member/info', auth)).json().value;
    expect(user.clubLabel).toEqual({ labelName: 'VIP 2', color: '#3b2a00', color2: '#f5c542', rankLevel: 2 });
    // The rewards are bonuses in the member's account record.
    const record = (await inject('GET', '/wps/relay/ODSFE2_MemTransDet?type=bonus', auth)).json().value.list;
    expect(record.map((r: { kind: string; amount: string }) => `${r.kind} ${r.amount}`).sort()).toEqual([
      'bonus_vip_level_up 1.00',
      'bonus_vip_level_up 5.00',
    ]);
    const history = (await inject('GET', '/wps/relay/MCS2_getVipHistory', auth)).json().value;
    expect(history).toMatchObject({ total: 1, totalPages: 1, list: [{ reason: 'promotion', fromRank: 0, toRank: 2 }] });
  });

  it('takes the birthday once, in the member’s language when refused, and refuses trial accounts and visitors', async () => {
    const { auth } = await newMember(db());
    const set = (birthday: string) => inject('PUT', '/wps/relay/MCS2_setVipBirthday', auth, { birthday }, 'pt');
    expect((await set('1990-02-03')).json().value.birthday).toBe('1990-02-03');
    const again = await set('1990-02-04');
    expect([again.statusCode, again.json().code]).toEqual([409, 'vip.birthday_already_set']);
    expect(again.json().message).toBe('Seu aniversário já está salvo. O atendimento pode corrigi-lo.');
    expect((await set('not a date')).statusCode).toBe(400);

    const trial = await newMember(db(), { trial: true });
    const asTrial = await inject('GET', '/wps/relay/MCS2_getVipInfo', trial.auth);
    expect([asTrial.statusCode, asTrial.json().code]).toEqual([403, 'auth.trial_refused']);
    expect((await inject('GET', '/wps/relay/MCS2_getVipInfo', {})).statusCode).toBe(401);
  });
});

describe('console VIP routes', () => {
  it('answers each level’s stored names, so a level saved back from a Portuguese console keeps its default name', async () => {
    const marketing = await operatorToken(db(), 'marketing');
    const levels = async () =>
      (await inject('GET', '/admin/api/vip/levels', marketing.auth, undefined, 'pt')).json().value.levels;
    const vip1 = (await levels()).find((l: { rankLevel: number }) => l.rankLevel === 1);
    const named = { ...TEST_LADDER[1]!, name: 'Silver', names: { pt: 'Prata', en: 'Silver' } };
    expect((await inject('PUT', `/admin/api/vip/levels/${vip1.id}`, marketing.auth, named, 'pt')).statusCode).toBe(200);
    const read = (await levels()).find((l: { id: number }) => l.id === vip1.id);
    // The default name, not the Portuguese one, beside every stored translation.
    expect(read).toMatchObject({ name: 'Silver', names: { pt: 'Prata', en: 'Silver' } });
    // What the console sends back unchanged leaves the level as it was.
    const again = await inject(
      'PUT',
      `/admin/api/vip/levels/${vip1.id}`,
      marketing.auth,
      { ...named, name: read.name, names: read.names },
      'pt',
    );
    expect(again.json().value.levels.find((l: { id: number }) => l.id === vip1.id)).toMatchObject({
      name: 'Silver',
      names: { pt: 'Prata' },
    });
    const member = (
      await inject('GET', '/wps/relay/MCS2_getVipInfo', (await newMember(db())).auth, undefined, 'pt')
    ).json().value;
    expect(member.levels.find((l: { rankLevel: number }) => l.rankLevel === 1).name).toBe('Prata');
  });

  it('lists and changes the ladder, refuses a ladder that does not climb, and moves a member by hand', async () => {
    const marketing = await operatorToken(db(), 'marketing');
    const ladder = (await inject('GET', '/admin/api/vip/levels', marketing.auth)).json().value;
    const vip3 = ladder.levels.find((l: { rankLevel: number }) => l.rankLevel === 3);
    const input = { ...TEST_LADDER[3]!, name: 'Gold', names: { pt: 'Ouro' }, color2: '#ffd700' };
    const changed = await inject('PUT', `/admin/api/vip/levels/${vip3.id}`, marketing.auth, input);
    expect(changed.json().value.levels[3]).toMatchObject({ name: 'Gold', names: { pt: 'Ouro' }, color2: '#ffd700' });
    const below = await inject('PUT', `/admin/api/vip/levels/${vip3.id}`, marketing.auth, {
      ...input,
      reachGrowth: '40',
    });
    expect([below.statusCode, below.json().code]).toEqual([422, 'vip.thresholds_invalid']);
    const taken = await inject('POST', '/admin/api/vip/levels', marketing.auth, { ...input, reachGrowth: '500' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Another VIP level already has rank 3.']);
    const weights = await inject('PUT', '/admin/api/vip/settings', marketing.auth, {
      depositWeight: '50',
      validBetWeight: '100',
    });
    expect(weights.json().value.settings).toEqual({ depositWeight: '50.00', validBetWeight: '100.00' });

    const { member, auth } = await newMember(db());
    const url = `/admin/api/players/${member.id}/vip`;
    const moved = await inject('PUT', url, marketing.auth, { rankLevel: 3, reason: 'high roller' });
    expect(moved.json().value).toMatchObject({
      username: member.username,
      level: { rankLevel: 3, name: 'Gold' },
      history: [{ reason: 'operator', fromRank: 0, toRank: 3 }],
      rewards: [
        { kind: 'level_up', amount: '20.00', status: 'paid' },
        { kind: 'level_up', amount: '5.00', status: 'paid' },
        { kind: 'level_up', amount: '1.00', status: 'paid' },
      ],
    });
    const info = (await inject('GET', '/wps/relay/MCS2_getVipInfo', auth, undefined, 'pt')).json().value;
    expect(info.level).toMatchObject({ name: 'Ouro', benefits: { vipService: false } });
    // At half weight, 200.00 of growth missing is 400.00 of deposits.
    expect(info.progress).toMatchObject({ missingGrowth: null, nextLevelId: null });

    const support = await operatorToken(db(), 'support');
    expect((await inject('GET', url, support.auth)).statusCode).toBe(200);
    expect((await inject('PUT', url, support.auth, { rankLevel: 1, reason: 'x' })).statusCode).toBe(403);
    const audit = await db()
      .selectFrom('audit_log')
      .select('status')
      .where('target', '=', `member=${member.username}`)
      .execute();
    // The move is in the audit trail (reads are not).
    expect(audit.map((a) => a.status)).toEqual([200]);
  });
});
