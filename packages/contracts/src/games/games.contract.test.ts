import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getBetRecord, getGameList, launchGame } from '../index.ts';

describe('games contracts', () => {
  it('keeps the category constants free of zod so the first load can import them', () => {
    const text = readFileSync(`${import.meta.dirname}/categories.ts`, 'utf8');
    expect(text).not.toMatch(/from ['"]zod['"]/);
    expect(text).not.toMatch(/^import /m);
  });

  it('lists games 42 to a page from page 1 unless asked otherwise', () => {
    expect(getGameList.query.parse({})).toMatchObject({ pageNo: 1, pageSize: 42 });
  });

  it('refuses an unknown category, a bad vendor code and a non-numeric minimum bet', () => {
    expect(getGameList.query.safeParse({ gameType: 'POKER' }).success).toBe(false);
    expect(getGameList.query.safeParse({ vassalage: 'x;drop' }).success).toBe(false);
    expect(getGameList.query.safeParse({ minBet: '1e3' }).success).toBe(false);
  });

  it('launches by nodeId and tolerates the extra fields the spec client sends', () => {
    const parsed = launchGame.body.parse({ nodeId: '12', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3 });
    expect(parsed.nodeId).toBe(12);
  });

  it('filters the betting record by status, category and vendor', () => {
    expect(getBetRecord.query.parse({ status: 'rolled_back', gameType: 'RNG', vassalage: 'PGX' })).toMatchObject({
      pageNo: 1,
      pageSize: 20,
    });
    expect(getBetRecord.query.safeParse({ status: 'won' }).success).toBe(false);
  });
});
