import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberInfo, PointsConfig, Reward } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork, type FakeRequest } from '@/test/fake-network';
import PointMallPage from './point-mall-page';

let network: ReturnType<typeof fakeNetwork>;
afterEach(() => network.restore());

const member: MemberInfo = {
  id: '7',
  account: 'ana',
  nickname: 'Ana',
  type: 0,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  avatar: 'avatar-01',
  language: 'pt',
  mobileMasked: null,
  emailMasked: null,
  affiliateCode: null,
  hasPaymentPassword: true,
  currency: 'USD',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const config: PointsConfig = {
  enabled: true,
  ratio: 100,
  minConvert: 500,
  convertStep: 1,
  expiryDays: 180,
  currency: 'USD',
  rules: [
    { id: 1, kind: 'valid_bet', category: 'LIVE', points: 3, perAmount: '1.00', minAmount: '0.00', enabled: true },
  ],
};
const reward = (id: number, name: string, price: number, kind: Reward['kind'] = 'physical'): Reward => ({
  id,
  name,
  description: 'Demo',
  imageUrl: null,
  price,
  stock: 5,
  limitPerMember: null,
  remainingForMember: null,
  kind,
  vipLevel: 0,
});

beforeEach(() => {
  sessionStore.set('token', 'tok');
  network = fakeNetwork()
    .on('/wps/member/info', () => member)
    .on('/wps/member/info/funds/consolidated', () => ({
      main: '0.00',
      vendors: '0.00',
      withdrawalHold: '0.00',
      total: '0.00',
      currency: 'USD',
      currencySymbol: '$',
    }))
    .on('/wps/relay/MCS2_getPointBalance', () => ({
      currentPoints: 2000,
      earnedTotal: 2500,
      expiring: [{ points: 300, expiresAt: '2026-12-05T10:00:00.000Z' }],
    }))
    .on('/wps/relay/MCS2_getPointConfig', () => config)
    .on('/wps/relay/MCS2_getPointReward', () => ({
      list: [reward(1, 'Caneca', 1500), reward(2, 'Fones', 9000)],
      total: 2,
      totalPages: 1,
    }))
    .on('/wps/relay/MCS2_getRedeemPointList', () => ({ list: [], total: 0, totalPages: 1 }));
});

describe('points mall page (pt)', () => {
  it('shows the balance with what expires, and says how many points a reward still needs', async () => {
    renderWithStatus(<PointMallPage />);
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('2.000');
    expect(screen.getByText(/300 pontos vencem em/)).toBeInTheDocument();
    const grid = await screen.findByTestId('rewards-grid');
    expect(within(grid).getByRole('button', { name: 'Resgatar: Caneca' })).toBeEnabled();
    expect(within(grid).getByRole('button', { name: 'Resgatar: Fones' })).toHaveTextContent('Faltam 7.000 pontos');
  });

  it('redeems a physical reward only with an address and phone, keeping the form on a refusal', async () => {
    const sent: FakeRequest[] = [];
    network.on('/wps/relay/passwordCheck/MCS2_redeemPointReward', (request) => {
      sent.push(request);
      return fail(409, 'points.out_of_stock');
    });
    const user = userEvent.setup();
    renderWithStatus(<PointMallPage />);
    await user.click(await screen.findByRole('button', { name: 'Resgatar: Caneca' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Senha de pagamento'), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Endereço de entrega/ }), 'Rua A, 1, Centro');
    await user.type(within(dialog).getByRole('textbox', { name: /Telefone para contato/ }), '+55 11 91234-5678');
    await user.type(within(dialog).getByLabelText('Senha de pagamento'), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.encrypted).toBe(true);
    expect(sent[0]!.body).toMatchObject({
      rewardId: 1,
      quantity: 1,
      address: 'Rua A, 1, Centro',
      phone: '+55 11 91234-5678',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta recompensa está esgotada.');
    expect(within(dialog).getByRole('textbox', { name: /Endereço de entrega/ })).toHaveValue('Rua A, 1, Centro');
  });

  it('converts points in the brand’s steps and shows the money it makes', async () => {
    const sent: FakeRequest[] = [];
    network.on('/wps/relay/passwordCheck/MCS2_convertPoint', (request) => {
      sent.push(request);
      return { replayed: false, changedPoints: 600, ratio: 100, amount: '6.00', balance: '6.00', currentPoints: 1400 };
    });
    const user = userEvent.setup();
    renderWithStatus(<PointMallPage />);
    await user.click(await screen.findByRole('tab', { name: 'Converter' }));
    const input = await screen.findByRole('textbox', { name: /Pontos a converter/ });
    await user.type(input, '100');
    await user.type(screen.getByLabelText('Senha de pagamento'), '246810');
    await user.click(screen.getByRole('button', { name: 'Converter' }));
    expect(await screen.findByText('Informe entre 500 e 2.000 pontos, em múltiplos de 1.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '600');
    expect(screen.getByText('$ 6,00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Converter' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ points: 600, paymentPassword: '246810' });
    expect(await screen.findByText('600 pontos convertidos em $ 6,00.')).toBeInTheDocument();
  });

  it('starts the delivery form from the address the last physical reward went to', async () => {
    network.on('/wps/relay/MCS2_getRedeemPointList', () => ({
      list: [
        {
          id: 9,
          rewardId: 1,
          rewardName: 'Caneca',
          kind: 'physical',
          quantity: 1,
          points: 1500,
          state: 'shipped',
          recipient: 'Ana',
          address: 'Rua B, 2, Centro',
          phone: '+55 11 90000-0000',
          trackingRef: 'TRK-1',
          remark: null,
          createdAt: '2026-11-01T10:00:00.000Z',
          updatedAt: '2026-11-02T10:00:00.000Z',
        },
      ],
      total: 1,
      totalPages: 1,
    }));
    const user = userEvent.setup();
    renderWithStatus(<PointMallPage />);
    await user.click(await screen.findByRole('button', { name: 'Resgatar: Caneca' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Endereço de entrega/ })).toHaveValue('Rua B, 2, Centro');
    expect(within(dialog).getByRole('textbox', { name: /Telefone para contato/ })).toHaveValue('+55 11 90000-0000');
  });

  it('tells a trial account that points need a real account', async () => {
    network.on('/wps/relay/MCS2_getPointBalance', () => fail(403, 'auth.trial_refused'));
    renderWithStatus(<PointMallPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Use uma conta real para este recurso.');
    expect(screen.queryByTestId('points-balance')).not.toBeInTheDocument();
  });
});
