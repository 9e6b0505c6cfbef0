import { describe, expect, it } from 'vitest';
import type { FieldSetting } from '../system/register-settings.contract.ts';
import { DEFAULT_FIELD_RULES, checkField, checkRegistration } from './field-rules.ts';
import { REGISTRATION_PATTERNS, patternRegExp } from './patterns.ts';

/** The default username rule (6–16 letters and digits), with `over` changed. */
const setting = (over: Partial<FieldSetting> = {}): FieldSetting => ({ ...DEFAULT_FIELD_RULES.username, ...over });

describe('registration patterns 0–24', () => {
  const cases: [number, string[], string[]][] = [
    [0, ['abc123', 'ABC'], ['abc 123', 'abc_1']],
    [1, ['a123', 'Zed'], ['1abc', '_abc']],
    [2, ['a@b.co', 'first.last@mail.example'], ['a@b', 'a b@c.de', '@x.com']],
    [3, ['0123'], ['12a', '1.5']],
    [4, ['abcD1', 'X'], ['abcd', 'Ab cd']],
    [5, ['a-b_c!'], ['a b']],
    [6, ['2026-11-21'], ['21-11-2026', '2026-13-01']],
    [7, ['11-21-2026'], ['2026-11-21']],
    [8, ['สวัสดี'], ['hello']],
    [9, ['안녕하세요'], ['hello']],
    [10, ['こんにちは', 'カタカナ'], ['hello']],
    [11, ['Ana Souza', 'Nguyễn Văn'], ['Ana', 'Ana  ']],
    [12, ['912345'], ['812345']],
    [13, ['abc123'], ['abcdef', '123456']],
    [14, ['Abc'], ['Abc1']],
    [15, ['José Maria'], ['José1']],
    [16, ['abc123'], ['Abc123']],
    [17, ['Pa$$w0rd!'], ['pass word']],
    [18, ['Passw0rd'], ['password1', 'PASSWORD1']],
    [19, ['0912'], ['912']],
    [20, ['你好'], ['ni hao']],
    [21, ['Nguyễn Văn A'], ['Nguyen1']],
    [22, ['user_01'], ['user-01']],
    [23, ['fb.user@x-1'], ['fb user']],
    [24, ['anything at all', ''], []],
  ];
  it('covers every id from 0 to 24', () => {
    expect(Object.keys(REGISTRATION_PATTERNS).map(Number)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
  it.each(cases)('pattern %i accepts and refuses the right values', (id, good, bad) => {
    for (const value of good) expect(patternRegExp(id).test(value), `${id} ${value}`).toBe(true);
    for (const value of bad) expect(patternRegExp(id).test(value), `${id} ${value}`).toBe(false);
  });
});

describe('checkField', () => {
  it('requires a required field and ignores a disabled one', () => {
    expect(checkField(setting(), '  ')).toEqual({ field: 'username', key: 'validation.required' });
    expect(checkField(setting({ enabled: false }), '')).toBeNull();
    expect(checkField(setting({ required: false }), '')).toBeNull();
  });
  it('reports length and pattern failures with reg_pattern_{id} and the bounds', () => {
    const error = { field: 'username', key: 'reg_pattern_0', params: { min: 6, max: 16 } };
    expect(checkField(setting(), 'abc')).toEqual(error);
    expect(checkField(setting(), 'abcdefghijklmnopq')).toEqual(error);
    expect(checkField(setting(), 'abc def1')).toEqual(error);
    expect(checkField(setting(), 'player01')).toBeNull();
  });
  it('applies the accepted pattern, where * means anything', () => {
    expect(checkField(setting({ acceptedPattern: 'vip.*' }), 'player01')).not.toBeNull();
    expect(checkField(setting({ acceptedPattern: 'vip.*' }), 'vip0001')).toBeNull();
  });
  it('uses validation.length when no pattern is set', () => {
    expect(checkField(setting({ patternId: null, minLength: 2 }), 'a')?.key).toBe('validation.length');
  });
});

describe('checkRegistration', () => {
  it('flags a confirmation that does not match', () => {
    const settings = [
      setting({ field: 'password', patternId: 5 }),
      setting({ field: 'confirmPassword', patternId: 5 }),
    ];
    expect(checkRegistration(settings, { password: 'secret123', confirmPassword: 'secret124' })).toEqual([
      { field: 'confirmPassword', key: 'validation.confirm_mismatch' },
    ]);
  });
});
