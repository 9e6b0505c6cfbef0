import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';
import { gameIdOf, launchGame } from '../../../test/factories/games.ts';
import { balanceOf, expectLedgerSound, fund } from '../../../test/factories/ledger.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, (app) => {
    // Stand-ins for an esports vendor that plays from its sub-wallet (AV) and a slot vendor on main (PXG).
    app.gameLaunchers.register('vendor:AV', async (l) => ({ game_url: `/test-vendor/${l.game.gameCode}` }));
    app.gameLaunchers.register('vendor:PXG', async (l) => ({ game_url: `/test-vendor/${l.game.gameCode}` }));
  });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const settings = (token: string | null, payload?: object) =>
  t.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/wps/member/wallet/settings',
    headers: token ? auth(token) : { Language: 'en' },
    ...(payload ? { payload } : {}),
  });
const launch = async (token: string, code: string) => launchGame(t.app, token, { nodeId: await gameIdOf(db(), code) });

describe('wallet settings', () => {
  it('auto-transfer is on for a new member, can be turned off and on, and refuses a bad body', async () => {
    const { token } = await newMember(db());
    expect((await settings(token)).json().value).toEqual({ autoTransfer: true });
    expect((await settings(token, { autoTransfer: false })).json().value).toEqual({ autoTransfer: false });
    expect((await settings(token)).json().value).toEqual({ autoTransfer: false });
    const bad = await settings(token, { autoTransfer: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
    expect((await settings(token)).json().value).toEqual({ autoTransfer: false });
    expect((await settings(token, { autoTransfer: true })).json().value).toEqual({ autoTransfer: true });
  });

  it('needs a real member', async () => {
    expect((await settings(null)).statusCode).toBe(401);
    const trial = await newMember(db(), { isAgent: 4 });
    expect((await settings(trial.token, { autoTransfer: false })).statusCode).toBe(403);
  });
});

describe('launching with auto-transfer', () => {
  it('moves all of main into the sub-wallet the game plays from, through the ledger', async () => {
    const { member, token } = await newMember(db());
    await fund(db(), member.id, 9390n);
    const res = await launch(token, 'av_001');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.walletMoves).toEqual([
      expect.objectContaining({ vendor: 'AV', direction: 'in', amount: '93.90' }),
    ]);
    expect(await balanceOf(db(), member.id, 'main')).toBe(0n);
    expect(await balanceOf(db(), member.id, 'vendor:AV')).toBe(9390n);
    await expectLedgerSound(db());
  });

  it('brings the money back to main for a game on main, and on to another sub-wallet for a game there', async () => {
    const { member, token } = await newMember(db());
    await fund(db(), member.id, 5000n);
    await launch(token, 'av_001');
    const slot = await launch(token, 'pxg_001');
    expect(slot.json().value.walletMoves).toEqual([
      expect.objectContaining({ vendor: 'AV', direction: 'out', amount: '50.00' }),
    ]);
    expect(await balanceOf(db(), member.id, 'main')).toBe(5000n);
    expect(await balanceOf(db(), member.id, 'vendor:AV')).toBe(0n);

    await fund(db(), member.id, 1000n, 'vendor:AV');
    const lottery = await launch(token, 'tcg_sea_001');
    expect(lottery.statusCode).toBe(200);
    expect(await balanceOf(db(), member.id, 'vendor:AV')).toBe(0n);
    expect(await balanceOf(db(), member.id, 'main')).toBe(0n);
    expect(await balanceOf(db(), member.id, 'vendor:TCG_SEA')).toBe(6000n);
    await expectLedgerSound(db());
  });

  it('moves nothing when the member turned it off, and nothing when there is nothing to move', async () => {
    const { member, token } = await newMember(db());
    expect((await launch(token, 'av_001')).json().value).not.toHaveProperty('walletMoves');
    await fund(db(), member.id, 2500n);
    await settings(token, { autoTransfer: false });
    const res = await launch(token, 'av_001');
    expect(res.json().value).not.toHaveProperty('walletMoves');
    expect(await balanceOf(db(), member.id, 'main')).toBe(2500n);
    expect(await balanceOf(db(), member.id, 'vendor:AV')).toBe(0n);
  });

  it('asking brings every sub-wallet back to main (the ALL transfer)', async () => {
    const { member, token } = await newMember(db());
    await fund(db(), member.id, 1234n);
    await launch(token, 'av_001');
    const back = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: auth(token),
      payload: { vendor: 'ALL', direction: 'out', clientKey: `back-${member.id}-0001` },
    });
    expect(back.json().value.mainBalance).toBe('12.34');
    expect(await balanceOf(db(), member.id, 'vendor:AV')).toBe(0n);
    await expectLedgerSound(db());
  });
});
