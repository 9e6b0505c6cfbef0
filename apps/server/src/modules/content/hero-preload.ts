import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { liveBanners } from './banners.usecases.ts';

import type { PreloadImage } from '../../web/index-page.ts';

/**
 * The routes whose page opens with the "hot" banner slot (the home page and the game lobbies, the
 * GAME layout of spec portal.md section 2). Their largest paint is the first banner, which the app
 * only finds after its scripts ran and asked for the banners: announced in the page instead, the
 * browser fetches it while the scripts load.
 */
const HOT_BANNER_PATHS = new Set([
  '/',
  '/index',
  '/index.html',
  '/home',
  '/elott',
  '/rng',
  '/pvp',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/inhouse',
]);

/** The first live hot banner's phone and desktop cuts, with the media queries the slot uses. */
export const heroImages =
  ({ db }: { db: Db }) =>
  async (request: FastifyRequest): Promise<PreloadImage[]> => {
    if (!HOT_BANNER_PATHS.has(request.url.split('?')[0] ?? '/')) return [];
    const [first] = await liveBanners(db, request.merchant.id, 'hot', request.language);
    if (!first) return [];
    return [
      { href: first.phoneUrl, media: '(max-width: 639px)', cut: 'phone' },
      { href: first.url, media: '(min-width: 640px)', cut: 'desktop' },
    ];
  };
