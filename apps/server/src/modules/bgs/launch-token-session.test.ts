import { describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts-client.ts';
import { useBgsApp } from '../../../test/bgs-fixtures.ts';
import { auth, fund, LOGIN_PASSWORD, newMember } from '../../../test/wallet-fixtures.ts';

/*
 * A game's launch token is a capability of the member's session: it dies with it (logout, a
 * password change, idle expiry, any revocation) and never reaches a log line (issue 23, hole 5).
 */
const bgs = useBgsApp();
const t = () => bgs.t;
const db = () => bgs.t.database.db;
const DICE_BET = { amount: '1.00', target: '50.00', direction: 'under' };

/** A funded member signed in, and a dice launch token issued to that session the way the site gets one. */
async function launchedDice() {
  const signedIn = await newMember(db());
  await fund(db(), signedIn.member.id, 10_000n);
  return { ...signedIn, ...(await launchDice(signedIn.token)) };
}

/** Launches dice from the site with the member's token; the launch token plays a bet. */
async function launchDice(token: string) {
  const game = await db()
    .selectFrom('games')
    .select('id')
    .where('game_code', '=', 'bgs_dice')
    .executeTakeFirstOrThrow();
  const launched = await t().app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: auth(token),
    payload: { nodeId: Number(game.id) },
  });
  const url = new URL(launched.json().value.game_url as string, 'http://site.example');
  const launch = url.searchParams.get('launch')!;
  const bet = () => bgs.call('POST', '/bgs/dice/bet', launch, DICE_BET);
  expect((await bet()).statusCode).toBe(200);
  return { launch, gameUrl: launched.json().value.game_url as string, bet };
}

const refused = async (answer: Promise<{ statusCode: number; json: () => { code: string } }>) => {
  const done = await answer;
  return [done.statusCode, done.json().code];
};

describe('a launch token lives only as long as the session it was issued to', () => {
  it('dies at logout', async () => {
    const { token, bet } = await launchedDice();
    const out = await t().app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect(await refused(bet())).toEqual([401, 'bets.token_expired']);
  });

  it('dies when the password changes, the launches of the session that changed it included', async () => {
    const { token, bet } = await launchedDice();
    const other = await launchedDice();
    const changed = await accountsClient(t()).changePassword(token, {
      oldPassword: LOGIN_PASSWORD,
      newPassword: 'Fresh#Pass9',
      confirmNewPassword: 'Fresh#Pass9',
    });
    expect(changed.statusCode).toBe(200);
    expect(await refused(bet())).toEqual([401, 'bets.token_expired']);
    // The member's own session goes on: a new launch plays; another member's launch is untouched.
    await launchDice(token);
    expect((await other.bet()).statusCode).toBe(200);
  });

  it('dies when its session expires unused or is revoked another way', async () => {
    const idle = await launchedDice();
    const longAgo = new Date(Date.now() - 24 * 3_600_000).toISOString();
    await db().updateTable('sessions').set({ last_seen_at: longAgo }).where('member_id', '=', idle.member.id).execute();
    expect(await refused(idle.bet())).toEqual([401, 'bets.token_expired']);

    const revoked = await launchedDice();
    const now = new Date().toISOString();
    await db().updateTable('sessions').set({ revoked_at: now }).where('member_id', '=', revoked.member.id).execute();
    expect(await refused(revoked.bet())).toEqual([401, 'bets.token_expired']);
  });

  it('playing with it keeps its session alive while the session lasts', async () => {
    const { member, bet } = await launchedDice();
    const aWhileAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await db().updateTable('sessions').set({ last_seen_at: aWhileAgo }).where('member_id', '=', member.id).execute();
    expect((await bet()).statusCode).toBe(200);
    const session = await db()
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(session.last_seen_at)).toBeGreaterThan(Date.parse(aWhileAgo));
  });
});

describe('no capability id in a log line', () => {
  it('the game page address with its launch token is logged without the token', async () => {
    const { launch, gameUrl } = await launchedDice();
    await t().app.inject({ method: 'GET', url: gameUrl });
    const logs = t().logs.join('\n');
    expect(logs).toContain('/originals/dice?launch=');
    expect(logs).not.toContain(launch);
  });

  it('redacts session ids, tokens and any token-like value in a query string, keeping the rest', async () => {
    const secrets = {
      sessionId: 'sess-8f2c1a9b7d6e',
      sid: 'c0ffee42',
      access_token: 'at-1234',
      apiKey: 'k-5678',
      signature: 'sig-90ab',
      ticket: 'tk-cdef',
      ref: 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0',
    };
    const query = new URLSearchParams({
      ...secrets,
      back: '/originals/dice?launch=nested-secret-value&lobby=/',
      page: '2',
      game: 'dice',
    });
    await t().app.inject({ method: 'GET', url: `/wps/nowhere?${query.toString()}` });
    const logs = t().logs.join('\n');
    expect(logs).toContain('page=2');
    expect(logs).toContain('game=dice');
    for (const value of [...Object.values(secrets), 'nested-secret-value']) expect(logs).not.toContain(value);
  });
});
