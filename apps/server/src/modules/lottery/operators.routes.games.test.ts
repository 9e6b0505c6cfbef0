import { describe, expect, it } from 'vitest';
import { adminListLotteryGames, adminUpdateLotteryGame } from '@arcadia/contracts';
import { LOTTERY_WALLET as WALLET } from '../../../test/lottery-fixtures.ts';
import { useLotteryOperatorApp } from '../../../test/lottery-operator-app.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { operatorToken } from '../../../test/payments-fixtures.ts';
import { auth, balanceOf, fund, newMember } from '../../../test/wallet-fixtures.ts';

/** Operators on the lottery games: who may see and change them, switching off, the stake limit per number. */
const { db, app, get, post, bettorOn } = useLotteryOperatorApp();

describe('/admin/api/lottery', () => {
  it('needs an operator token, and a brand’s operator reaches only that brand', async () => {
    expect((await get('/admin/api/lottery/games')).statusCode).toBe(401);
    const other = await createMerchant(db(), { code: 'OTHERLOT' });
    const theirs = await operatorToken(db(), 'admin', other.id);
    expect((await get('/admin/api/lottery/games?merchant=default', theirs.auth)).statusCode).toBe(403);
    // Their own brand has no lottery games yet.
    expect((await get('/admin/api/lottery/games', theirs.auth)).json().value.list).toEqual([]);
  });

  it('lists the games; an admin, not support or finance, switches one off and on', async () => {
    const support = await operatorToken(db(), 'support');
    const list = adminListLotteryGames.response.parse((await get('/admin/api/lottery/games', support.auth)).json());
    expect(list.value!.list.find((g) => g.gameCode === 'F31M')).toMatchObject({
      enabled: true,
      scheduleKind: 'interval',
      intervalSeconds: 60,
    });
    expect(list.value!.list.find((g) => g.gameCode === 'VNMB')).toMatchObject({ scheduleKind: 'daily' });
    const url = '/admin/api/lottery/games/F31M';
    expect((await post(url, support.auth, { enabled: false })).statusCode).toBe(403);
    expect((await post(url, (await operatorToken(db(), 'finance')).auth, { enabled: false })).statusCode).toBe(403);
    const admin = await operatorToken(db(), 'admin');
    expect((await post(url, admin.auth, { enabled: false })).json().value).toMatchObject({ enabled: false });
    // Off: members cannot bet on it.
    await expect(bettorOn('F31M', [{ betType: 'f3.bigsmall', pick: 'big', stake: 100n }])).rejects.toMatchObject({
      code: 'lottery.not_found',
    });
    expect((await post(url, admin.auth, { enabled: true })).json().value).toMatchObject({ enabled: true });
    expect((await post('/admin/api/lottery/games/NOPE', admin.auth, { enabled: true })).statusCode).toBe(404);
    expect((await post(url, admin.auth, { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('an admin sets a stake limit per number: a member’s stakes on one pick of one issue stay within it, and null lifts it', async () => {
    const url = '/admin/api/lottery/games/F31M';
    expect(
      (await post(url, (await operatorToken(db(), 'support')).auth, { stakeLimitPerNumber: '5' })).statusCode,
    ).toBe(403);
    const admin = (await operatorToken(db(), 'admin')).auth;
    expect((await post(url, admin, { stakeLimitPerNumber: '-5' })).statusCode).toBe(400);
    const set = adminUpdateLotteryGame.response.parse((await post(url, admin, { stakeLimitPerNumber: '5' })).json());
    expect(set.value).toMatchObject({ enabled: true, stakeLimitPerNumber: '5.00' });

    const bettor = async () => {
      const { member, token } = await newMember(db(), { language: 'pt' });
      await fund(db(), member.id, 100_000n, WALLET);
      const bet = (lines: { pick: string; stake: string }[]) =>
        app().inject({
          method: 'POST',
          url: '/lotto/lgw/bets',
          headers: { ...auth(token), Language: 'pt' },
          payload: { gameCode: 'F31M', lines: lines.map((l) => ({ betType: 'f3.bigsmall', ...l })) },
        });
      return { memberId: member.id, bet };
    };
    const first = await bettor();
    expect((await first.bet([{ pick: 'big', stake: '3' }])).statusCode).toBe(200);
    const refused = await first.bet([{ pick: 'big', stake: '3' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'lottery.number_limit_exceeded' });
    // Named in the member's language, with the limit and the number.
    expect(refused.json().message).toBe(
      'Você pode apostar no máximo 5.00 em big neste sorteio. Diminua o valor ou escolha outro número.',
    );
    // Up to the limit exactly, another pick, and another member are all within it.
    expect((await first.bet([{ pick: 'big', stake: '2' }])).statusCode).toBe(200);
    expect((await first.bet([{ pick: 'small', stake: '5' }])).statusCode).toBe(200);
    const second = await bettor();
    // Two lines of one slip count together: the second passes the limit, and neither is kept.
    const slip = await second.bet([
      { pick: 'big', stake: '3' },
      { pick: 'big', stake: '3' },
    ]);
    expect(slip.json()).toMatchObject({ code: 'lottery.number_limit_exceeded' });
    expect(await balanceOf(db(), second.memberId, WALLET)).toBe(100_000n);

    const lifted = adminUpdateLotteryGame.response.parse(
      (await post(url, admin, { stakeLimitPerNumber: null })).json(),
    );
    expect(lifted.value).toMatchObject({ enabled: true, stakeLimitPerNumber: null });
    expect((await first.bet([{ pick: 'big', stake: '3' }])).statusCode).toBe(200);
  });
});
