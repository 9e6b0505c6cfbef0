import { describe, expect, it } from 'vitest';
import { contrastRatio, readableBackground } from './contrast';

describe('label colours', () => {
  it('darken a background that white 11 px text cannot be read on to AA, keeping its hue', () => {
    expect(contrastRatio('#ffffff', '#7c5cff')).toBeLessThan(4.5);
    const fixed = readableBackground('#ffffff', '#7c5cff');
    expect(contrastRatio('#ffffff', fixed)).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(fixed.slice(i, i + 2), 16)) as [number, number, number];
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });

  it('lighten behind dark text, and leave passing or unknown colours alone', () => {
    expect(contrastRatio('#111111', readableBackground('#111111', '#555555'))).toBeGreaterThanOrEqual(4.5);
    expect(readableBackground('#ffffff', '#6541e8')).toBe('#6541e8');
    expect(readableBackground('#ffffff', 'purple')).toBe('purple');
  });
});
