import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { setNavigator } from '@/lib/navigation';
import { vendor, vendorsAnswer } from '../test/games-fixtures';
import { renderGames, stubNetwork } from '../test/games-harness';
import { VendorStrip } from './vendor-strip';

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
  sessionStore.remove('gameVendor');
});

describe('footer vendor strip', () => {
  it('shows every vendor of the catalogue once, muted until hovered, and opens its lobby on a click', async () => {
    stubNetwork({
      '/wps/relay/GCSGAME_newGameVendor': () =>
        vendorsAnswer([
          { gameCategory: 'RNG', vendors: [vendor('NOVA'), vendor('LUMA')] },
          { gameCategory: 'LIVE', vendors: [vendor('LUMA', 'LIVE'), vendor('ORBIT', 'LIVE')] },
        ]),
    });
    const { router } = renderGames(<VendorStrip />);
    const list = await screen.findByRole('list', { name: 'Provedores' });
    const names = [...list.querySelectorAll('li')].map((item) => item.textContent);
    expect(names).toEqual(['Nova Studios', 'Luma Studios', 'Orbit Studios']);
    const logo = list.querySelector('img')!;
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo.className).toMatch(/grayscale/);
    expect(logo.className).toMatch(/group-hover:grayscale-0/);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Orbit Studios' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/live?page=ORBIT'),
    );
  });
});
