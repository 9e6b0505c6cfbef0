import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '@/i18n';
import contentPt from '@/i18n/locales/content/pt.json';
import { fakeNetwork } from '@/test/fake-network';
import SpeedTestModal from './speed-test-modal';

beforeAll(() => {
  initI18n().addResourceBundle('pt', 'translation', contentPt, true, true);
});

/**
 * The browser's image loading, faked at the edge: a route's probe answers after its latency, a
 * host missing from the table fails like an unreachable one. Records every address asked for.
 */
function fakeImages(latencyByHost: Record<string, number>) {
  const requested: string[] = [];
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  class ProbeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(address: string) {
      if (!address) return;
      requested.push(address);
      const latency = latencyByHost[new URL(address).host];
      // Loads run side by side: each one's clock reads its own start plus its latency on arrival.
      const startedAt = now;
      queueMicrotask(() => {
        if (latency === undefined) return this.onerror?.();
        now = startedAt + latency;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('Image', ProbeImage);
  return requested;
}

const routes = [
  { domain: 'play.arcadia.example', url: 'https://play.arcadia.example', speed: null },
  { domain: 'play2.arcadia.example', url: 'https://play2.arcadia.example', speed: null },
  { domain: 'gone.arcadia.example', url: 'https://gone.arcadia.example', speed: null },
];

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SpeedTestModal open onClose={() => undefined} options={{}} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('speed test dialog', () => {
  it('times every domain route through its probe image, marks the fastest and an unreachable one', async () => {
    const network = fakeNetwork().on('/wps/system/domainRoute', () => ({ domainList: routes }));
    const requested = fakeImages({ 'play.arcadia.example': 120, 'play2.arcadia.example': 45 });
    renderDialog();

    const row = (domain: string) => screen.getByText(domain).closest('li')!;
    await waitFor(() => expect(within(row('play2.arcadia.example')).getByText('45 ms')).toBeInTheDocument());
    expect(within(row('play.arcadia.example')).getByText('120 ms')).toBeInTheDocument();
    expect(within(row('play2.arcadia.example')).getByText('Mais rápido')).toBeInTheDocument();
    expect(within(row('play.arcadia.example')).queryByText('Mais rápido')).toBeNull();
    expect(within(row('gone.arcadia.example')).getByText('Inacessível')).toBeInTheDocument();
    // Best of two loads per route, each a fresh (uncached) address of the server's probe.
    const play2 = requested.filter((address) => address.startsWith('https://play2.arcadia.example/speed-probe.gif?t='));
    expect(play2).toHaveLength(2);
    network.restore();
  });

  it('measures again on request, starting every route from "measuring"', async () => {
    const network = fakeNetwork().on('/wps/system/domainRoute', () => ({ domainList: routes.slice(0, 1) }));
    const requested = fakeImages({ 'play.arcadia.example': 80 });
    renderDialog();
    await screen.findByText('80 ms');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Testar de novo' }));
    await waitFor(() => expect(requested).toHaveLength(4));
    await screen.findByText('80 ms');
    network.restore();
  });
});
