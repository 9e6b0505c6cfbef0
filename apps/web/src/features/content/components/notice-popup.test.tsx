import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ModalHost, showDialog } from '@/modals';
import { sessionStore } from '@/lib/session-store';
import { fakeNetwork } from '@/test/fake-network';
import { NoticePopupTrigger, POPUP_DELAY_MS } from './notice-popup-trigger';

const registry = {
  dialog: lazy(() => import('@/modals/dialog-modal')),
  noticePopup: lazy(() => import('./notice-popup')),
};

const notice = {
  id: 7,
  type: 'PU' as const,
  title: 'Daily draws',
  content: '<p>Pick your numbers before the close.</p>',
  timestamp: '2026-11-20T10:00:00.000Z',
  popup: true,
};

let network: ReturnType<typeof fakeNetwork> | null = null;
afterEach(() => {
  vi.useRealTimers();
  network?.restore();
  sessionStore.remove('index_notice');
});

function renderHome() {
  network = fakeNetwork().on('/wps/relay/MCSFE_getListAnnouncements', () => ({
    list: [notice],
    total: 1,
    totalPages: 1,
    player: [],
    banners: [],
    popup: [notice],
    promotion: [],
    help: [],
  }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NoticePopupTrigger />
      <ModalHost registry={registry} />
    </QueryClientProvider>,
  );
}

describe('the popup announcement', () => {
  it('waits behind the welcome dialog, so only one modal is ever open, and then takes the focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome();
    void showDialog({ title: 'Bem-vindo!', message: 'Olá' });
    const welcome = await screen.findByRole('dialog', { name: 'Bem-vindo!' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS + 500);
    });
    // The notice was due, but the welcome is still open: the welcome is the only dialog.
    expect(screen.getAllByRole('dialog')).toEqual([welcome]);
    expect(screen.queryByText('Daily draws')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const popup = await screen.findByRole('dialog', { name: 'Aviso' });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toEqual([popup]));
    expect(popup).toHaveTextContent('Daily draws');
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStore.get('index_notice')).toBe(7);
  });
});
