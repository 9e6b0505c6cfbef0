import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { getMerchantByCodeOrDefault } from '../../modules/merchants/merchants.usecases.ts';
import { getRegisterSettings } from '../../modules/register-settings/register-settings.usecases.ts';

const h = useAdminHarness();

async function setting(registerType: 'register' | 'registerMobile', field: string) {
  const merchant = await getMerchantByCodeOrDefault(h.database.db);
  const entries = await getRegisterSettings(h.database.db, merchant.id);
  return entries.find((e) => e.registerType === registerType)?.fields.find((f) => f.field === field);
}

describe('register', () => {
  it('shows both entries with every field rule', async () => {
    const stdout = await h.ok('register');
    expect(stdout).toMatch(/^register$/m);
    expect(stdout).toMatch(/^registerMobile$/m);
    expect(stdout).toMatch(/^FIELD +ENABLED +REQUIRED +MIN +MAX +PATTERN +ACCEPTED$/m);
    expect(stdout).toMatch(/^username +yes +yes +6 +16 +22 +\*$/m);
    const { entries } = JSON.parse((await h.run('register', '--json')).stdout);
    expect(entries.map((e: { registerType: string }) => e.registerType)).toEqual(['register', 'registerMobile']);
  });

  it('register:set changes only the given keys through the register-settings use case', async () => {
    const stdout = await h.ok(
      'register:set',
      'register',
      'username',
      'minLength=4',
      'maxLength=20',
      'patternId=none',
      'required=off',
    );
    expect(stdout).toMatch(/^username +yes +no +4 +20 +none +\*$/m);
    expect(await setting('register', 'username')).toMatchObject({
      enabled: true,
      required: false,
      minLength: 4,
      maxLength: 20,
      patternId: null,
    });
    expect((await setting('registerMobile', 'username'))?.minLength).not.toBe(4);
  });

  it('keeps an = inside an accepted pattern', async () => {
    expect((await h.run('register:set', 'registerMobile', 'email', 'acceptedPattern=[^=]+@.+')).code).toBe(0);
    expect((await setting('registerMobile', 'email'))?.acceptedPattern).toBe('[^=]+@.+');
  });

  it('refuses values the use case rejects with exit 1, saying what is valid, and changes nothing', async () => {
    const before = await setting('register', 'password');
    const tooLong = await h.run('register:set', 'register', 'password', 'minLength=30');
    expect(tooLong.code).toBe(1);
    expect(tooLong.stderr).toContain('minLength is not valid (a number 0-255, not above maxLength)');
    const pattern = await h.run('register:set', 'register', 'password', 'patternId=99', 'acceptedPattern=(');
    expect(pattern.code).toBe(1);
    expect(pattern.stderr).toContain('patternId is more than 24 (a number 0-24, or none)');
    expect(pattern.stderr).toContain('acceptedPattern is not valid (a valid regular expression, or * for anything)');
    expect(await setting('register', 'password')).toEqual(before);
  });

  it('refuses an unknown entry, field, key or a malformed value with exit 2, listing the valid ones', async () => {
    const cases: [string[], string][] = [
      [['reg', 'username', 'enabled=on'], 'Valid: register, registerMobile'],
      [['register', 'nickname', 'enabled=on'], 'Valid: username, password, confirmPassword'],
      [
        ['register', 'username', 'colour=red'],
        'key one of: enabled, required, minLength, maxLength, patternId, acceptedPattern',
      ],
      [['register', 'username', 'enabled'], 'Expected key=value'],
      [['register', 'username', 'minLength=four'], "minLength must be a whole number, got 'four'"],
      [['register', 'username', 'enabled=maybe'], 'enabled must be on or off'],
      [['register', 'username'], 'Nothing to change'],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await h.run('register:set', ...args);
      expect({ args, code }).toEqual({ args, code: 2 });
      expect(stderr).toContain(message);
    }
  });
});
