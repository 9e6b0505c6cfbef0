import { describe, expect, it, vi } from 'vitest';
import type * as CaptchaImage from '../verification/captcha-image.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { balanceOf, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { newPayingMember } from '../../../test/factories/members.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { configureAgents, moveMember } from './agents-admin.usecases.ts';
import { merchantsRepository } from '../merchants/merchants.repository.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';

vi.mock('../verification/captcha-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CaptchaImage>()),
  randomCaptchaText: () => 'AbCd',
}));

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', TRUSTED_PROXIES: '127.0.0.1' }, { ledgerSound: true });
const db = () => t.database.db;
type Auth = { authorization: string; Language: string };
const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Auth, body: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: body });
const sealed = (url: string, auth: Auth, body: object) => accountsClient(t).encrypted('POST', url, body, auth);

let round = 0;
/** One settled bet: `stake` taken, `payout` paid back (minor units). */
async function play(memberId: number, stake: bigint, payout: bigint) {
  const id = `ag-${Date.now()}-${++round}`;
  const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId };
  await gameWallet.bet(db(), { ...base, transactionId: `${id}-b`, round: id, amount: minor(stake) });
  await gameWallet.win(db(), {
    ...base,
    transactionId: `${id}-w`,
    referenceTransactionId: `${id}-b`,
    round: id,
    amount: minor(payout),
  });
}

/** agent (level 1) → sub (level 41) → player; a sibling agent with its own player. */
async function teams() {
  const agent = await newMember(db(), { isAgent: 1 });
  const sub = await newMember(db(), { isAgent: 41, uplineId: agent.member.id });
  const player = await newMember(db(), { uplineId: sub.member.id });
  const sibling = await newMember(db(), { isAgent: 1 });
  const siblingPlayer = await newMember(db(), { uplineId: sibling.member.id });
  return { agent, sub, player, sibling, siblingPlayer };
}

const betting = async (auth: Auth, query = '') =>
  (await get(`/wps/agent/team/betting?range=today${query}`, auth)).json().value as {
    list: { key: string; label: string; stake: string; bets: number }[];
    totals: { stake: string; winLoss: string; bets: number };
  };

describe('agent levels and who may use the agent centre', () => {
  it('members and trial accounts are refused every agent call; a member gets the affiliate link instead of the centre', async () => {
    const member = await newMember(db());
    const trial = await newMember(db(), { trial: true });
    const centre = (await get('/wps/agent/centre', member.auth)).json();
    expect(centre.value).toMatchObject({ available: false, level: null });
    for (const url of [
      '/wps/agent/team/overview',
      '/wps/agent/downlines',
      '/wps/agent/team/betting',
      '/wps/agent/income',
    ]) {
      const asMember = await get(url, member.auth);
      expect([asMember.statusCode, asMember.json().code]).toEqual([403, 'agent.not_agent']);
      const asTrial = await get(url, trial.auth);
      expect([asTrial.statusCode, asTrial.json().code]).toEqual([403, 'auth.trial_refused']);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('each level opens what it may: a lower sub-agent only, and an affiliate level opens no accounts', async () => {
    const { agent, sub } = await teams();
    const centre = (await get('/wps/agent/centre', agent.auth)).json().value;
    expect(centre.level).toMatchObject({ code: 1, name: 'General agent', openAccounts: true });
    expect(centre.lowerLevels.map((l: { code: number }) => l.code)).toEqual([2, 41, 42]);
    expect(centre.entries).toMatchObject({ dividend: false, salary: false });

    const opened = await sealed('/wps/agent/downlines', agent.auth, {
      username: 'lvl_two_a',
      password: 'secret12',
      memberType: 2,
    });
    expect(opened.json().value).toMatchObject({ username: 'lvl_two_a', memberType: 2 });
    const same = await sealed('/wps/agent/downlines', sub.auth, {
      username: 'lvl_same',
      password: 'secret12',
      memberType: 41,
    });
    expect([same.statusCode, same.json().code]).toEqual([400, 'agent.level_not_lower']);
    const higher = await sealed('/wps/agent/downlines', sub.auth, {
      username: 'lvl_high',
      password: 'secret12',
      memberType: 1,
    });
    expect(higher.json().code).toBe('agent.level_not_lower');

    const affiliate = await newMember(db(), { isAgent: 42 });
    const refused = await sealed('/wps/agent/downlines', affiliate.auth, { username: 'lvl_aff', password: 'secret12' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'agent.cannot_open_accounts']);
    const transactions = await get('/wps/relay/ODSFE2_TeamTransDet', affiliate.auth);
    expect(transactions.statusCode).toBe(403);

    // The new sub-agent is in the agent's team at once, one level down.
    const list = (await get('/wps/agent/downlines?search=lvl_two', agent.auth)).json().value;
    expect(list.list).toMatchObject([{ username: 'lvl_two_a', type: 2, depth: 1 }]);
  });
});

describe('an agent never sees outside its team', () => {
  it('a sibling team’s downline and another brand’s member are refused on every call naming them', async () => {
    const { agent, sub, siblingPlayer } = await teams();
    const other = await createMerchant(db(), { code: `AG${Date.now()}` });
    const foreign = await newMember(db(), { merchantId: other.id });
    for (const id of [siblingPlayer.member.id, foreign.member.id, agent.member.id, 999_999]) {
      for (const url of [
        `/wps/agent/team/overview?downlineId=${id}`,
        `/wps/agent/team/betting?downlineId=${id}`,
        `/wps/agent/team/profit-loss?downlineId=${id}`,
        `/wps/agent/downlines?downlineId=${id}`,
        `/wps/agent/downlines/${id}`,
        `/wps/relay/ODSFE2_TeamTransDet?downlineId=${id}`,
      ]) {
        const res = await get(url, agent.auth);
        expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'agent.not_in_team']);
      }
    }
    // The sub-agent cannot look up at its own upline either.
    expect((await get(`/wps/agent/downlines/${agent.member.id}`, sub.auth)).json().code).toBe('agent.not_in_team');
  });
});

describe('team reports', () => {
  it('team betting and user profit and loss add up the whole team, a downline, or the direct level only', async () => {
    const { agent, sub, player, siblingPlayer } = await teams();
    await fund(db(), player.member.id, 10_000n);
    await fund(db(), sub.member.id, 10_000n);
    await fund(db(), siblingPlayer.member.id, 10_000n);
    await play(player.member.id, 1_000n, 300n);
    await play(player.member.id, 500n, 1_500n);
    await play(sub.member.id, 200n, 0n);
    await play(siblingPlayer.member.id, 4_000n, 0n);

    const whole = await betting(agent.auth);
    expect(whole.totals).toMatchObject({ bets: 3, stake: '17.00', winLoss: '1.00' });
    expect(whole.list.map((r) => [r.label, r.stake])).toEqual([
      [player.member.username, '15.00'],
      [sub.member.username, '2.00'],
    ]);
    const direct = await betting(agent.auth, '&scope=direct');
    expect(direct.totals).toMatchObject({ bets: 1, stake: '2.00' });
    const ofSub = await betting(agent.auth, `&downlineId=${sub.member.id}`);
    expect(ofSub.totals.stake).toBe('17.00');
    const byVendor = await betting(agent.auth, '&groupBy=vendor');
    expect(byVendor.list).toMatchObject([{ key: 'PXG', stake: '17.00', bets: 3 }]);
    const byCategory = await betting(agent.auth, '&groupBy=category');
    expect(byCategory.list.reduce((s, r) => s + r.bets, 0)).toBe(3);

    const pl = (await get('/wps/agent/team/profit-loss?range=today&sort=profitLoss', agent.auth)).json().value;
    expect(pl.totals).toMatchObject({ stake: '17.00', winLoss: '1.00', profitLoss: '1.00' });
    expect(pl.list.map((r: { username: string; profitLoss: string }) => [r.username, r.profitLoss])).toEqual([
      [player.member.username, '3.00'],
      [sub.member.username, '-2.00'],
    ]);

    const overview = (await get('/wps/agent/team/overview?range=today', agent.auth)).json().value;
    expect(overview).toMatchObject({
      members: 2,
      newRegistrations: 2,
      activeMembers: 2,
      stake: '17.00',
      teamBalance: '201.00',
    });
    expect(overview.agents.find((a: { code: number }) => a.code === 41).count).toBe(1);
  });

  it('moving a member with its team moves every figure to the new upline and keeps the closure right', async () => {
    const { agent, sub, player, sibling } = await teams();
    await fund(db(), player.member.id, 5_000n);
    await play(player.member.id, 700n, 0n);
    expect((await betting(agent.auth)).totals.stake).toBe('7.00');
    const moved = await moveMember(db(), MERCHANT, {
      username: sub.member.username,
      uplineUsername: sibling.member.username,
      actor: 'test',
      reason: 'reorganised',
    });
    expect(moved.teamSize).toBe(2);
    expect((await betting(agent.auth)).totals.stake).toBe('0.00');
    expect((await betting(sibling.auth)).totals.stake).toBe('7.00');
    const depth = await db()
      .selectFrom('member_closure')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', player.member.id)
      .orderBy('depth')
      .execute();
    expect(depth.map((r) => [Number(r.ancestor_id), Number(r.depth)])).toEqual([
      [player.member.id, 0],
      [sub.member.id, 1],
      [sibling.member.id, 2],
    ]);
    await expect(
      moveMember(db(), MERCHANT, {
        username: sub.member.username,
        uplineUsername: player.member.username,
        actor: 't',
        reason: '',
      }),
    ).rejects.toMatchObject({ code: 'agent.not_agent' });
    await expect(
      moveMember(db(), MERCHANT, {
        username: sibling.member.username,
        uplineUsername: sub.member.username,
        actor: 't',
        reason: '',
      }),
    ).rejects.toMatchObject({ code: 'agent.move_cycle' });
    const record = await db()
      .selectFrom('member_upline_moves')
      .selectAll()
      .where('member_id', '=', sub.member.id)
      .execute();
    expect(record).toMatchObject([{ reason: 'reorganised', team_size: 2 }]);
  });
});

describe('affiliate codes', () => {
  it('a code made by the agent registers a sub-agent in its team and counts the registration', async () => {
    const agent = await newMember(db(), { isAgent: 2 });
    const made = await post('/wps/agent/affiliate-codes', agent.auth, { label: 'Beach flyers', memberType: 41 });
    const code = made.json().value.code as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const refused = await post('/wps/agent/affiliate-codes', agent.auth, { label: 'x', memberType: 1 });
    expect(refused.json().code).toBe('agent.level_not_lower');
    const c = accountsClient(t, { ip: '198.51.100.77' });
    expect((await c.get(`/wps/agent/affiliate?code=${code.toLowerCase()}`)).json().value).toMatchObject({
      valid: true,
    });
    await c.captcha();
    const reg = await c.register({
      username: 'via_code_1',
      password: 'secret12',
      confirmPassword: 'secret12',
      captcha: 'abcd',
      affiliateCode: code,
      login: true,
    });
    expect(reg.json().success).toBe(true);
    const list = (await get('/wps/agent/downlines?search=via_code', agent.auth)).json().value.list;
    expect(list).toMatchObject([{ username: 'via_code_1', type: 41, depth: 1 }]);
    const codes = (await get('/wps/agent/affiliate-codes', agent.auth)).json().value.list;
    expect(codes).toMatchObject([{ code, label: 'Beach flyers', memberType: 41, registrations: 1 }]);
  });
});

describe('transfer to downline', () => {
  it('moves money through the ledger with the payment password, only where the brand allows and only in the team', async () => {
    const agent = await newPayingMember(db(), { isAgent: 1 });
    const player = await newMember(db(), { uplineId: agent.member.id });
    const stranger = await newMember(db());
    await fund(db(), agent.member.id, 10_000n);
    const body = (downlineId: number, clientKey: string, paymentPassword = '246810') => ({
      downlineId,
      amount: '25.00',
      paymentPassword,
      clientKey,
    });
    const url = '/wps/relay/passwordCheck/MCS2_transferDownline';
    const merchant = (await merchantsRepository.listAll(db())).find((m) => m.id === MERCHANT)!;
    await configureAgents(db(), merchant, { downlineTransfer: false });
    expect((await sealed(url, agent.auth, body(player.member.id, 'down-key-1'))).json().code).toBe(
      'agent.transfer_disabled',
    );
    await configureAgents(db(), merchant, { downlineTransfer: true });
    expect((await sealed(url, agent.auth, body(stranger.member.id, 'down-key-2'))).json().code).toBe(
      'agent.not_in_team',
    );
    expect((await sealed(url, agent.auth, body(player.member.id, 'down-key-3', '000000'))).json().code).toBe(
      'wallet.payment_password_invalid',
    );
    const sent = await sealed(url, agent.auth, body(player.member.id, 'down-key-4'));
    expect(sent.json().value).toMatchObject({
      amount: '25.00',
      downline: player.member.username,
      mainBalance: '75.00',
    });
    expect(await balanceOf(db(), player.member.id)).toBe(2_500n);
    const details = (await get('/wps/relay/ODSFE2_TeamTransDet?range=today&type=transfer', agent.auth)).json().value;
    expect(details.list).toMatchObject([
      { username: player.member.username, kind: 'downline_transfer', amount: '25.00' },
    ]);
    // A downline on a time-out cannot be funded by its upline (issue 30): nothing moves.
    await takeTimeOut(
      db(),
      { merchantId: MERCHANT, memberId: player.member.id, places: 2, actor: 'member' },
      7,
      new Date(),
    );
    expect((await sealed(url, agent.auth, body(player.member.id, 'down-key-5'))).json().code).toBe(
      'rg.member_excluded',
    );
    expect(await balanceOf(db(), player.member.id)).toBe(2_500n);
  });
});
