import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGameVendors, getHotGames, getRankList, getRecentGames } from '@arcadia/contracts';
import { problemAt, SHAPE_KEYWORDS } from '@/lib/json-shape';
import { committedShapes, contractShapes } from '@/test/contract-shapes';
import { game, ok, vendor } from '../test/games-fixtures';
import { LIGHT_ROUTES } from './light-api';

/*
 * The home reads are checked with shapes generated from their zod contracts (lobby-shapes.json),
 * so zod stays off the home route. This test regenerates them and fails when the committed file is
 * stale: run `UPDATE_SHAPES=1 npx vitest run apps/web/src/features/games/api/lobby-shapes.test.ts`.
 */
const CONTRACTS = { vendors: getGameVendors, hot: getHotGames, recent: getRecentGames, rank: getRankList } as const;
const FILE = join(import.meta.dirname, 'lobby-shapes.json');

function keywordsOf(shape: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(shape)) shape.forEach((item) => keywordsOf(item, found));
  else if (shape && typeof shape === 'object') {
    for (const [key, value] of Object.entries(shape)) {
      found.add(key);
      if (key === 'properties') Object.values(value as object).forEach((item) => keywordsOf(item, found));
      else if (typeof value === 'object' && key !== 'enum' && key !== 'const' && key !== 'required')
        keywordsOf(value, found);
    }
  }
  return found;
}

describe('home read shapes', () => {
  const fresh = contractShapes(CONTRACTS);

  it('match the zod contracts they are generated from', () => {
    expect(committedShapes(FILE, fresh)).toEqual(fresh);
  });

  it('use only keywords the light checker understands', () => {
    expect([...keywordsOf(Object.values(fresh))].filter((k) => !SHAPE_KEYWORDS.includes(k))).toEqual([]);
  });

  it('are the ones the light routes check, on the contract paths', () => {
    for (const [name, contract] of Object.entries(CONTRACTS)) {
      expect(LIGHT_ROUTES[name as keyof typeof CONTRACTS].path).toBe(contract.path);
    }
  });

  it('accept what the contract accepts and reject what it rejects', () => {
    const answers = [
      ok({ list: [game(1), game(2, { isHot: true })] }),
      ok({ list: [game(1, { nodeId: 1.5 })] }),
      ok({ list: [game(1, { minBet: '0.2' })] }),
      ok({ list: [{ ...game(1), gameType: 'POKER' }] }),
      ok(null),
      ok({ list: [{ ...game(1), demo: undefined }] }),
      { ...ok({ list: [] }), code: 7 },
    ];
    for (const answer of answers) {
      const zodSays = getHotGames.response.safeParse(answer).success;
      expect(problemAt(fresh.hot!, JSON.parse(JSON.stringify(answer))) === null).toBe(zodSays);
    }
    expect(problemAt(fresh.hot!, answers[0])).toBeNull();
    expect(problemAt(fresh.hot!, answers[1])).toBe('$.value.list[0].nodeId: expected integer, got number');
  });

  it('check the vendor lanes, nullable fields included', () => {
    const lanes = ok({
      categories: [{ gameCategory: 'RNG', page: null, vendors: [vendor('NOVA')] }],
      lanes: [{ title: 'RNG', gameType: 'RNG', gameClassify: null, cards: [vendor('NOVA')] }],
    });
    expect(getGameVendors.response.safeParse(lanes).success).toBe(true);
    expect(problemAt(fresh.vendors!, lanes)).toBeNull();
    const broken = { ...lanes, value: { ...lanes.value, lanes: [{ ...lanes.value.lanes[0], cards: 'none' }] } };
    expect(problemAt(fresh.vendors!, broken)).toBe('$.value.lanes[0].cards: expected array, got string');
  });
});
