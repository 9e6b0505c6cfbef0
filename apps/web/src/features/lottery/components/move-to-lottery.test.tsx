import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { loadLotteryTexts } from '@/i18n/lottery-texts';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork, type FakeRequest } from '@/test/fake-network';
import { MoveToLottery } from './move-to-lottery';

let network: ReturnType<typeof fakeNetwork> | null = null;
afterEach(() => network?.restore());

const funds = (main: string) => ({
  main,
  vendors: '0.00',
  withdrawalHold: '0.00',
  total: main,
  currency: 'USD',
  currencySymbol: '$',
});

describe('moving money to the lottery from its slip', () => {
  it('offers what the main wallet holds and moves it to the lottery wallet', async () => {
    await loadLotteryTexts();
    sessionStore.set('token', 'tok');
    const transfers: FakeRequest[] = [];
    network = fakeNetwork()
      .on('/wps/member/info/funds/consolidated', () => funds('93.90'))
      .on('/wps/relay/GCS_walletTransfer', (request) => {
        transfers.push(request);
        return { replayed: false, moves: [], mainBalance: '0.00', sumBalance: '93.90' };
      });
    const onMoved = vi.fn();
    renderWithStatus(<MoveToLottery onMoved={onMoved} />);
    await userEvent.click(await screen.findByRole('button', { name: /Mover \$\s?93,90 da carteira principal/ }));
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect(transfers[0]!.body).toMatchObject({ vendor: 'TCG_SEA', direction: 'in', amount: '93.90' });
  });

  it('offers nothing when the main wallet is empty', async () => {
    sessionStore.set('token', 'tok');
    network = fakeNetwork().on('/wps/member/info/funds/consolidated', () => funds('0.00'));
    renderWithStatus(<MoveToLottery onMoved={() => undefined} />);
    await waitFor(() => expect(network!.requests('/wps/member/info/funds/consolidated').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
