import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { fund } from '../../../test/factories/ledger.ts';
import { deliverToPromotions, HOUR } from '../../../test/promotion-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-fixtures.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
const inject = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  auth: Record<string, string>,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...auth, Language: language }, ...(payload ? { payload } : {}) });

const definition = (overrides: object = {}) => ({
  category: 'new_player',
  content: { en: { title: 'Welcome bonus', rules: 'Deposit 20.00 or more.' }, pt: { title: 'Bônus de boas-vindas' } },
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  trigger: { kind: 'registration' },
  reward: { kind: 'fixed', amount: '12.00' },
  wagering: { multiple: 2, maxBet: '5.00' },
  ...overrides,
});

describe('console promotion routes', () => {
  it('marketing creates, publishes, pauses and reports; readonly and support only look', async () => {
    const marketing = await operatorToken(db(), 'marketing');
    const created = await inject('POST', '/admin/api/promotions', marketing.auth, definition());
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as number;
    expect(created.json().value).toMatchObject({ status: 'draft', category: 'new_player' });
    const over = await inject(
      'POST',
      '/admin/api/promotions',
      marketing.auth,
      definition({ wagering: { multiple: 40 } }),
    );
    expect([over.statusCode, over.json().code, over.json().message]).toEqual([
      422,
      'promotions.wagering_over_cap',
      'The wagering requirement cannot be more than 10 times.',
    ]);
    const bad = await inject(
      'POST',
      '/admin/api/promotions',
      marketing.auth,
      definition({ reward: { kind: 'fixed', amount: '1.234' } }),
    );
    expect([bad.statusCode, bad.json().errors?.[0]?.field]).toEqual([400, 'reward.amount']);

    const { auth } = await newMember(db());
    const hidden = await inject('GET', `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, auth);
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'promotions.not_found']);
    await inject('POST', `/admin/api/promotions/${id}/status`, marketing.auth, { status: 'active' });
    const claimed = await inject('POST', '/wps/relay/MCS2_claimPromotion', auth, { id });
    expect(claimed.json().value).toMatchObject({
      state: 'claimed',
      bonus: { amount: '12.00', required: '24.00', maxBet: '5.00' },
    });

    await inject('POST', `/admin/api/promotions/${id}/status`, marketing.auth, { status: 'paused' });
    const report = await inject('GET', `/admin/api/promotions/${id}/report`, marketing.auth);
    expect(report.json().value).toMatchObject({
      participants: { claimed: 1 },
      bonuses: { count: 1, issued: '12.00', wagering: 1 },
      cashPaid: '0.00',
    });
    const readonly = await operatorToken(db(), 'readonly');
    expect((await inject('GET', '/admin/api/promotions', readonly.auth)).statusCode).toBe(200);
    expect((await inject('POST', '/admin/api/promotions', readonly.auth, definition())).statusCode).toBe(403);
    const support = await operatorToken(db(), 'support');
    expect((await inject('GET', '/admin/api/promotions', support.auth)).statusCode).toBe(200);
    expect(
      (await inject('POST', `/admin/api/promotions/${id}/status`, support.auth, { status: 'active' })).statusCode,
    ).toBe(403);
    await expectMoneySound(db());
  });

  it('reviews applications and keeps the brand’s wagering cap', async () => {
    const admin = await operatorToken(db(), 'admin');
    const created = await inject(
      'POST',
      '/admin/api/promotions',
      admin.auth,
      definition({ trigger: { kind: 'application' }, autoClaim: true, wagering: { multiple: 0 } }),
    );
    const id = created.json().value.id as number;
    await inject('POST', `/admin/api/promotions/${id}/status`, admin.auth, { status: 'active' });
    const { auth } = await newMember(db());
    const tooLong = await inject('POST', '/wps/relay/MCS2_applyPromotion', auth, { id, comment: 'x'.repeat(141) });
    expect(tooLong.statusCode).toBe(400);
    const applied = await inject('POST', '/wps/relay/MCS2_applyPromotion', auth, {
      id,
      comment: 'Screenshots sent by chat',
    });
    expect(applied.json().value.state).toBe('process');
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#4a3' } })
      .png()
      .toBuffer();
    const upload = (body: Buffer, type = 'image/png') =>
      t.app.inject({
        method: 'POST',
        url: `/wps/relay/MCS2_uploadPromotionImage?id=${id}`,
        headers: { ...auth, Language: 'en', 'content-type': type },
        payload: body,
      });
    for (let i = 0; i < 3; i++) expect((await upload(png)).json().value.participation.images).toBe(i + 1);
    const fourth = await upload(png);
    expect([fourth.statusCode, fourth.json().code]).toEqual([422, 'promotions.image_invalid']);
    const html = await upload(Buffer.from('<html>not a picture</html>'), 'application/octet-stream');
    expect([html.statusCode, html.json().message]).toEqual([
      422,
      'Images must be PNG or JPG, at most 5 MB each, and at most 3.',
    ]);
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect([huge.statusCode, huge.json().code]).toEqual([422, 'promotions.image_invalid']);
    const pending = (await inject('GET', '/admin/api/promotions/applications', admin.auth)).json().value.list;
    expect(pending).toEqual([
      expect.objectContaining({
        comment: 'Screenshots sent by chat',
        images: 3,
        state: 'pending',
        activityTitle: 'Welcome bonus',
      }),
    ]);
    const image = await inject('GET', `/admin/api/promotions/applications/${pending[0].id}/images/2`, admin.auth);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(png)).toBe(true);
    const content = await operatorToken(db(), 'content');
    const refused = await inject('GET', `/admin/api/promotions/applications/${pending[0].id}/images/1`, content.auth);
    expect(refused.statusCode).toBe(403);
    const reviewed = await inject('POST', `/admin/api/promotions/applications/${pending[0].id}/review`, admin.auth, {
      decision: 'approve',
    });
    expect(reviewed.json().value.state).toBe('issued');
    expect((await inject('GET', `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, auth)).json().value.state).toBe(
      'issued',
    );
    expect((await inject('GET', '/wps/v2/wallets/balance', auth)).json().value.sumBalance).toBe('12.00');

    expect(
      (await inject('PUT', '/admin/api/promotions/settings', admin.auth, { maxWageringMultiple: 5 })).json().value,
    ).toEqual({ maxWageringMultiple: 5 });
    expect((await inject('GET', '/admin/api/promotions/settings', admin.auth)).json().value).toEqual({
      maxWageringMultiple: 5,
    });
    await inject('PUT', '/admin/api/promotions/settings', admin.auth, { maxWageringMultiple: 10 });
  });

  it('from the brand threshold on, a bonus grant waits for a second operator; the first cannot give it twice', async () => {
    const admin = await operatorToken(db(), 'admin');
    const first = await operatorToken(db(), 'marketing');
    const second = await operatorToken(db(), 'marketing');
    await inject('PUT', '/admin/api/settings/security', admin.auth, { dualApprovalAmount: '12.00' });
    const applicationFor = async (amount: string) => {
      const reward = { kind: 'fixed', amount };
      const trigger = { kind: 'application' };
      const created = await inject(
        'POST',
        '/admin/api/promotions',
        admin.auth,
        definition({ trigger, reward, autoClaim: true, wagering: { multiple: 0 } }),
      );
      const id = created.json().value.id as number;
      await inject('POST', `/admin/api/promotions/${id}/status`, admin.auth, { status: 'active' });
      const member = await newMember(db());
      await inject('POST', '/wps/relay/MCS2_applyPromotion', member.auth, { id, comment: '' });
      const list = (await inject('GET', '/admin/api/promotions/applications', admin.auth)).json().value.list;
      const application = list.find((a: { activityId: number }) => a.activityId === id) as { id: number };
      return { application: application.id, member };
    };
    const review = (who: { auth: Record<string, string> }, id: number) =>
      inject('POST', `/admin/api/promotions/applications/${id}/review`, who.auth, { decision: 'approve' });
    const balance = async (auth: Record<string, string>) =>
      (await inject('GET', '/wps/v2/wallets/balance', auth)).json().value.sumBalance as string;

    const small = await applicationFor('11.99');
    expect((await review(first, small.application)).json().value).toMatchObject({
      state: 'issued',
      firstApprover: null,
    });
    expect(await balance(small.member.auth)).toBe('11.99');

    const large = await applicationFor('12.00');
    expect((await review(first, large.application)).json().value).toMatchObject({
      state: 'pending',
      firstApprover: first.operator.username,
    });
    expect(await balance(large.member.auth)).toBe('0.00');
    const again = await review(first, large.application);
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([
      403,
      'promotions.second_approver_required',
      'A second operator must grant a large bonus you approved first.',
    ]);
    expect(await balance(large.member.auth)).toBe('0.00');
    expect((await review(second, large.application)).json().value).toMatchObject({ state: 'issued' });
    expect(await balance(large.member.auth)).toBe('12.00');
    // A rejection needs no second operator: it moves no money.
    const refused = await applicationFor('50.00');
    const rejected = await inject(
      'POST',
      `/admin/api/promotions/applications/${refused.application}/review`,
      first.auth,
      { decision: 'reject', note: 'No entry found' },
    );
    expect(rejected.json().value.state).toBe('rejected');
    await inject('PUT', '/admin/api/settings/security', admin.auth, { dualApprovalAmount: '1000.00' });
    await expectMoneySound(db());
  });
});

describe('player promotion routes', () => {
  it('lists by category for visitors and members, localised; refuses trial accounts and visitors where money moves', async () => {
    const admin = await operatorToken(db(), 'admin');
    const created = await inject('POST', '/admin/api/promotions', admin.auth, definition({ category: 'VIP' }));
    const id = created.json().value.id as number;
    await inject('POST', `/admin/api/promotions/${id}/status`, admin.auth, { status: 'active' });
    const visitor = await inject('GET', '/wps/relay/MCSFE_getPromotionList?category=VIP', {}, undefined, 'pt');
    expect(visitor.json().value.list).toEqual([
      expect.objectContaining({ id, title: 'Bônus de boas-vindas', state: 'claim', wageringMultiple: 2 }),
    ]);
    expect((await inject('GET', '/wps/relay/MCSFE_getPromotionList?category=raffle', {})).json().value.list).toEqual(
      [],
    );
    expect((await inject('POST', '/wps/relay/MCS2_claimPromotion', {}, { id })).statusCode).toBe(401);
    const trial = await newMember(db(), { trial: true });
    const refused = await inject('POST', '/wps/relay/MCS2_claimPromotion', trial.auth, { id });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'auth.trial_refused']);

    const { auth } = await newMember(db());
    await inject('POST', '/wps/relay/MCS2_claimPromotion', auth, { id });
    const again = await inject('POST', '/wps/relay/MCS2_claimPromotion', auth, { id }, 'pt');
    expect(again.json().value.state).toBe('claimed');
    const bonuses = (await inject('GET', '/wps/relay/MCSFE_getBonusDetails', auth)).json().value;
    expect(bonuses).toMatchObject({
      bonusBalance: '12.00',
      list: [{ amount: '12.00', percent: 0, state: 'wagering' }],
    });
    const join = await inject('POST', '/wps/relay/MCS2_joinPromotion', auth, { id }, 'pt');
    expect([join.statusCode, join.json().message]).toEqual([409, 'Você não pode fazer isso nesta promoção agora.']);
  });
});

describe('turnover, loss and raffle tickets through the routes', () => {
  it('the console creates each new kind, refuses tickets into no raffle (localised); the player sees the turnover progress', async () => {
    const marketing = await operatorToken(db(), 'marketing');
    const turnover = await inject(
      'POST',
      '/admin/api/promotions',
      marketing.auth,
      definition({ trigger: { kind: 'turnover', period: 'week', amount: '50.00' }, wagering: { multiple: 0 } }),
    );
    expect(turnover.json().value.trigger).toEqual({ kind: 'turnover', period: 'week', amount: '50.00' });
    const loss = await inject(
      'POST',
      '/admin/api/promotions',
      marketing.auth,
      definition({
        trigger: { kind: 'loss', period: 'month', minLoss: '200.00' },
        reward: { kind: 'percent', percentBp: 500, cap: '50.00' },
        wagering: { multiple: 1 },
      }),
    );
    expect(loss.statusCode).toBe(200);
    const badPeriod = await inject(
      'POST',
      '/admin/api/promotions',
      marketing.auth,
      definition({ trigger: { kind: 'loss', period: 'window', minLoss: '200.00' } }),
    );
    expect([badPeriod.statusCode, badPeriod.json().errors?.[0]?.field]).toEqual([400, 'trigger.period']);
    const noRaffle = await inject(
      'POST',
      '/admin/api/promotions',
      marketing.auth,
      definition({ reward: { kind: 'raffle_tickets', raffleId: 424_242, tickets: 2 }, wagering: { multiple: 0 } }),
      'pt',
    );
    expect([noRaffle.statusCode, noRaffle.json().code, noRaffle.json().message]).toEqual([
      422,
      'promotions.raffle_not_open',
      'Esse sorteio não é uma promoção de sorteio aberta.',
    ]);

    const id = turnover.json().value.id as number;
    await inject('POST', `/admin/api/promotions/${id}/status`, marketing.auth, { status: 'active' });
    const { member, auth } = await newMember(db());
    await fund(db(), member.id, 100_000n);
    await settledGameBet(db(), member.id, 2_000n, 500n);
    await deliverToPromotions(db());
    const shown = (await inject('GET', `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, auth)).json().value;
    expect(shown).toMatchObject({
      state: 'joined',
      trigger: 'turnover',
      triggerRule: { kind: 'turnover', period: 'week', amount: '50.00' },
      progress: { measure: 'turnover', period: 'week', amount: '20.00', target: '50.00', percent: 40 },
    });
    await settledGameBet(db(), member.id, 3_000n, 0n);
    await deliverToPromotions(db());
    const claimed = await inject('POST', '/wps/relay/MCS2_claimPromotion', auth, { id });
    expect(claimed.json().value).toMatchObject({ state: 'claimed', participation: { reward: '12.00' } });
    const visitor = (await inject('GET', `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, {})).json().value;
    expect(visitor.progress).toBeNull();
    await expectMoneySound(db());
  });
});
