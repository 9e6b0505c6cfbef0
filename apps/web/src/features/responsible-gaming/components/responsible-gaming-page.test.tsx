import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RgState } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork, type FakeRequest } from '@/test/fake-network';
import ResponsibleGamingPage from './responsible-gaming-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const empty: RgState = { limits: [], realityCheckMinutes: null, exclusion: null, canRequestReopen: false };
const inAnHour = () => new Date(Date.now() + 90 * 60_000).toISOString();

describe('responsible-gaming page (pt)', () => {
  it('sets a daily loss limit, shows a pending raise with its countdown, and keeps the value on a refusal', async () => {
    const sent: FakeRequest[] = [];
    let state = empty;
    network.on('/api/responsible-gaming', () => state);
    network.on('/api/responsible-gaming/limits', (request) => {
      sent.push(request);
      if (sent.length === 1) {
        state = { ...empty, limits: [{ kind: 'loss', period: 'day', value: '50.00', pending: null }] };
        return state;
      }
      if (sent.length === 2) {
        const pending = { value: '80.00', confirmableAt: inAnHour(), confirmable: false };
        state = { ...empty, limits: [{ kind: 'loss', period: 'day', value: '50.00', pending }] };
        return state;
      }
      return fail(409, 'rg.cooling_off', { value: { at: inAnHour() } });
    });
    const user = userEvent.setup();
    renderWithStatus(<ResponsibleGamingPage />);
    expect(await screen.findByText('Você não definiu limites.')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Valor' });
    const save = screen.getByRole('button', { name: 'Salvar limite' });

    await user.type(amount, '12,5');
    await user.click(save);
    expect(sent).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ kind: 'loss', period: 'day', amount: '50' });
    expect(await screen.findByText('Salvo.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '80');
    await user.click(save);
    const list = await screen.findByRole('list');
    expect(await within(list).findByText('Aumento para 80,00 aguardando')).toBeInTheDocument();
    expect(within(list).getByText(/^Você pode confirmar em 1 h \d+ min$/)).toBeInTheDocument();

    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Você pode confirmar esta alteração a partir de .+/);
    expect(amount).toHaveValue('80');
  });

  it('takes a time-out only after the member ticks the confirmation, then shows until when', async () => {
    const sent: FakeRequest[] = [];
    let state = empty;
    network.on('/api/responsible-gaming', () => state);
    network.on('/api/responsible-gaming/time-out', (request) => {
      sent.push(request);
      const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
      state = { ...empty, exclusion: { kind: 'timeout', startsAt: new Date().toISOString(), endsAt, reopensAt: null } };
      return state;
    });
    const user = userEvent.setup();
    renderWithStatus(<ResponsibleGamingPage />);
    const length = await screen.findAllByRole('combobox', { name: 'Duração' });
    await user.selectOptions(length[0]!, '7');
    const start = screen.getByRole('button', { name: 'Iniciar a pausa' });
    await user.click(start);
    expect(await screen.findByText('Marque a caixa para confirmar.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const boxes = screen.getAllByRole('checkbox', {
      name: 'Entendo que isto começa agora e não pode ser encurtado nem desfeito.',
    });
    await user.click(boxes[0]!);
    await user.click(start);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ days: 7, confirm: true });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Sua conta está fechada para apostas e depósitos até/);
    expect(screen.queryByRole('button', { name: 'Iniciar a pausa' })).not.toBeInTheDocument();
  });
});

describe('responsible-gaming page after a self-exclusion ended', () => {
  it('offers to reopen the account and shows when it reopens', async () => {
    const ended = {
      kind: 'self_exclusion' as const,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-07-01T00:00:00.000Z',
    };
    let state: RgState = { ...empty, exclusion: { ...ended, reopensAt: null }, canRequestReopen: true };
    const reopensAt = new Date(Date.now() + 86_400_000).toISOString();
    network.on('/api/responsible-gaming', () => state);
    network.on('/api/responsible-gaming/reopen', () => {
      state = { ...empty, exclusion: { ...ended, reopensAt } };
      return state;
    });
    const user = userEvent.setup();
    renderWithStatus(<ResponsibleGamingPage />);
    await user.click(await screen.findByRole('button', { name: 'Pedir a reabertura da conta' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pedir a reabertura da conta' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Sua conta está fechada para apostas e depósitos até/);
  });
});
