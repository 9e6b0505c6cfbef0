import { describe, expect, it } from 'vitest';
import { safeLobby } from './lobby-link';

describe("the game's lobby button", () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    'https://evil.example',
    ' /x',
  ])('never leaves the site for %j', (lobby) => expect(safeLobby(lobby)).toBe('/inhouse'));
  it('keeps a path on the site', () => {
    expect(safeLobby('/games?tab=slot')).toBe('/games?tab=slot');
    expect(safeLobby(null)).toBe('/inhouse');
  });
});
