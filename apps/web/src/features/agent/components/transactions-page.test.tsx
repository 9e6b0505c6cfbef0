import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openModal, closeAllModals } from '@/modals';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork, type FakeRequest } from '@/test/fake-network';
import { centre } from './contracts/contract-fixtures';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
  network.on('/wps/agent/team/overview', () => {
    throw new TypeError('not part of this test');
  });
  network.on('/wps/agent/centre', () => ({ ...centre(), entries: { ...centre().entries, transactions: true } }));
});
afterEach(() => {
  act(() => closeAllModals());
  network.restore();
});

/** 45 movements, ids 145 down to 101, served a page below `beforeId` (or by page number) as the server does. */
function serveTransactions(asked: FakeRequest['query'][]) {
  const ids = Array.from({ length: 45 }, (_, i) => 145 - i);
  network.on('/wps/relay/ODSFE2_TeamTransDet', ({ query }) => {
    asked.push(query);
    const size = Number(query.pageSize);
    const below = query.beforeId
      ? ids.filter((id) => id < Number(query.beforeId))
      : ids.slice((Number(query.pageNo) - 1) * size);
    return {
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
      timeZone: 'UTC',
      list: below.slice(0, size).map((id) => ({
        id: String(id),
        time: '2026-11-20T10:00:00.000Z',
        username: `player${id}`,
        kind: 'deposit',
        amount: '10.00',
      })),
      total: ids.length,
      totalPages: Math.ceil(ids.length / size),
    };
  });
}

describe('downline transaction details', () => {
  it('asks each next page below the last id shown (keyset), and goes back to the pages it showed', async () => {
    const asked: FakeRequest['query'][] = [];
    serveTransactions(asked);
    renderWithStatus(null);
    act(() => void openModal({ name: 'agentCentre', options: {} }));
    const nav = await screen.findByRole('navigation', { name: 'Centro do agente' });
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Detalhes de transações dos subordinados' }));
    expect(await screen.findByText('player145', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(asked.at(-1)?.beforeId).toBeUndefined();
    const size = Number(asked.at(-1)?.pageSize);

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText(`player${145 - size}`)).toBeInTheDocument();
    expect(asked.at(-1)?.beforeId).toBe(String(145 - size + 1));
    expect(screen.getByText(/Página 2 de/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('player145')).toBeInTheDocument();
    expect(screen.getByText(/Página 1 de/)).toBeInTheDocument();
  });
});
