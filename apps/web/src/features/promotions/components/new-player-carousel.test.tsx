import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PromotionSummary } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork, type FakeRequest } from '@/test/fake-network';
import NewPlayerCarousel from './new-player-carousel';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.remove('token');
  // jsdom has no matchMedia nor the observers; the carousel library asks for them (layout it
  // cannot measure here: these tests check what is drawn, not how it slides).
  class Observer {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
});
afterEach(() => {
  network.restore();
  vi.unstubAllGlobals();
});

const promotion = (id: number, title: string, over: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id,
  category: 'new_player',
  title,
  summary: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  state: 'join',
  reward: {
    kind: 'percent',
    amount: null,
    percent: '100',
    cap: '100.00',
    points: null,
    tickets: null,
    raffleTitle: null,
  },
  wageringMultiple: 5,
  trigger: 'deposit',
  ...over,
});

function renderCarousel(list: PromotionSummary[]) {
  const asked: FakeRequest[] = [];
  network.on('/wps/relay/MCSFE_getPromotionList', (request) => {
    asked.push(request);
    return { list, total: list.length };
  });
  const view = renderWithStatus(
    <RouterProvider router={createMemoryRouter([{ path: '*', element: <NewPlayerCarousel /> }])} />,
  );
  return { asked, view };
}

describe('the registration screen’s new_player carousel (pt)', () => {
  it('asks a visitor for the new_player promotions and shows one standing still, linked to its detail', async () => {
    const { asked } = renderCarousel([promotion(7, 'Bônus de boas-vindas')]);
    const link = await screen.findByRole('link', { name: /Bônus de boas-vindas/ });
    expect(link).toHaveAttribute('href', '/promoDetail?id=7');
    expect(link).toHaveTextContent('100% até 100,00');
    expect(link).toHaveTextContent('Rollover 5×');
    expect(asked[0]!.query).toEqual({ category: 'new_player' });
    expect(screen.queryByRole('button', { name: /Oferta 1 de/ })).toBeNull();
  });

  it('turns several into slides with a dot each, the closed ones left out', async () => {
    renderCarousel([
      promotion(7, 'Bônus de boas-vindas'),
      promotion(8, 'Giros grátis', {
        reward: {
          kind: 'fixed',
          amount: '10.00',
          percent: null,
          cap: null,
          points: null,
          tickets: null,
          raffleTitle: null,
        },
      }),
      promotion(9, 'Encerrada', { state: 'closed' }),
    ]);
    expect(await screen.findByRole('button', { name: 'Oferta 1 de 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Oferta 2 de 2' })).toHaveAttribute('aria-current', 'false');
    expect(screen.queryByText('Encerrada')).toBeNull();
  });

  it('draws nothing when the brand has no new_player promotion', async () => {
    const { asked, view } = renderCarousel([]);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(view.container.querySelector('[data-testid="new-player-carousel"]')).toBeNull();
  });
});
