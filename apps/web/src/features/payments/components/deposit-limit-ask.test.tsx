import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RgState } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork } from '@/test/fake-network';
import { DepositLimitAsk } from './deposit-limit-ask';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const state: RgState = { limits: [], realityCheckMinutes: null, exclusion: null, canRequestReopen: false };

describe('deposit-limit prompt on the deposit page (pt)', () => {
  it('asks before the first deposit, sets the chosen deposit limit, and says so', async () => {
    network.on('/api/responsible-gaming/deposit-limit-prompt', () => ({ prompt: true }));
    network.on('/api/responsible-gaming/limits', () => state);
    const user = userEvent.setup();
    renderWithStatus(<DepositLimitAsk />);
    expect(await screen.findByRole('heading', { name: 'Definir um limite de depósito?' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'week');
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '250');
    await user.click(screen.getByRole('button', { name: 'Salvar limite' }));
    expect(await screen.findByText('Limite de depósito salvo.')).toBeInTheDocument();
    expect(network.requests('/api/responsible-gaming/limits').map((r) => r.body)).toEqual([
      { kind: 'deposit', period: 'week', amount: '250.00' },
    ]);
  });

  it('may be skipped, and is not shown when the server does not ask', async () => {
    network.on('/api/responsible-gaming/deposit-limit-prompt', () => ({ prompt: true }));
    const user = userEvent.setup();
    const { unmount } = renderWithStatus(<DepositLimitAsk />);
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('heading', { name: 'Definir um limite de depósito?' })).not.toBeInTheDocument();
    expect(network.requests('/api/responsible-gaming/limits')).toHaveLength(0);
    unmount();

    network.on('/api/responsible-gaming/deposit-limit-prompt', () => ({ prompt: false }));
    renderWithStatus(<DepositLimitAsk />);
    await waitFor(() => expect(network.requests('/api/responsible-gaming/deposit-limit-prompt')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Definir um limite de depósito?' })).not.toBeInTheDocument();
  });
});
