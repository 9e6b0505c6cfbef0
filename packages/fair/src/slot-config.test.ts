import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { slotStrips, SLOT_SYMBOLS } from './slot-config.ts';

describe('the published slot reel strips', () => {
  it('are exactly the strips every past spin was played on', () => {
    // The digest of the strips as published; any change would alter past results on the verifier.
    const digest = createHash('sha256').update(JSON.stringify(slotStrips)).digest('hex');
    expect(digest).toBe('90384df9cc6f039f979fa2ed022261a0538e113a53c31c849e689151d717c000');
    expect(slotStrips.map((strip) => strip.length)).toEqual([29, 30, 31, 32, 33]);
  });

  it('hold only the game’s symbols', () => {
    for (const strip of slotStrips) for (const symbol of strip) expect(SLOT_SYMBOLS).toContain(symbol);
  });
});
