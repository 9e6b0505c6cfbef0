import { describe, expect, it } from 'vitest';
import { MOD_IDS } from '@arcadia/contracts';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { isFlagEnabled } from '../../modules/flags/flags.usecases.ts';
import { getMerchantByCodeOrDefault } from '../../modules/merchants/merchants.usecases.ts';

const h = useAdminHarness();

const flagOn = async (modId: (typeof MOD_IDS)[number]) =>
  isFlagEnabled(h.database.db, (await getMerchantByCodeOrDefault(h.database.db)).id, modId);

describe('flags', () => {
  it('lists the whitelabel tree with on/off and each description', async () => {
    const stdout = await h.ok('flags');
    expect(stdout).toContain('Flags of arcadia (Arcadia Demo)');
    expect(stdout).toMatch(/^REGISTER3 +on +Registration features$/m);
    expect(stdout).toMatch(/^ {2}DIRECTREG3 +on +Register button in the header$/m);
    expect(stdout).toMatch(/^ {2}SHOWHEADER3 +off +Show the header/m);
    for (const modId of MOD_IDS) expect(stdout).toContain(modId);
  });

  it('gives the tree as JSON with booleans and descriptions', async () => {
    const { flags } = JSON.parse((await h.run('flags', '--json')).stdout);
    expect(flags[0]).toMatchObject({ modId: 'REGISTER3', enabled: true, description: 'Registration features' });
    expect(flags[0].children[0]).toEqual({
      modId: 'DIRECTREG3',
      enabled: true,
      description: 'Register button in the header',
    });
  });

  it('flags:set switches a flag through the flags use case (the modId may be typed in lower case)', async () => {
    const off = await h.run('flags:set', 'cbs3', 'off');
    expect(off).toMatchObject({ code: 0, stdout: expect.stringContaining('CBS3 is now off for arcadia') });
    expect(await flagOn('CBS3')).toBe(false);
    expect((await h.run('flags:set', 'CBS3', 'on')).code).toBe(0);
    expect(await flagOn('CBS3')).toBe(true);
  });

  it('marks a flag that is on under a group that is off', async () => {
    await h.run('flags:set', 'LAYOUT3', 'off');
    await h.run('flags:set', 'SHOWHEADER3', 'on');
    expect((await h.run('flags')).stdout).toMatch(/^ {2}SHOWHEADER3 +on \(group off\)/m);
    await h.run('flags:set', 'LAYOUT3', 'on');
    await h.run('flags:set', 'SHOWHEADER3', 'off');
  });

  it('refuses an unknown modId with exit 1, listing the valid flags', async () => {
    const { code, stderr } = await h.run('flags:set', 'NOPE3', 'on');
    expect(code).toBe(1);
    expect(stderr).toContain('modId is not valid (valid flags: REGISTER3, LOGIN3');
    expect(stderr).toContain('SHOWHEADER3');
  });

  it('refuses a state other than on/off, and a missing argument, with exit 2', async () => {
    const state = await h.run('flags:set', 'CBS3', 'maybe');
    expect(state.code).toBe(2);
    expect(state.stderr).toContain('must be on or off');
    const missing = await h.run('flags:set', 'CBS3');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: flags:set <MODID> on|off');
    expect(await flagOn('CBS3')).toBe(true);
  });
});
