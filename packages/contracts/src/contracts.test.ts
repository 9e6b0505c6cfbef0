import { describe, expect, it } from 'vitest';
import { acceptedPatternToRegExp, isFlagOn, normaliseLanguage, type WhitelabelNode } from './index.ts';

describe('contracts helpers', () => {
  it('normalises language headers', () => {
    expect(normaliseLanguage('PT')).toBe('pt');
    expect(normaliseLanguage('pt-BR')).toBe('pt');
    expect(normaliseLanguage('CN')).toBe('zh');
    expect(normaliseLanguage('en-US')).toBe('en');
    expect(normaliseLanguage('de')).toBeNull();
    expect(normaliseLanguage(undefined)).toBeNull();
  });

  it('treats an accepted pattern of * as anything', () => {
    expect(acceptedPatternToRegExp('*').test('anything at all')).toBe(true);
    expect(acceptedPatternToRegExp('[0-9]+').test('12a')).toBe(false);
  });

  it('reads flags; a flag under a disabled group is off', () => {
    const tree: WhitelabelNode[] = [
      { modId: 'LOGIN3', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }] },
      { modId: 'MEMBER3', enabled: '0', childrenNodes: [{ modId: 'CBS3', enabled: '1', childrenNodes: [] }] },
    ];
    expect(isFlagOn(tree, 'FREEPLAY3')).toBe(true);
    expect(isFlagOn(tree, 'CBS3')).toBe(false);
    expect(isFlagOn(tree, 'MISSING3')).toBe(false);
  });
});
