import { lazy, type ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/envelopes';
import { setNavigator } from '@/lib/navigation';
import { ModalHost } from '@/modals';
import { GamesEnvProvider, type GamesEnv } from '../hooks/games-env';

// The modals these tests open (app/ owns the full registry; a feature does not import app/).
const registry = {
  dialog: lazy(() => import('@/modals/dialog-modal')),
  gamePopup: lazy(() => import('../components/game-popup-modal')),
  gameRooms: lazy(() => import('../components/game-rooms-modal')),
  launchTransfer: lazy(() => import('../components/launch-transfer-modal')),
};

// Lobbies load lazy modules (the popup, the checked API) on first use; on a busy two-core machine
// that first load can take seconds, which is not what these tests are about.
configure({ asyncUtilTimeout: 4_000 });
vi.setConfig({ testTimeout: 20_000 });

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: Call) => unknown;

/**
 * Fakes the network edge only: `fetch` answers by path from the handlers (contract-valid envelopes),
 * and every call is recorded. The API client, queries and components run for real.
 */
export function stubNetwork(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[url.pathname];
    if (!handler) return jsonResponse({ success: false, code: 'not_found', message: 'Not found', value: null }, 404);
    const answer = handler(call) as { success?: boolean; status?: number };
    return jsonResponse(answer, answer.status ?? (answer.success === false ? 400 : 200));
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export function makeEnv(over: Partial<GamesEnv> = {}): GamesEnv {
  return { imageCdns: [], launchCdns: [], openLogin: vi.fn(), warnTrial: vi.fn(), ...over };
}

/** Renders game UI as the app does: query client, router at `path`, the env provider and the modal host. */
export function renderGames(ui: ReactNode, options: { path?: string; env?: GamesEnv } = {}) {
  const env = options.env ?? makeEnv();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <GamesEnvProvider env={env}>{ui}</GamesEnvProvider> }], {
    initialEntries: [options.path ?? '/'],
  });
  // Code outside the router (launch, category clicks) navigates through the app's navigator.
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ModalHost registry={registry} />
    </QueryClientProvider>,
  );
  return { ...result, env, router, queryClient };
}
