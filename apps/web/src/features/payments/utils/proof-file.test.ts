import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@arcadia/contracts';
import { checkProofFile, hasImageSignature } from './proof-file';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('proof upload checks (png or jpg, at most 5 MB)', () => {
  it('accepts png and jpeg images up to 5 MB', () => {
    expect(checkProofFile(file('extrato.png', 'image/png', 1024))).toBeNull();
    expect(checkProofFile(file('foto.jpg', 'image/jpeg', PROOF_MAX_BYTES))).toBeNull();
  });

  it('refuses other types, even renamed, and files over 5 MB or empty', () => {
    expect(checkProofFile(file('scan.pdf', 'application/pdf', 1024))).toBe('type');
    expect(checkProofFile(file('anim.gif', 'image/gif', 1024))).toBe('type');
    expect(checkProofFile(file('photo.webp', 'image/webp', 1024))).toBe('type');
    expect(checkProofFile(file('huge.png', 'image/png', PROOF_MAX_BYTES + 1))).toBe('size');
    expect(checkProofFile(file('empty.png', 'image/png', 0))).toBe('empty');
  });

  it('judges a file without a browser type by its name', () => {
    expect(checkProofFile(file('proof.JPEG', '', 10))).toBeNull();
    expect(checkProofFile(file('proof.txt', '', 10))).toBe('type');
  });

  it('reads the first bytes: a text file named .png is not an image', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], { type: 'image/png' });
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const fake = new Blob(['hello'], { type: 'image/png' });
    expect(await hasImageSignature(png)).toBe(true);
    expect(await hasImageSignature(jpeg)).toBe(true);
    expect(await hasImageSignature(fake)).toBe(false);
  });
});
