import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIGHT_ROUTES } from '../api/light-api';
import { game, gameListAnswer, vendor, vendorsAnswer } from '../test/games-fixtures';
import { renderGames, stubNetwork } from '../test/games-harness';
import { SideMenuCategories } from './side-menu-categories';
import { getGameVendors, getHotGames, getRankList, getRecentGames } from '@arcadia/contracts';

afterEach(() => vi.unstubAllGlobals());

const TWELVE = 'ABCDEFGHIJKL'.split('').map((letter) => vendor(`SLOT${letter}`));

function menuNetwork() {
  return stubNetwork({
    '/wps/relay/GCSGAME_newGameVendor': () =>
      vendorsAnswer([
        { gameCategory: 'ELOTT', vendors: [vendor('TCG_SEA', 'ELOTT')] },
        { gameCategory: 'LIVE', vendors: [vendor('LUMA', 'LIVE'), vendor('VELVET', 'LIVE')] },
        { gameCategory: 'RNG', vendors: TWELVE },
        { gameCategory: 'FISH', vendors: [] },
      ]),
  });
}

describe('side menu game categories', () => {
  it('lists only categories with vendors, in the catalogue order', async () => {
    menuNetwork();
    renderGames(<SideMenuCategories mini={false} />);
    await screen.findByRole('button', { name: 'Slots' });
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Loteria eletrônica', 'Cassino ao vivo', 'Slots']);
  });

  it('shows All, at most 9 vendor icons and See more on hover; a vendor entry filters by vassalage', async () => {
    menuNetwork();
    const user = userEvent.setup();
    const { router } = renderGames(<SideMenuCategories mini={false} />);
    await user.hover(await screen.findByRole('button', { name: 'Slots' }));
    const flyout = screen.getByRole('group', { name: 'Slots' });
    const entries = within(flyout).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual([
      'TodosTodos os provedores',
      ...TWELVE.slice(0, 9).map((v) => v.name),
      'Ver mais (12)',
    ]);
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(flyout).getByRole('button', { name: TWELVE[2]!.name }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/rng?page=SLOTC'));
  });

  it('has no vendor sub-list for the lottery types, and All resets the filter', async () => {
    menuNetwork();
    const user = userEvent.setup();
    const { router } = renderGames(<SideMenuCategories mini={false} />, { path: '/live?page=LUMA&q=x' });
    await user.hover(await screen.findByRole('button', { name: 'Loteria eletrônica' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Cassino ao vivo' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Cassino ao vivo' })).getByRole('button', { name: /^Todos/ }),
    );
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/live'));
  });

  it('lists the lottery types the way the server sends them (no vendors); a visitor choosing the lottery is asked to log in', async () => {
    stubNetwork({
      '/wps/relay/GCSGAME_newGameVendor': () =>
        vendorsAnswer([
          { gameCategory: 'ELOTT', vendors: [] },
          { gameCategory: 'LOTT', vendors: [] },
          { gameCategory: 'LIVE', vendors: [vendor('LUMA', 'LIVE')] },
        ]),
      '/wps/relay/GCSGAME_gameList': () =>
        gameListAnswer([game(7, { vassalage: 'TCG_SEA', gameType: 'LOTT' })], 1, 1, 1),
    });
    const user = userEvent.setup();
    const { router, env } = renderGames(<SideMenuCategories mini={false} drawer onNavigate={() => undefined} />);
    await screen.findByRole('button', { name: 'Cassino ao vivo' });
    const names = screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'));
    // No vendor toggle beside a lottery type: only live casino has one.
    expect(names).toEqual(['Loteria eletrônica', 'Loteria', 'Cassino ao vivo', 'Provedores de Cassino ao vivo']);
    await user.click(screen.getByRole('button', { name: 'Loteria eletrônica' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elott'));
    await user.click(screen.getByRole('button', { name: 'Loteria' }));
    await waitFor(() => expect(env.openLogin).toHaveBeenCalled());
  });

  it('opens vendors inline in the phone drawer', async () => {
    menuNetwork();
    const user = userEvent.setup();
    renderGames(<SideMenuCategories mini={false} drawer onNavigate={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Provedores de Cassino ao vivo' }));
    expect(screen.getByRole('button', { name: /Velvet Studios/ })).toBeInTheDocument();
  });
});

describe('light routes', () => {
  it('call the same paths as their contracts', () => {
    expect(LIGHT_ROUTES.vendors.path).toBe(getGameVendors.path);
    expect(LIGHT_ROUTES.hot.path).toBe(getHotGames.path);
    expect(LIGHT_ROUTES.recent.path).toBe(getRecentGames.path);
    expect(LIGHT_ROUTES.rank.path).toBe(getRankList.path);
  });
});
