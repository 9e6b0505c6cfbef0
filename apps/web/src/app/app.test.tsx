import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { WhitelabelNode } from '@arcadia/contracts';
import { jsonResponse, makeStatus, ok } from '@/test/envelopes';
import { App } from './app';

const fetchMock = vi.fn<typeof fetch>();
const flag = (modId: string, group: string): WhitelabelNode => ({
  modId: group,
  enabled: '1',
  childrenNodes: [{ modId, enabled: '1', childrenNodes: [] }],
});

function start(path: string, whitelabel: WhitelabelNode[] = []) {
  window.history.pushState({}, '', path);
  const status = makeStatus();
  status.info.whitelabel = whitelabel;
  // Only the boot call answers; the lobbies' calls get the 404 of a server without a catalogue.
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      String(input).startsWith('/wps/system/status')
        ? jsonResponse(ok(status))
        : jsonResponse({ success: false, code: 'not_found', message: 'Not found', value: null }, 404),
    ),
  );
  return render(<App />);
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('routes and frame', () => {
  it('home has header, side navigation, main and footer landmarks', async () => {
    start('/');
    // The first render of the file pays for loading the home route's modules.
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Navegação principal' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.querySelector('[data-banner-group="hot"]')).not.toBeNull();
  });

  it('/register shows header and the register banner slot but no footer or side menu', async () => {
    start('/register');
    expect(await screen.findByRole('heading', { name: 'Cadastro' })).toBeInTheDocument();
    expect(document.querySelector('[data-banner-group="register"]')).not.toBeNull();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('/seamless hides the header unless SHOWHEADER3 is on', async () => {
    const { unmount } = start('/seamless');
    expect(await screen.findByRole('heading', { name: 'Sala de jogos' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    unmount();
    start('/seamless', [flag('SHOWHEADER3', 'LAYOUT3')]);
    expect(await screen.findByRole('heading', { name: 'Sala de jogos' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('register button only with DIRECTREG3, free play only with FREEPLAY3', async () => {
    const { unmount } = start('/');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastre-se' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jogar grátis' })).not.toBeInTheDocument();
    unmount();
    start('/', [flag('DIRECTREG3', 'REGISTER3'), flag('FREEPLAY3', 'LOGIN3')]);
    expect(await screen.findByRole('button', { name: 'Cadastre-se' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jogar grátis' })).toBeInTheDocument();
  });

  it('with LOGINHOME3 and no token, /live goes to /login', async () => {
    start('/live', [flag('LOGINHOME3', 'LOGIN3')]);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('unknown paths show the not-found page', async () => {
    start('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
