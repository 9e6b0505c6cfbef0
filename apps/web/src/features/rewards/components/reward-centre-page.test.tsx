import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromotionDetail, RewardCentre, RewardItem } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork, type FakeRequest } from '@/test/fake-network';
import RewardCentrePage from './reward-centre-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const DAY = 86_400_000;
const item = (over: Partial<RewardItem> & Pick<RewardItem, 'id' | 'source' | 'kind' | 'status'>): RewardItem => ({
  title: '',
  amount: null,
  points: null,
  progress: null,
  endsAt: null,
  at: '2026-11-20T10:00:00.000Z',
  note: null,
  claim: null,
  ...over,
});
const reload = item({
  id: 'promotion:7',
  source: 'promotion',
  kind: 'reward',
  status: 'claimable',
  title: 'Recarga de sexta',
  amount: '20.00',
  endsAt: new Date(Date.now() + 2 * DAY + 3_600_000).toISOString(),
  claim: { call: 'promotion', id: 3 },
});
const slots = item({
  id: 'rebate:2026-W47:RNG',
  source: 'rebate',
  kind: 'rebate',
  status: 'claimable',
  title: 'RNG',
  amount: '9.00',
  claim: { call: 'rebate', category: 'RNG' },
});
const bonus = item({
  id: 'promotion:5',
  source: 'promotion',
  kind: 'bonus',
  status: 'in_progress',
  title: 'Bônus de boas-vindas',
  amount: '50.00',
  progress: { done: '125.00', target: '250.00', percent: 50 },
  endsAt: new Date(Date.now() + 5 * DAY).toISOString(),
});
const paidMission = item({
  id: 'mission:mission:4',
  source: 'mission',
  kind: 'mission',
  status: 'claimed',
  title: 'Jogue 10 rodadas',
  amount: '1.50',
});
const held = item({
  id: 'referral:9',
  source: 'referral',
  kind: 'registered',
  status: 'rejected',
  title: 'a***z',
  amount: '1.00',
});
const centre = (over: Partial<RewardCentre> = {}): RewardCentre => ({
  claimable: [reload, slots],
  claimableTotal: '29.00',
  inProgress: [bonus],
  list: [paidMission, held],
  total: 2,
  totalPages: 1,
  ...over,
});

/** What MCS2_claimPromotion answers (the promotion's detail): the page reads the centre again instead. */
const claimedDetail: PromotionDetail = {
  id: 3,
  category: 'deposit',
  title: 'Recarga de sexta',
  summary: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  state: 'claimed',
  reward: { kind: 'fixed', amount: '20.00', percent: null, cap: null, points: null, tickets: null, raffleTitle: null },
  wageringMultiple: 0,
  trigger: 'deposit',
  rules: '',
  triggerRule: { kind: 'deposit', which: 'any', nth: null, minAmount: '10.00' },
  minDeposit: '10.00',
  wagering: { multiple: 0, base: 'bonus', contributions: {}, maxBet: null, expiryDays: 7, maxConversion: null },
  participation: null,
  bonus: null,
  progress: null,
  blockedBy: null,
};

describe('reward centre page (pt)', () => {
  it('shows what is claimable, in progress and paid; a claim goes through the module’s own call and the page reads again', async () => {
    let current = centre();
    const claims: FakeRequest[] = [];
    network.on('/wps/relay/MCS2_getRewardCenter', () => current);
    network.on('/wps/relay/MCS2_claimPromotion', (request) => {
      claims.push(request);
      current = centre({
        claimable: [slots],
        claimableTotal: '9.00',
        list: [{ ...reload, status: 'claimed', claim: null, endsAt: null }, paidMission, held],
        total: 3,
      });
      return claimedDetail;
    });
    const user = userEvent.setup();
    renderWithStatus(<RewardCentrePage />);
    expect(await screen.findByTestId('reward-claimable-total')).toHaveTextContent('29,00');
    const claimable = screen.getByTestId('reward-claimable');
    expect(within(claimable).getByText('Recarga de sexta')).toBeInTheDocument();
    expect(within(claimable).getByText(/Resgate em 2d 1h/)).toBeInTheDocument();
    // A rebate reads as its game category.
    expect(within(claimable).getByText('Slots')).toBeInTheDocument();
    const progress = within(screen.getByTestId('reward-in-progress')).getByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('125,00 de 250,00')).toBeInTheDocument();
    const history = screen.getByTestId('reward-history');
    expect(within(history).getByText('Jogue 10 rodadas')).toBeInTheDocument();
    expect(within(history).getByText('Recusado')).toBeInTheDocument();
    expect(within(history).getByText(/Convidar amigos · a\*\*\*z/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resgatar: Recarga de sexta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Resgatado: Recarga de sexta.');
    expect(claims[0]!.body).toEqual({ id: 3 });
    expect(await screen.findByText('9,00', { selector: '[data-testid="reward-claimable-total"]' })).toBeInTheDocument();
    expect(within(screen.getByTestId('reward-history')).getByText('Recarga de sexta')).toBeInTheDocument();
  });

  it('filters the history by source and pages it; a refused claim says why', async () => {
    const asked: FakeRequest[] = [];
    network.on('/wps/relay/MCS2_getRewardCenter', (request) => {
      asked.push(request);
      return request.query.source === 'mission' ? centre({ list: [paidMission], total: 11, totalPages: 2 }) : centre();
    });
    network.on('/wps/relay/MCS2_claimManualRebate', () => fail(403, 'rebates.excluded'));
    const user = userEvent.setup();
    renderWithStatus(<RewardCentrePage />);
    await user.click(await screen.findByRole('button', { name: 'Missão' }));
    expect(await screen.findByRole('navigation', { name: /pagina/i })).toBeInTheDocument();
    expect(asked.some((r) => r.query.source === 'mission' && r.query.pageNo === '1')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(asked.some((r) => r.query.source === 'mission' && r.query.pageNo === '2')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Resgatar: Slots' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Os reembolsos não são pagos enquanto uma pausa ou autoexclusão estiver ativa na sua conta.',
    );
  });

  it('says when there is nothing yet', async () => {
    network.on('/wps/relay/MCS2_getRewardCenter', () =>
      centre({ claimable: [], claimableTotal: '0.00', inProgress: [], list: [], total: 0, totalPages: 1 }),
    );
    renderWithStatus(<RewardCentrePage />);
    expect(await screen.findByText('Nada para resgatar agora.')).toBeInTheDocument();
    expect(screen.getByText('Nada em andamento.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma recompensa paga ainda.')).toBeInTheDocument();
  });
});
