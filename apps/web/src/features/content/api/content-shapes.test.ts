import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAnnouncements, getBanners } from '@arcadia/contracts';
import { problemAt, type JsonShape } from '@/lib/json-shape';

/*
 * The banner and announcement reads are checked with shapes generated from their zod contracts,
 * so zod stays off the home route. Stale shapes fail here; regenerate with
 * `UPDATE_SHAPES=1 npx vitest run apps/web/src/features/content/api/content-shapes.test.ts`.
 */
const CONTRACTS = { banners: getBanners, notices: getAnnouncements } as const;
const FILE = join(import.meta.dirname, 'content-shapes.json');

function generated(): Record<string, JsonShape> {
  return Object.fromEntries(
    Object.entries(CONTRACTS).map(([name, contract]) => {
      const { $schema: _drop, ...shape } = z.toJSONSchema(contract.response, { io: 'output' }) as JsonShape;
      return [name, shape];
    }),
  );
}

describe('content read shapes', () => {
  it('match the contracts', () => {
    const fresh = generated();
    if (process.env.UPDATE_SHAPES) writeFileSync(FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(fresh);
  });

  it('accept a real answer and refuse a wrong one', () => {
    const shapes = generated();
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
