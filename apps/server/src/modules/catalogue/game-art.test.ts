import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '@arcadia/contracts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { gameArtSvg } from './game-art.ts';

/** Each family's own mark in the drawing (a part no other family draws). */
const FAMILY_MARK = {
  SPORTS: /<rect x="22" y="20" width="196" height="216"\/>/, // the pitch
  ESPORTS: />VS</, // the arena's banner
  FISH: /<ellipse rx=/, // a fish's body
  ELOTT: /<circle cx="42" cy="52" r="17"/, // the first ball of the keno grid
  RNG: /<rect x="36" y="186" width="168" height="50"/, // the reel window
} as const;

describe('generated game art', () => {
  it('is the same for the same game and differs from game to game in every category', () => {
    expect(gameArtSvg('pxg_001', 'Golden Koi Rush', 'Pixel Grove', 'RNG')).toBe(
      gameArtSvg('pxg_001', 'Golden Koi Rush', 'Pixel Grove', 'RNG'),
    );
    for (const category of GAME_CATEGORIES) {
      // Same name and studio: only the game code tells the cards apart, and it must.
      const cards = Array.from({ length: 40 }, (_, i) => gameArtSvg(`g_${i}`, 'Same Name', 'Studio', category));
      expect(new Set(cards).size).toBe(40);
    }
  });

  it("draws each category's own picture", () => {
    for (const [category, mark] of Object.entries(FAMILY_MARK)) {
      const svg = gameArtSvg('x_001', 'A game', 'Studio', category as keyof typeof FAMILY_MARK);
      expect(svg, category).toMatch(mark);
      for (const [other, otherMark] of Object.entries(FAMILY_MARK))
        if (other !== category) expect(svg, `${category} has no ${other} mark`).not.toMatch(otherMark);
    }
    // A live table is the table its name says.
    expect(gameArtSvg('l1', 'Royal Roulette 1', 'Live', 'LIVE')).toMatch(/A78 78/);
    expect(gameArtSvg('l2', 'Ruby Sic Bo 2', 'Live', 'LIVE').match(/<g transform="rotate/g)).toHaveLength(3);
    expect(gameArtSvg('l3', 'Jade Blackjack 3', 'Live', 'LIVE')).toMatch(/♠|♥/);
  });

  it("the demo catalogue's every card carries its own game's name and category (sports and esports lobbies too)", async () => {
    const database = await createTestDatabase();
    try {
      const rows = await database.db
        .selectFrom('games as g')
        .innerJoin('game_art as a', 'a.name', 'g.art')
        .select(['g.names', 'g.category', 'g.game_code', 'a.body'])
        .execute();
      expect(rows.length).toBeGreaterThan(500);
      expect(new Set(rows.map((r) => r.body)).size).toBe(rows.length);
      for (const row of rows) {
        const name = (JSON.parse(row.names) as { en: string }).en;
        const escaped = name.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
        expect(row.body, row.game_code).toContain(`aria-label="${escaped}" data-category="${row.category}"`);
      }
      const lobbies = rows.filter((r) => r.category === 'SPORTS' || r.category === 'ESPORTS');
      expect(lobbies.length).toBe(6);
      for (const lobby of lobbies) expect(lobby.body).toMatch(FAMILY_MARK[lobby.category as 'SPORTS' | 'ESPORTS']);
    } finally {
      await database.close();
    }
  });
});
