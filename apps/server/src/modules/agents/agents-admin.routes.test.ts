import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, roleHas } from '@arcadia/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { fund, newMember } from '../../../test/wallet-fixtures.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
const inject = (method: string, url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: { Language: 'en', ...auth }, ...(payload ? { payload } : {}) });

/** agent (level 1) → sub (level 2) → player, who bet 5.00 and won 2.00 back; another agent beside. */
async function tree() {
  const agent = await newMember(db(), { isAgent: 1 });
  const sub = await newMember(db(), { isAgent: 2, uplineId: agent.member.id });
  const player = await newMember(db(), { uplineId: sub.member.id });
  const other = await newMember(db(), { isAgent: 1 });
  await fund(db(), player.member.id, 1_000n);
  const id = `cons-${player.member.id}`;
  const base = { merchantId: 1, vendorCode: 'PXG', memberId: player.member.id, round: id };
  await gameWallet.bet(db(), { ...base, transactionId: `${id}-b`, amount: minor(500n) });
  await gameWallet.win(db(), {
    ...base,
    transactionId: `${id}-w`,
    referenceTransactionId: `${id}-b`,
    amount: minor(200n),
  });
  return { agent: agent.member, sub: sub.member, player: player.member, other: other.member };
}

describe('console agent pages', () => {
  it('lists agents with their team sizes, shows an agent with its uplines and team totals, and a level of its tree', async () => {
    const { agent, sub, player } = await tree();
    const { auth } = await operatorToken(db(), 'readonly');
    const list = (await inject('GET', `/admin/api/agents?q=${agent.username}`, auth)).json().value;
    expect(list.list).toEqual([
      expect.objectContaining({ username: agent.username, type: 1, teamSize: 2, directCount: 1 }),
    ]);
    expect(list.levels.map((l: { code: number }) => l.code)).toEqual([1, 2, 41, 42]);
    const level2 = (await inject('GET', `/admin/api/agents?level=2&q=${sub.username}`, auth)).json().value;
    expect(level2.list.map((r: { username: string }) => r.username)).toEqual([sub.username]);

    const page = (await inject('GET', `/admin/api/agents/${sub.id}?range=today`, auth)).json().value;
    expect(page.agent).toMatchObject({ username: sub.username, upline: agent.username, teamSize: 1 });
    expect(page.uplines.map((u: { username: string }) => u.username)).toEqual([agent.username]);
    expect(page.team).toMatchObject({ members: 1, stake: '5.00', winLoss: '-3.00' });
    const top = (await inject('GET', `/admin/api/agents/${agent.id}?range=today`, auth)).json().value;
    expect(top.team).toMatchObject({ members: 2, stake: '5.00' });
    // A member without a team has no team figures.
    expect((await inject('GET', `/admin/api/agents/${player.id}`, auth)).json().value.team).toBeNull();

    const below = (await inject('GET', `/admin/api/agents/${agent.id}/downlines`, auth)).json().value;
    expect(below.list).toEqual([expect.objectContaining({ username: sub.username, teamSize: 1 })]);
  });

  it('moves a member with its team under another agent, keeping the closure, and leaves it in the audit log', async () => {
    const { agent, sub, player, other } = await tree();
    const { auth } = await operatorToken(db(), 'admin');
    const moved = await inject('POST', `/admin/api/agents/${sub.id}/move`, auth, {
      upline: other.username,
      reason: 'agent asked',
    });
    expect(moved.json()).toMatchObject({
      success: true,
      value: { member: sub.username, upline: other.username, teamSize: 2 },
    });
    const read = async (id: number) => (await inject('GET', `/admin/api/agents/${id}?range=today`, auth)).json().value;
    expect((await read(agent.id)).agent.teamSize).toBe(0);
    expect((await read(other.id)).team).toMatchObject({ members: 2, stake: '5.00' });
    expect((await read(player.id)).uplines.map((u: { username: string }) => u.username)).toEqual([
      sub.username,
      other.username,
    ]);
    // Under its own downline: refused, nothing changes.
    const cycle = await inject('POST', `/admin/api/agents/${sub.id}/move`, auth, {
      upline: player.username,
      reason: 'x',
    });
    expect(cycle.statusCode).toBeGreaterThanOrEqual(400);
    const audit = (await inject('GET', `/admin/api/audit?action=move`, auth)).json().value.list;
    // Newest first: the refused move, then the move itself, each with the upline it had before.
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        target: `member=${sub.username}`,
        status: cycle.statusCode,
        before: { upline: other.username, teamSize: 1 },
      }),
      expect.objectContaining({
        target: `member=${sub.username}`,
        status: 200,
        before: { upline: agent.username, teamSize: 1 },
      }),
    ]);
  });

  it('promotes a member to an agent level, changes it, and makes it a member again', async () => {
    const { player } = await tree();
    const { auth } = await operatorToken(db(), 'admin');
    const set = (level: number) => inject('PUT', `/admin/api/agents/${player.id}/level`, auth, { level });
    expect((await set(42)).json().value).toEqual({ member: player.username, type: 42 });
    expect((await set(2)).json().value.type).toBe(2);
    expect((await set(7)).statusCode).toBe(400);
    expect((await set(0)).json().value.type).toBe(0);
  });

  it.each(OPERATOR_ROLES)(
    'role %s may look at agents and may move or change levels only with agents.write',
    async (role) => {
      const { sub, other } = await tree();
      const { auth } = await operatorToken(db(), role);
      const look = await inject('GET', `/admin/api/agents/${sub.id}`, auth);
      expect(look.statusCode).toBe(roleHas(role, 'players.read') ? 200 : 403);
      const move = await inject('POST', `/admin/api/agents/${sub.id}/move`, auth, {
        upline: other.username,
        reason: 'r',
      });
      const level = await inject('PUT', `/admin/api/agents/${sub.id}/level`, auth, { level: 41 });
      const may = roleHas(role, 'agents.write');
      expect([move.statusCode, level.statusCode]).toEqual(may ? [200, 200] : [403, 403]);
    },
  );

  it('an operator of one brand sees none of another brand’s members', async () => {
    const brand = await createMerchant(db(), { code: 'agents-console-2' });
    const { auth } = await operatorToken(db(), 'admin', brand.id);
    const { sub, other } = await tree();
    expect((await inject('GET', `/admin/api/agents/${sub.id}`, auth)).statusCode).toBe(404);
    expect((await inject('GET', `/admin/api/agents/${sub.id}/downlines`, auth)).statusCode).toBe(404);
    const move = await inject('POST', `/admin/api/agents/${sub.id}/move`, auth, {
      upline: other.username,
      reason: 'r',
    });
    expect(move.statusCode).toBe(404);
    expect((await inject('GET', `/admin/api/agents?q=${sub.username}`, auth)).json().value.list).toEqual([]);
  });
});
