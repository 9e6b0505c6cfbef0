import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RG_BRAND_DEFAULTS, type RgState } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork } from '@/test/fake-network';
import ResponsibleGamingPage from './responsible-gaming-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const state: RgState = { limits: [], realityCheckMinutes: null, exclusion: null, canRequestReopen: false };

describe('responsible-gaming page and the brand’s settings (pt)', () => {
  it('names the brand’s default reality check and offers only intervals inside the brand’s range', async () => {
    network.on('/api/responsible-gaming', () => state);
    network.on('/wps/system/setting/responsible-gaming', () => ({
      ...RG_BRAND_DEFAULTS,
      realityCheckMinutes: 30,
      realityCheckRange: { min: 15, max: 60 },
    }));
    renderWithStatus(<ResponsibleGamingPage />);
    const select = await screen.findByRole('combobox', { name: 'Lembrar a cada' });
    expect(await within(select).findByRole('option', { name: /\(30 minutos\)$/ })).toBeInTheDocument();
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(offered).toEqual(['', '15', '30', '45', '60']);
  });
});
