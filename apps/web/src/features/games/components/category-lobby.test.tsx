import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { game, gameListAnswer, ok, vendor, vendorsAnswer } from '../test/games-fixtures';
import { makeEnv, renderGames, stubNetwork, type Call } from '../test/games-harness';
import { CategoryLobby } from './category-lobby';

afterEach(() => vi.unstubAllGlobals());

const VENDORS = vendorsAnswer([{ gameCategory: 'RNG', vendors: [vendor('NOVA'), vendor('ORBIT')] }]);

/** 42 games a page; ORBIT's games and search results are their own small lists. */
function lobbyNetwork(extra: Record<string, (call: Call) => unknown> = {}) {
  return stubNetwork({
    '/wps/relay/GCSGAME_newGameVendor': () => VENDORS,
    '/wps/relay/GCSGAME_getVassGameType': () => ok({ list: [], total: 0 }),
    '/wps/relay/GCSGAME_gameList': ({ query }) => {
      if (query.get('vassalage') === 'ORBIT') {
        return gameListAnswer([game(900, { vassalage: 'ORBIT', vendor: 'ORBIT', gameName: 'Orbit Gems' })], 1, 1, 1);
      }
      if (query.get('gameName')) return gameListAnswer([game(7, { gameName: 'Starfall 7' })], 1, 1, 1);
      const page = Number(query.get('pageNo'));
      const games = Array.from({ length: 42 }, (_, i) => game((page - 1) * 42 + i + 1, { isHot: i === 0 }));
      return gameListAnswer(games, page, 3, 126);
    },
    ...extra,
  });
}

describe('category lobby', () => {
  it('shows the first 42 games with the hot badge, and filters by vendor through ?page=', async () => {
    const calls = lobbyNetwork();
    const user = userEvent.setup();
    const { router } = renderGames(<CategoryLobby category="RNG" />, { path: '/rng' });
    const list = await screen.findByRole('list', { name: 'Jogos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(42);
    expect(within(list).getAllByText('Quente')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/wps/relay/GCSGAME_gameList')?.query.get('gameType')).toBe('RNG');

    await user.click(screen.getByRole('button', { name: /Orbit Studios/ }));
    await screen.findByRole('button', { name: 'Jogar Orbit Gems' });
    expect(router.state.location.search).toBe('?page=ORBIT');
    expect(calls.at(-1)?.query.get('vassalage')).toBe('ORBIT');
  });

  it('opens filtered by the vendor in the address (a side-menu vendor entry)', async () => {
    lobbyNetwork();
    renderGames(<CategoryLobby category="RNG" />, { path: '/rng?page=ORBIT' });
    expect(await screen.findByRole('button', { name: 'Jogar Orbit Gems' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Orbit Studios/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches by name once typing pauses', async () => {
    const calls = lobbyNetwork();
    const user = userEvent.setup();
    renderGames(<CategoryLobby category="RNG" />, { path: '/rng' });
    await screen.findByRole('list', { name: 'Jogos' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar jogos' }), 'Starfall 7');
    await waitFor(() => expect(calls.some((c) => c.query.get('gameName') === 'Starfall 7')).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Jogos' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('loads the next page when the end of the grid comes into view', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {
          const last = observers.at(-1)!;
          setTimeout(() => last.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never), 0);
        }
        disconnect() {}
      },
    );
    const calls = lobbyNetwork();
    renderGames(<CategoryLobby category="RNG" />, { path: '/rng' });
    // The shared async timeout (src/test/setup.ts), not a shorter one: a loaded machine needs it.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Jogos' })).getAllByRole('listitem')).toHaveLength(84),
    );
    expect(calls.filter((c) => c.path === '/wps/relay/GCSGAME_gameList').map((c) => c.query.get('pageNo'))).toContain(
      '2',
    );
  });

  it('gives a visitor the login popup for a favourite, and a trial account the register warning', async () => {
    lobbyNetwork();
    const user = userEvent.setup();
    const visitor = renderGames(<CategoryLobby category="RNG" />, { path: '/rng' });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Starfall 1 aos favoritos' }));
    expect(visitor.env.openLogin).toHaveBeenCalledTimes(1);
    visitor.unmount();

    sessionStore.set('token', 'trial-token');
    sessionStore.set('isAgent', 4);
    const env = makeEnv();
    renderGames(<CategoryLobby category="RNG" />, { path: '/rng', env });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Starfall 1 aos favoritos' }));
    expect(env.warnTrial).toHaveBeenCalledTimes(1);
  });

  it('adds a member favourite (the heart fills) and removes it on the second click', async () => {
    sessionStore.set('token', 'member-token');
    sessionStore.set('isAgent', 0);
    const favIds = new Set<number>();
    const calls = lobbyNetwork({
      '/wps/relay/MCSFE_getFavoriteGamesList': () => ok({ favIds: [...favIds] }),
      '/wps/relay/MCSFE_addFavoriteGame': ({ body }) => {
        favIds.add((body as { nodeId: number }).nodeId);
        return ok({ nodeId: 3, isFavorite: true });
      },
      '/wps/relay/MCSFE_removeFavoriteGame': ({ body }) => {
        favIds.delete((body as { nodeId: number }).nodeId);
        return ok({ nodeId: 3, isFavorite: false });
      },
    });
    const user = userEvent.setup();
    renderGames(<CategoryLobby category="RNG" />, { path: '/rng' });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Starfall 3 aos favoritos' }));
    expect(await screen.findByRole('button', { name: 'Remover Starfall 3 dos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.find((c) => c.path === '/wps/relay/MCSFE_addFavoriteGame')?.body).toEqual({
      nodeId: 3,
      vendor: 'NOVA',
      gameType: 'RNG',
    });
    await user.click(screen.getByRole('button', { name: 'Remover Starfall 3 dos favoritos' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/relay/MCSFE_removeFavoriteGame')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Adicionar Starfall 3 aos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
