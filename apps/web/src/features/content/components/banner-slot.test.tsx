import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Banner } from '../api/light-content';
import { fakeNetwork } from '@/test/fake-network';
import { AUTOPLAY_MS } from '../utils/autoplay';
import { BannerSlot } from './banner-slot';

const banner = (bannerId: number, title: string, over: Partial<Banner> = {}): Banner => ({
  bannerId,
  groupName: 'download',
  title,
  url: `/wps/system/content-images/${bannerId}/desktop.webp`,
  phoneUrl: `/wps/system/content-images/${bannerId}/phone.webp`,
  linkageType: 'none',
  linkage: '',
  ...over,
});

function renderSlot(onGame?: (vendor: string, gameCode: string) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <BannerSlot group="download" slider={false} onGame={onGame} /> }],
    {
      initialEntries: ['/down'],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

let network: ReturnType<typeof fakeNetwork> | null = null;
afterEach(() => {
  vi.useRealTimers();
  network?.restore();
});

describe('banner slot away from home', () => {
  it('is a single slide without pagination, and a lone banner never starts the carousel', async () => {
    network = fakeNetwork().on('/wps/system/banners', () => ({ list: [banner(1, 'Get the app')] }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSlot();
    expect(await screen.findByRole('img', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Páginas do banner' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOPLAY_MS * 2);
    });
    expect(document.querySelector('[data-carousel]')).toBeNull();
  });

  it('launches the game its linkage names on click (VENDOR:gameCode), without leaving the page itself', async () => {
    network = fakeNetwork().on('/wps/system/banners', () => ({
      list: [banner(2, 'Play Starfall', { linkageType: 'game', linkage: 'NOVA:nova-5' })],
    }));
    const onGame = vi.fn();
    const { router } = renderSlot(onGame);
    await userEvent.click(await screen.findByRole('button', { name: 'Play Starfall' }));
    expect(onGame).toHaveBeenCalledWith('NOVA', 'nova-5');
    expect(router.state.location.pathname).toBe('/down');
  });
});
