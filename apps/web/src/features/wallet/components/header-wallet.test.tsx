import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moneyZh from '@/i18n/locales/money/zh.json';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork } from '@/test/fake-network';
import HeaderWallet from './header-wallet';

const BALANCE = '/wps/v2/wallets/balance';
let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
});
afterEach(() => network.restore());

function answerBalance(sumBalance: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  network.on(BALANCE, async () => {
    await gate;
    return { sumBalance, currencySymbol: '$', currency: 'USD', unreadMessage: 0 };
  });
  return release;
}

describe('header balance', () => {
  it('keeps the spec text for "balance updating" in Chinese', () => {
    expect(moneyZh.wallet.balanceUpdating).toBe('余额更新中...');
  });

  it('says the balance is updating until it is fetched, then shows symbol and two decimals', async () => {
    sessionStore.set('token', 'tok');
    const release = answerBalance('1234.50');
    renderWithStatus(<HeaderWallet />, { flags: { MEMBERCENTER3: true } });
    expect(screen.getByTestId('header-balance')).toHaveTextContent('Atualizando saldo...');
    act(() => release());
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('$\u00a01.234,50'));
  });

  it('hides the amount as stars, and remembers that for the session', async () => {
    sessionStore.set('token', 'tok');
    answerBalance('10.00')();
    const user = userEvent.setup();
    const { unmount } = renderWithStatus(<HeaderWallet />);
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('$\u00a010,00'));
    await user.click(screen.getByRole('button', { name: 'Ocultar saldo' }));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('******');
    expect(screen.getByRole('button', { name: 'Mostrar saldo' })).toHaveAttribute('aria-pressed', 'true');
    unmount();

    renderWithStatus(<HeaderWallet />);
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('******'));
    expect(sessionStore.get('balanceHidden')).toBe(true);
  });

  it('refreshes on demand, and shows deposit and withdraw only with the member centre on', async () => {
    sessionStore.set('token', 'tok');
    answerBalance('5.00')();
    const user = userEvent.setup();
    const { unmount } = renderWithStatus(<HeaderWallet />, { flags: { MEMBERCENTER3: true } });
    await waitFor(() => expect(network.requests(BALANCE)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Depositar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sacar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atualizar saldo' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Atualizar saldo' }));
    await waitFor(() => expect(network.requests(BALANCE)).toHaveLength(2));
    unmount();

    renderWithStatus(<HeaderWallet />, { flags: { MEMBERCENTER3: false } });
    expect(screen.queryByRole('button', { name: 'Depositar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sacar' })).not.toBeInTheDocument();
  });
});
