import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RebateClaim, RebateSummary } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork, type FakeRequest } from '@/test/fake-network';
import RebatePage from './rebate-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const period = (key: string, start: string, end: string) => ({ kind: 'week' as const, key, start, end });
const summary: RebateSummary = {
  level: { rank: 2, name: 'Ouro' },
  autoPay: false,
  minPayout: '1.00',
  claimable: {
    period: period('2026-W47', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'),
    lines: [
      { category: 'LIVE', validBet: '300.00', rate: '0.60', amount: '1.80', state: 'claimable' },
      { category: 'RNG', validBet: '1000.00', rate: '0.90', amount: '9.00', state: 'claimable' },
      { category: 'SPORTS', validBet: '0.00', rate: '0.70', amount: '0.00', state: 'none' },
    ],
    total: '10.80',
  },
  running: {
    period: period('2026-W48', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'),
    lines: [{ category: 'RNG', validBet: '200.00', rate: '0.90', amount: '1.80', state: 'accruing' }],
    total: '1.80',
  },
};
const paidClaim: RebateClaim = {
  id: 5,
  periodKey: '2026-W47',
  category: 'RNG',
  validBet: '1000.00',
  rate: '0.90',
  amount: '9.00',
  source: 'member',
  createdAt: '2026-11-28T08:00:00.000Z',
};

describe('rebate page (pt)', () => {
  it('shows each category’s valid bet, rate and rebate, claims one line and lists it in the history', async () => {
    let history: RebateClaim[] = [];
    let current = summary;
    const sent: FakeRequest[] = [];
    network.on('/wps/relay/MCSFE_getManualRebate', () => current);
    network.on('/wps/relay/MCSFE_getManualRebateHistory', () => ({
      list: history,
      total: history.length,
      totalPages: 1,
    }));
    network.on('/wps/relay/MCS2_claimManualRebate', (request) => {
      sent.push(request);
      history = [paidClaim];
      current = {
        ...summary,
        claimable: {
          ...summary.claimable,
          lines: summary.claimable.lines.map((l) => (l.category === 'RNG' ? { ...l, state: 'claimed' as const } : l)),
          total: '1.80',
        },
      };
      return { paid: '9.00', claims: [paidClaim], summary: current };
    });
    const user = userEvent.setup();
    renderWithStatus(<RebatePage />);
    expect(await screen.findByTestId('rebate-total')).toHaveTextContent('10,80');
    expect(screen.getByText('Taxas do seu nível: Ouro')).toBeInTheDocument();
    const slots = screen.getAllByTestId('rebate-line-RNG')[0]!;
    expect(within(slots).getByText('Slots')).toBeInTheDocument();
    expect(within(slots).getByText('0.90%')).toBeInTheDocument();
    expect(within(slots).getByText('9,00')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum reembolso pago ainda.')).toBeInTheDocument();

    await user.click(within(slots).getByRole('button', { name: /Resgatar: Slots/ }));
    expect(await screen.findByText('9,00 adicionado à sua carteira.')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ category: 'RNG' });
    expect(within(screen.getAllByTestId('rebate-line-RNG')[0]!).getByText('Resgatado')).toBeInTheDocument();
    expect(await screen.findByText('+9,00')).toBeInTheDocument();
  });

  it('says why a claim was refused, and that no rebate runs when the brand offers none', async () => {
    network.on('/wps/relay/MCSFE_getManualRebate', () => summary);
    network.on('/wps/relay/MCSFE_getManualRebateHistory', () => ({ list: [], total: 0, totalPages: 0 }));
    network.on('/wps/relay/MCS2_claimManualRebate', () => fail(403, 'rebates.excluded'));
    const user = userEvent.setup();
    const view = renderWithStatus(<RebatePage />);
    await user.click(await screen.findByRole('button', { name: 'Resgatar tudo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Os reembolsos não são pagos enquanto uma pausa ou autoexclusão estiver ativa na sua conta.',
    );
    view.unmount();

    network.on('/wps/relay/MCSFE_getManualRebate', () => fail(404, 'rebates.not_offered'));
    renderWithStatus(<RebatePage />);
    expect(await screen.findByText('Não há promoção de reembolso neste site no momento.')).toBeInTheDocument();
  });
});
