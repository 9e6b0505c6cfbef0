import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/i18n';
import { sessionStore } from '@/lib/session-store';
import { jsonResponse, makeStatus, ok } from '@/test/envelopes';

const fetchMock = vi.fn<typeof fetch>();

function renderGate() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider queryClient={queryClient}>
      <p>the site</p>
    </AppProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('pt');
});

// The demo merchant's default language is pt, so texts below are the Portuguese ones.
describe('status gate', () => {
  it('status 0 shows the site and records the merchant keys', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(ok(makeStatus())));
    renderGate();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('the site')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/system/status');
    expect(sessionStore.get('merchantCode')).toBe('demo');
  });

  it('renders from the status the server embedded in the page, without calling the API, and only once', async () => {
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = 'boot-status';
    embedded.textContent = JSON.stringify(makeStatus());
    document.body.append(embedded);
    renderGate();
    expect(await screen.findByText('the site')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('boot-status')).toBeNull();
  });

  it('status 1 shows maintenance with the operator message', async () => {
    const status = makeStatus({ status: 1, maintenance: { enabled: true, message: 'Back at 14:00 UTC', until: null } });
    fetchMock.mockResolvedValueOnce(jsonResponse(ok(status)));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Manutenção do sistema' })).toBeInTheDocument();
    expect(screen.getByText('Back at 14:00 UTC')).toBeInTheDocument();
    expect(screen.queryByText('the site')).not.toBeInTheDocument();
  });

  it('status 1 announces the return in the one day format of the language, whatever the browser locale', async () => {
    const until = new Date(2026, 10, 16, 14, 5).toISOString();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(ok(makeStatus({ status: 1, maintenance: { enabled: true, message: null, until } }))),
    );
    renderGate();
    expect(await screen.findByText(/16\/11\/2026 14:05/)).toBeInTheDocument();
  });

  it('status 1 without a message falls back to the localised text', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(ok(makeStatus({ status: 1 }))));
    renderGate();
    expect(await screen.findByText(/Estamos realizando uma manutenção programada/)).toBeInTheDocument();
  });

  it('status 2 shows the restriction page with IP, country and Contact Us', async () => {
    const status = makeStatus({ status: 2, regionRestriction: { restricted: true, reason: 'country' } });
    status.info.customerService = [{ position: 'CS', type: 3, path: 'https://support.example.test' }];
    fetchMock.mockResolvedValueOnce(jsonResponse(ok(status)));
    renderGate();
    expect(await screen.findByText('RESTRIÇÃO DE ACESSO')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Manutenção do sistema');
    expect(screen.getByText(/Devido a restrições da sua localização/)).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText(/\(BR\)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Fale conosco/ })).toBeInTheDocument();
  });

  it('status 2 hides Contact Us when there is no support link', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(ok(makeStatus({ status: 2 }))));
    renderGate();
    expect(await screen.findByText('RESTRIÇÃO DE ACESSO')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Fale conosco/ })).not.toBeInTheDocument();
  });

  it('uses a status value carried by a 403 envelope as well', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'system.region_restricted', message: 'x', value: makeStatus({ status: 2 }) },
        403,
      ),
    );
    renderGate();
    expect(await screen.findByText('RESTRIÇÃO DE ACESSO')).toBeInTheDocument();
  });

  it('a failed status call shows the network error and retries on request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderGate();
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conexão de rede anormal');
    fetchMock.mockResolvedValueOnce(jsonResponse(ok(makeStatus())));
    await userEvent.click(retry);
    expect(await screen.findByText('the site')).toBeInTheDocument();
  });

  it('applies the stored language when the merchant supports it', async () => {
    window.localStorage.setItem('lang', 'en');
    fetchMock.mockResolvedValueOnce(jsonResponse(ok(makeStatus({ status: 1 }))));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
