import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openModal, closeAllModals } from '@/modals';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork } from '@/test/fake-network';
import { centre, contract } from './contracts/contract-fixtures';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
  network.on('/wps/agent/team/overview', () => {
    throw new TypeError('not part of this test');
  });
});
afterEach(() => {
  act(() => closeAllModals());
  network.restore();
});

async function entries(flags: Partial<ReturnType<typeof centre>['entries']>) {
  network.on('/wps/agent/centre', () => ({ ...centre(), entries: { ...centre().entries, ...flags } }));
  renderWithStatus(null);
  act(() => void openModal({ name: 'agentCentre', options: {} }));
  const nav = await screen.findByRole('navigation', { name: 'Centro do agente' });
  return {
    nav,
    names: () =>
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
  };
}

describe('agent centre contract entries', () => {
  it('shows each contract entry only when its flag is on (the dividend record only with the dividend contract)', async () => {
    const { names } = await entries({ dividend: false, salary: true, hourlySalary: false, realTimeSalary: true });
    expect(names()).toContain('Salário diário');
    expect(names()).toContain('Salário em tempo real');
    expect(names()).not.toContain('Registro de dividendos');
    expect(names()).not.toContain('Salário por hora');
  });

  it('opens a contract entry lazily with its texts', async () => {
    network.on('/wps/relay/MCS2_processDividendReq', () => ({
      list: [contract({ kind: 'dividend', period: 'week' })],
    }));
    const { nav } = await entries({ dividend: true });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Registro de dividendos' }));
    expect(await screen.findByRole('tab', { name: 'Meu contrato', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(/Semanal/)).toBeInTheDocument();
  });
});
