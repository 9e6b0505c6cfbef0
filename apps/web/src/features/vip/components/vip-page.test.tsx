import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VipInfo, VipLevelView } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork, type FakeRequest } from '@/test/fake-network';
import VipPage from './vip-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const level = (rank: number, reach: string, keep: string, reward: string): VipLevelView => ({
  id: rank + 1,
  rankLevel: rank,
  name: `VIP ${rank}`,
  color: '#3b2a00',
  color2: '#f5c542',
  reachGrowth: reach,
  keepGrowth: keep,
  reviewCycle: rank === 0 ? 'none' : 'month',
  benefits: {
    rebateRates: { SPORTS: `0.${5 + rank}0` },
    pointsMultiplier: `1.${rank}0`,
    withdrawalDailyCount: rank === 0 ? null : 5 + rank,
    withdrawalDailyAmount: null,
    levelUpReward: reward,
    birthdayReward: '0.00',
    vipService: rank > 4,
  },
});
const levels = [
  level(0, '0.00', '0.00', '0.00'),
  level(1, '100.00', '50.00', '1.00'),
  level(2, '1000.00', '300.00', '5.00'),
];
const info: VipInfo = {
  level: levels[1]!,
  progress: {
    growth: '325.00',
    nextLevelId: 3,
    missingGrowth: '675.00',
    missingDeposit: '675.00',
    missingValidBet: '675.00',
  },
  review: {
    periodKey: '2026-04',
    periodStart: '2026-04-01T00:00:00.000Z',
    reviewAt: '2026-05-01T00:00:00.000Z',
    periodGrowth: '20.00',
    keepGrowth: '50.00',
    missingToKeep: '30.00',
  },
  depositWeight: '100.00',
  validBetWeight: '100.00',
  levels,
  birthday: null,
};

describe('player rank page (pt)', () => {
  it('shows the level, what is missing for the next one and to keep this one, every level side by side and the history', async () => {
    network.on('/wps/relay/MCS2_getVipInfo', () => info);
    network.on('/wps/relay/MCS2_getVipHistory', () => ({
      list: [
        {
          at: '2026-03-10T12:00:00.000Z',
          reason: 'promotion',
          fromRank: 0,
          fromName: 'VIP 0',
          toRank: 1,
          toName: 'VIP 1',
          growth: '100.00',
          periodKey: null,
        },
      ],
      total: 1,
      totalPages: 1,
    }));
    renderWithStatus(<VipPage />);
    expect(await screen.findByText('Próximo nível: VIP 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso até VIP 2' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Faltam 675,00 de crescimento.')).toBeInTheDocument();
    expect(screen.getByText('Mais 30,00 mantêm o seu nível.')).toBeInTheDocument();

    const table = screen.getByRole('table');
    const current = within(table).getByRole('columnheader', { current: true });
    expect(within(current).getByText('VIP 1')).toBeInTheDocument();
    const reward = within(table).getByRole('row', { name: /Prêmio de subida de nível/ });
    expect(
      within(reward)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '1,00', '5,00']);
    expect(within(table).getByRole('row', { name: /Cashback: Esportes/ })).toHaveTextContent('0,50%0,60%0,70%');

    expect(await screen.findByText('VIP 0 → VIP 1')).toBeInTheDocument();
    expect(screen.getByText('Promovido')).toBeInTheDocument();
  });

  it('saves the birthday once and shows a refusal in the member’s language', async () => {
    const sent: FakeRequest[] = [];
    network.on('/wps/relay/MCS2_getVipInfo', () => info);
    network.on('/wps/relay/MCS2_getVipHistory', () => ({ list: [], total: 0, totalPages: 0 }));
    network.on('/wps/relay/MCS2_setVipBirthday', (request) => {
      sent.push(request);
      if (sent.length === 1) return fail(422, 'vip.birthday_invalid');
      return { ...info, birthday: (request.body as { birthday: string }).birthday };
    });
    const user = userEvent.setup();
    renderWithStatus(<VipPage />);
    expect(await screen.findByText('Ainda não houve mudanças de nível.')).toBeInTheDocument();
    const field = screen.getByLabelText('Data de nascimento');
    await user.type(field, '2015-01-02');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe uma data de nascimento real');
    await user.clear(field);
    await user.type(field, '1990-07-04');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ birthday: '1990-07-04' });
    expect(await screen.findByText('Seu aniversário: 04/07/1990')).toBeInTheDocument();
  });
});
