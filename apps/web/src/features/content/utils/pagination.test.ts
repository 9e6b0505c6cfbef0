import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pagination (range 3, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the first and last page and three around the current one', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });
  it('has nothing to show without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
