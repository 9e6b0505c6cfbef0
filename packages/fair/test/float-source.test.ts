import { describe, expect, it } from 'vitest';
import { FLOATS_PER_BLOCK, roundFloatSource } from '../src/index.ts';
import { BYTE_VALUES, floatOfBytes } from './byte-values.ts';

const floatsFor = roundFloatSource('6b1f0d9e3c7a5b2e8f4d1c6a9e0b3f7d2c5a8e1b4f9d0c3a6e2b7f5d8c1a4e90');

describe('the float source every game reads', () => {
  it('reads four bytes, most significant first, as exactly k / 2³²', () => {
    const samples = [0, 1, 0xff, 0x100, 0xffff, 0x1_0000, 0xff_ffff, 0x100_0000, 0x8000_0000, BYTE_VALUES - 1];
    for (let k = 12_345; k < BYTE_VALUES; k = (k * 69_069 + 1) % BYTE_VALUES) {
      samples.push(k);
      if (samples.length > 2_000) break;
    }
    for (const k of samples) expect(floatOfBytes(k)).toBe(k / BYTE_VALUES);
  });

  // The only sampling left in the RTP tests: the exact counts assume uniform HMAC bytes, which
  // holds for SHA-256 but is worth seeing for this implementation. 200,000 floats; every bound 5σ,
  // so a correct source fails about once in 10⁴ runs at worst, a biased one far more often.
  it('gives uniform floats and uniform bytes over 200,000 draws', () => {
    const rounds = 25_000;
    const floatBuckets = new Array<number>(100).fill(0);
    const byteCounts = Array.from({ length: 4 }, () => new Array<number>(256).fill(0));
    for (let nonce = 0; nonce < rounds; nonce++) {
      for (const float of floatsFor('uniform', nonce, FLOATS_PER_BLOCK)) {
        floatBuckets[Math.floor(float * 100)]! += 1;
        const k = Math.round(float * BYTE_VALUES);
        for (let position = 0; position < 4; position++)
          byteCounts[position]![(k >>> (24 - 8 * position)) & 0xff]! += 1;
      }
    }
    const draws = rounds * FLOATS_PER_BLOCK;
    // A bucket of 1 % holds 2,000 ± 44.5 (binomial sd): 5σ is 222.
    const sd = Math.sqrt(draws * 0.01 * 0.99);
    for (const count of floatBuckets) expect(Math.abs(count - draws / 100)).toBeLessThan(5 * sd);
    // Chi-square over 256 byte values has 255 degrees of freedom: mean 255, sd √510.
    for (const counts of byteCounts) {
      const expected = draws / 256;
      const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(255 + 5 * Math.sqrt(510));
    }
  });
});
