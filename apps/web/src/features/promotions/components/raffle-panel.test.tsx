import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PromotionDetail, RaffleDetail } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork, type FakeRequest } from '@/test/fake-network';
import PromoDetailPage from './promo-detail-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const HASH = 'a'.repeat(64);
const SEED = 'b'.repeat(64);
const promo: PromotionDetail = {
  id: 9,
  category: 'raffle',
  title: 'Sorteio semanal',
  summary: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-01-08T00:00:00.000Z',
  state: 'closed',
  reward: { kind: 'fixed', amount: '200.00', percent: null, cap: null, points: null, tickets: null, raffleTitle: null },
  wageringMultiple: 0,
  trigger: 'raffle',
  rules: '',
  triggerRule: { kind: 'raffle' },
  minDeposit: null,
  wagering: { multiple: 0, base: 'bonus', contributions: {}, maxBet: null, expiryDays: 30, maxConversion: null },
  participation: null,
  bonus: null,
  progress: null,
  blockedBy: null,
};
const prize = {
  id: 31,
  raffleId: 4,
  activityId: 9,
  title: 'Sorteio semanal',
  rank: 2,
  ticket: 17,
  kind: 'bonus' as const,
  amount: '20.00',
  points: null,
  multiple: 5,
  state: 'claimable' as const,
  claimUntil: '2099-01-15T00:00:00.000Z',
  claimedAt: null,
};
const drawn: RaffleDetail = {
  raffleId: 4,
  activityId: 9,
  status: 'drawn',
  startsAt: promo.startsAt,
  endsAt: promo.endsAt!,
  drawAt: '2026-01-08T00:00:00.000Z',
  claimUntil: prize.claimUntil,
  hash: HASH,
  seed: SEED,
  ticketsIssued: 40,
  rule: { perTurnover: '50.00', perDeposit: null, maxPerMember: 100 },
  prizes: [
    { rank: 1, kind: 'cash', amount: '200.00', points: null, multiple: 0 },
    { rank: 2, kind: 'bonus', amount: '20.00', points: null, multiple: 5 },
  ],
  winners: [
    { rank: 1, ticket: 3, member: 'pl***er' },
    { rank: 2, ticket: 17, member: 'me' },
  ],
  mine: { count: 2, numbers: [16, 17], prizes: [prize] },
};

describe('a raffle promotion (pt)', () => {
  it('shows the revealed seed, the winners and my prize, and claims it once with its id', async () => {
    let raffle = drawn;
    const sent: FakeRequest[] = [];
    network.on('/wps/relay/MCSFE_getPromotionDetail', () => promo);
    network.on('/wps/relay/MCSFE_getRaffleDetail', () => raffle);
    network.on('/wps/relay/MCS2_claimRafflePromotion', (request) => {
      sent.push(request);
      raffle = { ...drawn, mine: { ...drawn.mine!, prizes: [{ ...prize, state: 'claimed' }] } };
      return raffle.mine!.prizes[0]!;
    });
    const user = userEvent.setup();
    renderWithStatus(
      <RouterProvider
        router={createMemoryRouter([{ path: '/promoDetail', element: <PromoDetailPage /> }], {
          initialEntries: ['/promoDetail?id=9'],
        })}
      />,
    );
    expect(await screen.findByText(SEED)).toBeInTheDocument();
    expect(screen.getByText(HASH)).toBeInTheDocument();
    expect(
      screen.getByText('Os bilhetes não são mais ganhos: o sorteio e o resultado estão abaixo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Números dos meus bilhetes' })).toHaveTextContent('#16#17');
    expect(screen.getByRole('table')).toHaveTextContent('pl***er');
    expect(screen.getByText('Prêmio 2 · bilhete nº 17')).toBeInTheDocument();
    expect(screen.getAllByText('Bônus de 20,00 (rollover 5×)').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Resgatar' }));
    expect(await screen.findByText('Resgatado')).toBeInTheDocument();
    expect(sent.map((r) => r.body)).toEqual([{ prizeId: 31 }]);
  });

  it('says when a prize has lapsed', async () => {
    network.on('/wps/relay/MCSFE_getPromotionDetail', () => promo);
    network.on('/wps/relay/MCSFE_getRaffleDetail', () => drawn);
    network.on('/wps/relay/MCS2_claimRafflePromotion', () => fail(409, 'promotions.prize_expired'));
    const user = userEvent.setup();
    renderWithStatus(
      <RouterProvider
        router={createMemoryRouter([{ path: '/promoDetail', element: <PromoDetailPage /> }], {
          initialEntries: ['/promoDetail?id=9'],
        })}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Resgatar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este prêmio não foi resgatado a tempo e expirou.');
  });
});
