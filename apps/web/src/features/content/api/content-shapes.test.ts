import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAnnouncements, getBanners } from '@arcadia/contracts';
import { problemAt } from '@/lib/json-shape';
import { committedShapes, contractShapes } from '@/test/contract-shapes';

/*
 * The banner and announcement reads are checked with shapes generated from their zod contracts,
 * so zod stays off the home route. Stale shapes fail here; regenerate with
 * `UPDATE_SHAPES=1 npx vitest run apps/web/src/features/content/api/content-shapes.test.ts`.
 */
const CONTRACTS = { banners: getBanners, notices: getAnnouncements } as const;
const FILE = join(import.meta.dirname, 'content-shapes.json');

describe('content read shapes', () => {
  it('match the contracts', () => {
    const fresh = contractShapes(CONTRACTS);
    expect(committedShapes(FILE, fresh)).toEqual(fresh);
  });

  it('accept a real answer and refuse a wrong one', () => {
    const shapes = contractShapes(CONTRACTS);
    const banner = {
      bannerId: 1,
      groupName: 'hot',
      title: 'x',
      url: '/a',
      phoneUrl: '/b',
      linkageType: 'route',
      linkage: '/rng',
    };
    const ok = { success: true, code: 'ok', message: 'ok', value: { list: [banner] } };
    expect(problemAt(shapes.banners!, ok)).toBeNull();
    const wrong = { ...ok, value: { list: [{ ...banner, linkageType: 'script' }] } };
    expect(problemAt(shapes.banners!, wrong)).not.toBeNull();
  });
});
