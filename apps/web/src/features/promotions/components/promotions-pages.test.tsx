import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BonusView, PromotionDetail, PromotionSummary } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork, type FakeRequest } from '@/test/fake-network';
import PromoDetailPage from './promo-detail-page';
import PromotionsPage from './promotions-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const summary: PromotionSummary = {
  id: 7,
  category: 'new_player',
  title: 'Bônus de boas-vindas',
  summary: 'Dobre o seu primeiro depósito.',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: new Date(Date.now() + (2 * 86_400 + 3 * 3_600 + 600) * 1000).toISOString(),
  state: 'join',
  reward: {
    kind: 'percent',
    amount: null,
    percent: '100',
    cap: '100.00',
    points: null,
    tickets: null,
    raffleTitle: null,
  },
  wageringMultiple: 5,
  trigger: 'deposit',
};
const detail: PromotionDetail = {
  ...summary,
  rules: 'Regras do bônus.',
  triggerRule: { kind: 'deposit', which: 'first', nth: null, minAmount: '20.00' },
  minDeposit: '20.00',
  wagering: {
    multiple: 5,
    base: 'bonus',
    contributions: { RNG: 100, LIVE: 10, LOTT: 0 },
    maxBet: '5.00',
    expiryDays: 30,
    maxConversion: null,
  },
  participation: null,
  bonus: null,
  progress: null,
  blockedBy: null,
};
const bonus: BonusView = {
  id: 1,
  activityId: 7,
  title: 'Bônus de boas-vindas',
  amount: '50.00',
  required: '250.00',
  progress: '100.00',
  percent: 40,
  maxBet: '5.00',
  maxConversion: null,
  contributions: { RNG: 100 },
  state: 'wagering',
  converted: null,
  expiresAt: '2026-12-28T00:00:00.000Z',
  createdAt: '2026-11-28T00:00:00.000Z',
  endedAt: null,
};

const renderAt = (path: string) =>
  renderWithStatus(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/promotions', element: <PromotionsPage /> },
          { path: '/promoDetail', element: <PromoDetailPage /> },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

describe('promotions pages (pt)', () => {
  it('applies with a comment and an image, and refuses more than three images before sending', async () => {
    let current: PromotionDetail = { ...detail, state: 'applying', trigger: 'application', minDeposit: null };
    const sent: FakeRequest[] = [];
    network.on('/wps/relay/MCSFE_getPromotionDetail', () => current);
    network.on('/wps/relay/MCS2_applyPromotion', (request) => {
      sent.push(request);
      current = { ...current, state: 'process' };
      return current;
    });
    network.on('/wps/relay/MCS2_uploadPromotionImage', (request) => {
      sent.push(request);
      return current;
    });
    const user = userEvent.setup();
    renderAt('/promoDetail?id=7');
    const comment = await screen.findByRole('textbox', { name: 'Comentário (opcional)' });
    await user.type(comment, 'Top 10 no sábado');
    const file = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    const images = screen.getByLabelText('Imagens (opcional)');
    await user.upload(images, [file('a.png'), file('b.png'), file('c.png'), file('d.png')]);
    expect(
      await screen.findByText('As imagens devem ser PNG ou JPG, com no máximo 5 MB cada, e no máximo 3.'),
    ).toBeInTheDocument();
    await user.upload(images, [file('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(await screen.findByText('A sua inscrição está em análise.')).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toEqual(['/wps/relay/MCS2_applyPromotion', '/wps/relay/MCS2_uploadPromotionImage']);
    expect(sent[0]!.body).toEqual({ id: 7, comment: 'Top 10 no sábado' });
    expect(sent[1]!.query).toEqual({ id: '7' });
  });

  it('lists promotions as cards and filters by category through the address', async () => {
    const asked: FakeRequest[] = [];
    network.on('/wps/relay/MCSFE_getPromotionList', (request) => {
      asked.push(request);
      return request.query.category === 'raffle' ? { list: [], total: 0 } : { list: [summary], total: 1 };
    });
    const user = userEvent.setup();
    renderAt('/promotions');
    expect(await screen.findByRole('heading', { name: 'Bônus de boas-vindas' })).toBeInTheDocument();
    expect(screen.getByText('100% até 100,00')).toBeInTheDocument();
    expect(screen.getByText('Rollover 5×')).toBeInTheDocument();
    expect(screen.getByText(/^Termina em 2d 3h 1\dmin$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sorteio' }));
    expect(await screen.findByText('Nenhuma promoção aqui no momento.')).toBeInTheDocument();
    expect(asked.at(-1)!.query).toEqual({ category: 'raffle' });
    expect(screen.getByRole('button', { name: 'Sorteio' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('joins, shows the wagering progress of the bonus, and says why a claim was refused', async () => {
    let current: PromotionDetail = detail;
    const sent: FakeRequest[] = [];
    network.on('/wps/relay/MCSFE_getPromotionDetail', () => current);
    network.on('/wps/relay/MCS2_joinPromotion', (request) => {
      sent.push(request);
      current = { ...detail, state: 'joined' };
      return current;
    });
    const user = userEvent.setup();
    const view = renderAt('/promoDetail?id=7');
    expect(
      await screen.findByText('Participe primeiro: o seu próximo depósito válido garante a recompensa.'),
    ).toBeInTheDocument();
    expect(screen.getByText('5,00')).toBeInTheDocument();
    expect(screen.getByText('RNG 100%')).toBeInTheDocument();
    expect(screen.queryByText('LOTT 0%')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Participar' }));
    expect(
      await screen.findByText('Você está participando. Faça um depósito válido para ganhar a recompensa.'),
    ).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ id: 7 });
    view.unmount();

    current = { ...detail, state: 'claim', bonus: null };
    network.on('/wps/relay/MCS2_claimPromotion', () => fail(409, 'promotions.bonus_active'));
    renderAt('/promoDetail?id=7');
    await user.click(await screen.findByRole('button', { name: 'Resgatar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você já tem um bônus em rollover. Conclua-o antes de pegar outro.',
    );

    current = { ...detail, state: 'issued', bonus };
    network.on('/wps/relay/MCS2_claimPromotion', () => current);
    await user.click(screen.getByRole('button', { name: 'Resgatar' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progresso do rollover: 40%' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('100,00 de 250,00 apostados')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resgatar' })).not.toBeInTheDocument());
  });

  it('a turnover promotion paying raffle tickets shows how to qualify and the week’s progress', async () => {
    const turnover: PromotionDetail = {
      ...detail,
      state: 'joined',
      trigger: 'turnover',
      triggerRule: { kind: 'turnover', period: 'week', amount: '500.00' },
      minDeposit: null,
      reward: {
        ...detail.reward,
        kind: 'raffle_tickets',
        percent: null,
        cap: null,
        tickets: 3,
        raffleTitle: 'Sorteio de Natal',
      },
      wagering: { ...detail.wagering, multiple: 0 },
      progress: {
        measure: 'turnover',
        period: 'week',
        periodKey: '2026-W48',
        amount: '125.00',
        target: '500.00',
        percent: 25,
      },
    };
    network.on('/wps/relay/MCSFE_getPromotionDetail', () => turnover);
    renderAt('/promoDetail?id=7');
    expect(
      await screen.findByText(
        'Você está participando: suas apostas válidas contam para a meta. Alcance-a para ganhar a recompensa.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('3 bilhetes de sorteio')).toHaveLength(2);
    expect(screen.getByText('Sorteio de Natal')).toBeInTheDocument();
    expect(screen.getByText('Apostas válidas de 500,00 em uma semana')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progresso até a meta: 25%' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('125,00 de 500,00 em apostas válidas')).toBeInTheDocument();
  });
});
