import type { Hub88ListedGame } from '@arcadia/contracts';

/*
 * The sandbox aggregator's own game list (what /operator/generic/v2/game/list answers): two
 * invented studios. The demo catalogue's studios are launched through it too (their codes are
 * accepted by game/url), but they are seeded, not listed here, so a sync never duplicates them.
 */
const STUDIOS: { product: string; category: string; titles: string[] }[] = [
  {
    product: 'Sandbox Reels',
    category: 'Video Slots',
    titles: ['Maple Drift', 'Copper Canyon', 'Glass Lagoon', 'Paper Lanterns', 'Quartz Quarry', 'Saffron Sails'],
  },
  {
    product: 'Sandbox Tables',
    category: 'Live Casino',
    titles: ['Harbour Baccarat', 'Cedar Blackjack', 'Pebble Roulette', 'Marble Sic Bo'],
  },
];

export const SANDBOX_LIST: Hub88ListedGame[] = STUDIOS.flatMap((studio) =>
  studio.titles.map((name, index) => ({
    game_code: `sbx_${studio.product.split(' ')[1]!.toLowerCase()}_${String(index + 1).padStart(2, '0')}`,
    name,
    category: studio.category,
    product: studio.product,
    url_thumb: null,
    // The last title of each studio is switched off at the aggregator.
    enabled: index < studio.titles.length - 1,
    release_date: '2026-01-01',
  })),
);
