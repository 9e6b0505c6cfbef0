import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, hmacSha256Keyed, randomSeedHex, sha256, sha256Hex, toHex, utf8 } from './sha256.ts';

describe('SHA-256 and HMAC-SHA256 written for the browser', () => {
  it('match the FIPS 180-4 example digests', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agree with node:crypto for every length across the padding boundaries', () => {
    for (let length = 0; length < 200; length++) {
      const message = randomBytes(length);
      expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
      const key = randomBytes(length % 90);
      expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });

  it('reuse a keyed HMAC without one message leaking into the next', () => {
    const keyed = hmacSha256Keyed(utf8('seed'));
    const first = toHex(keyed(utf8('a:0:0')));
    keyed(utf8('x'.repeat(120)));
    expect(toHex(keyed(utf8('a:0:0')))).toBe(first);
    expect(first).toBe(createHmac('sha256', 'seed').update('a:0:0').digest('hex'));
  });

  it('make seeds of 32 random bytes as 64 lowercase hex characters', () => {
    const seed = randomSeedHex();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(randomSeedHex()).not.toBe(seed);
  });
});
