import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork, type FakeRequest } from '@/test/fake-network';
import TransferFundPage from './transfer-fund-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
});
afterEach(() => network.restore());

const wallets = {
  currency: 'USD',
  currencySymbol: '$',
  wallets: [
    { vendor: 'MAIN', name: 'MAIN', balance: '100.00', enabled: true },
    { vendor: 'AV', name: 'Vantage Arena', balance: '0.00', enabled: true },
  ],
};

describe('wallet transfer', () => {
  it('refuses a bad amount before sending, keeps typed values on a server error and retries with the same key', async () => {
    sessionStore.set('token', 'tok');
    const transfers: FakeRequest[] = [];
    let failNext = true;
    network.on('/wps/relay/GCS_merchantWallet', () => wallets);
    network.on('/wps/relay/GCS_walletTransfer', (request) => {
      transfers.push(request);
      // The connection drops: fetch itself rejects.
      if (failNext) throw new TypeError('Failed to fetch');
      return { replayed: false, moves: [], mainBalance: '75.00', sumBalance: '100.00' };
    });
    const user = userEvent.setup();
    renderWithStatus(<TransferFundPage />);
    const amount = await screen.findByRole('textbox', { name: 'Valor' });
    const submit = screen.getByRole('button', { name: 'Transferir para o jogo' });

    await user.type(amount, '12,5');
    await user.click(submit);
    expect(await screen.findByText('Informe um valor positivo com no máximo duas casas decimais.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(submit);
    expect(await screen.findByText('O valor é maior que o saldo disponível.')).toBeInTheDocument();
    expect(transfers).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(submit);
    expect(await screen.findByText('Conexão de rede anormal, tente novamente.')).toBeInTheDocument();
    expect(amount).toHaveValue('25');
    expect(screen.getByRole('combobox', { name: 'Carteira de jogo' })).toHaveValue('AV');

    failNext = false;
    await user.click(submit);
    await waitFor(() => expect(transfers).toHaveLength(2));
    const [first, second] = transfers.map(
      (t) => t.body as { clientKey: string; amount: string; vendor: string; direction: string },
    );
    expect(first).toMatchObject({ vendor: 'AV', direction: 'in', amount: '25.00' });
    expect(second!.clientKey).toBe(first!.clientKey);
    expect(await screen.findByText('Transferência concluída.')).toBeInTheDocument();
    expect(amount).toHaveValue('');

    // A new transfer after a success gets a new key.
    await user.type(amount, '5');
    await user.click(submit);
    await waitFor(() => expect(transfers).toHaveLength(3));
    expect((transfers[2]!.body as { clientKey: string }).clientKey).not.toBe(first!.clientKey);
  });

  it("shows the auto-transfer setting, on by default, and saves the member's change", async () => {
    sessionStore.set('token', 'tok');
    const saved: FakeRequest[] = [];
    let autoTransfer = true;
    network.on('/wps/relay/GCS_merchantWallet', () => wallets);
    network.on('/wps/member/wallet/settings', (request) => {
      if (request.method === 'PUT') {
        saved.push(request);
        autoTransfer = (request.body as { autoTransfer: boolean }).autoTransfer;
      }
      return { autoTransfer };
    });
    const user = userEvent.setup();
    renderWithStatus(<TransferFundPage />);
    const toggle = await screen.findByRole('checkbox', { name: /Mover meu saldo automaticamente/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(saved.map((r) => r.body)).toEqual([{ autoTransfer: false }]));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
