import { describe, expect, it } from 'vitest';
import type { CatalogueGame } from '../catalogue/catalogue.model.ts';
import type { LaunchRequest } from '../launch/launcher.ts';
import type { Hub88Api } from './hub88-api.ts';
import { HUB88_DEMO_CURRENCY, hub88Launcher } from './hub88-launcher.ts';

/** What game/url is asked: the launcher against a stand-in for the Hub88 Games API. */
function launcherAsked(demoMode: boolean) {
  const asked: Parameters<Hub88Api['gameUrl']>[0][] = [];
  const api = { gameUrl: async (r) => (asked.push(r), 'https://games.example/play/1') } as Hub88Api;
  const launch = hub88Launcher(api, { warn: () => undefined }, { demoMode });
  return { asked, launch };
}

const request = (demo: boolean): LaunchRequest => ({
  merchantId: 1,
  memberId: 42,
  game: { code: 'sbx_reels_01' } as CatalogueGame,
  token: 'launch-token-0123456789',
  currency: 'USD',
  demo,
  language: 'en-US',
  mobile: false,
  ip: '203.0.113.9',
  lobbyUrl: '/rng',
});

describe('Hub88 launcher', () => {
  it('launches a member with their user id, launch token and currency', async () => {
    const { asked, launch } = launcherAsked(true);
    expect(await launch(request(false))).toEqual({ game_url: 'https://games.example/play/1' });
    expect(asked[0]).toMatchObject({
      user: 'member-42',
      token: 'launch-token-0123456789',
      currency: 'USD',
      lang: 'en',
    });
  });

  it('launches a trial account through a real Hub88 in DEMO mode: currency XXX, no user, no token', async () => {
    const { asked, launch } = launcherAsked(true);
    await launch(request(true));
    expect(asked[0]!.currency).toBe(HUB88_DEMO_CURRENCY);
    expect(asked[0]).not.toHaveProperty('user');
    expect(asked[0]).not.toHaveProperty('token');
  });

  it('keeps the sandbox aggregator on our wallet for trial accounts (their demo credit)', async () => {
    const { asked, launch } = launcherAsked(false);
    await launch(request(true));
    expect(asked[0]).toMatchObject({ user: 'member-42', currency: 'USD' });
  });
});
