import { describe, expect, it } from 'vitest';
import { raffleWinningTickets } from '@arcadia/fair';
import { settledGameBet } from '../../../test/factories/games.ts';
import { fund } from '../../../test/factories/ledger.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { newPayingMember } from '../../../test/payments-fixtures.ts';
import { AFTER_DRAW, deliverToRaffles } from '../../../test/raffle-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-fixtures.ts';
import { drawDueRaffles } from './draw.usecases.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...headers, Language: language }, ...(payload ? { payload } : {}) });

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const DETAIL = '/wps/relay/MCSFE_getRaffleDetail';
const CLAIM = '/wps/relay/MCS2_claimRafflePromotion';

const input = () => ({
  content: { en: { title: 'Route raffle' }, pt: { title: 'Sorteio da rota' } },
  startsAt: at(-HOUR),
  endsAt: at(HOUR),
  drawAt: at(HOUR),
  claimUntil: at(48 * HOUR),
  tickets: { perTurnover: '5.00', perDeposit: null, maxPerMember: 10 },
  prizes: [{ kind: 'cash', count: 1, amount: '12.50' }],
});

describe('raffle calls', () => {
  it('an operator schedules a raffle; a member earns tickets, sees the hash, then the seed and wins, and claims once', async () => {
    const operator = (await operatorToken(db(), 'marketing')).auth;
    const created = await call('POST', '/admin/api/raffles', operator, input());
    expect(created.statusCode).toBe(200);
    const raffle = created.json().value as { id: number; activityId: number; hash: string; seed: string | null };
    expect(raffle.seed).toBeNull();
    expect(raffle.hash).toMatch(/^[0-9a-f]{64}$/);

    // The promotion list shows it under raffle, taking part on its own.
    const { auth, member } = await newPayingMember(db());
    await fund(db(), member.id, 100_000n);
    const list = (await call('GET', '/wps/relay/MCSFE_getPromotionList?category=raffle', auth)).json().value.list;
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: raffle.activityId, state: 'joined', trigger: 'raffle' })]),
    );

    await settledGameBet(db(), member.id, 1_200n, 0n);
    await deliverToRaffles(db());
    const open = (await call('GET', `${DETAIL}?id=${raffle.activityId}`, auth)).json().value;
    expect(open).toMatchObject({ status: 'open', seed: null, hash: raffle.hash, mine: { count: 2 } });
    const visitor = (await call('GET', `${DETAIL}?id=${raffle.activityId}`, {})).json().value;
    expect(visitor.mine).toBeNull();

    await drawDueRaffles(db(), AFTER_DRAW());
    const drawn = (await call('GET', `${DETAIL}?id=${raffle.activityId}`, auth, undefined, 'pt')).json().value;
    expect(drawn.winners.map((w: { ticket: number }) => w.ticket)).toEqual(
      raffleWinningTickets({ seed: drawn.seed, raffleId: raffle.id, tickets: drawn.ticketsIssued, prizes: 1 }),
    );
    const prize = drawn.mine.prizes[0];
    expect(prize).toMatchObject({ title: 'Sorteio da rota', amount: '12.50', state: 'claimable' });

    expect((await call('POST', CLAIM, {}, { prizeId: prize.id })).statusCode).toBe(401);
    const trial = await newMember(db(), { trial: true });
    expect((await call('POST', CLAIM, trial.auth, { prizeId: prize.id })).json().code).toBe('auth.trial_refused');
    const claimed = await call('POST', CLAIM, auth, { prizeId: prize.id });
    expect(claimed.json()).toMatchObject({ success: true, value: { id: prize.id, state: 'claimed' } });
    const again = await call('POST', CLAIM, auth, { prizeId: prize.id });
    expect(again.json().value.state).toBe('claimed');

    const admin = (await call('GET', `/admin/api/raffles/${raffle.id}`, operator)).json().value;
    expect(admin).toMatchObject({
      status: 'drawn',
      seed: drawn.seed,
      hash: raffle.hash,
      ticketsIssued: drawn.ticketsIssued,
    });
    expect(admin.winners[0]).toMatchObject({
      ticket: prize.ticket,
      member: member.username,
      state: 'claimed',
      amount: '12.50',
    });
    expect(admin.holders).toEqual(
      expect.arrayContaining([expect.objectContaining({ member: member.username, tickets: 2 })]),
    );
  });

  it('refuses a raffle whose draw comes before its end, readers who create, and raffles made as plain promotions', async () => {
    const operator = (await operatorToken(db(), 'marketing')).auth;
    const bad = await call('POST', '/admin/api/raffles', operator, { ...input(), drawAt: at(30 * 60_000) });
    expect(bad.statusCode).toBe(400);
    const plain = await call('POST', '/admin/api/promotions', operator, {
      category: 'raffle',
      content: { en: { title: 'Not through here' } },
      startsAt: at(0),
      trigger: { kind: 'raffle' },
      reward: { kind: 'fixed', amount: '1.00' },
      wagering: { multiple: 0 },
    });
    expect(plain.statusCode).toBe(400);
    const reader = (await operatorToken(db(), 'finance')).auth;
    expect((await call('POST', '/admin/api/raffles', reader, input())).statusCode).toBe(403);
    expect((await call('GET', '/admin/api/raffles', reader)).statusCode).toBe(200);
  });
});
