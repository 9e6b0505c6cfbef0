import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-db.ts';
import { fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { deliverPlayEvents } from '../play-record/play-events.ts';
import { randomUUID } from 'node:crypto';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { agentContext } from './agent-access.ts';
import { teamTransactions } from './agent-money.usecases.ts';
import { moveMember } from './agents-admin.usecases.ts';
import { MONEY_MOVEMENT_LISTENERS } from '../play-record/money-movements.port.ts';
import { recordMoneyMovement } from '../play-record/play-record.usecases.ts';
import { checkTeamPlay, rebuildTeamPlay, teamPlaySubscriber } from './team-play.ts';
import { checkTeamMemberPeriods, rebuildTeamMemberPeriods } from './team-member-periods-stats.ts';
import { teamMembersMoneyListener, teamMembersSubscriber } from './team-member-periods.ts';
import type { Subject } from './team-subject.ts';
import { teamRepository } from './team.repository.ts';

/**
 * The team roll-ups (team-play.ts) answer exactly what the member roll-ups summed over the team
 * answer, whether the subscriber has handled the events or not, across corrections and moves;
 * and `stats:check`'s comparison finds a drifted row that `stats:rebuild` mends.
 */
const database = useTestDatabase();
const db = () => database().db;
const ALL = { fromDay: '2000-01-01', toDay: '2999-12-31' };
const TODAY = new Date().toISOString().slice(0, 10);
/** Ranges read as whole months, as days, and as a month less its other days (period-buckets.ts). */
const RANGES = [
  ALL,
  { fromDay: TODAY, toDay: TODAY },
  { fromDay: '2026-01-03', toDay: TODAY },
  { fromDay: '2025-12-20', toDay: '2026-01-02' },
  { fromDay: `${TODAY.slice(0, 7)}-01`, toDay: '2999-12-31' },
];
if (!MONEY_MOVEMENT_LISTENERS.includes(teamMembersMoneyListener))
  MONEY_MOVEMENT_LISTENERS.push(teamMembersMoneyListener);
let round = 0;

async function play(memberId: number, vendorCode: string, stake: bigint, payout: bigint, extra = 0n) {
  const id = `tp-${++round}`;
  const base = { merchantId: MERCHANT, vendorCode, memberId };
  await gameWallet.bet(db(), { ...base, transactionId: `${id}-b`, round: id, amount: minor(stake) });
  await gameWallet.win(db(), {
    ...base,
    transactionId: `${id}-w`,
    referenceTransactionId: `${id}-b`,
    round: id,
    amount: minor(payout),
  });
  // A second win on a settled bet corrects it (a "corrected" event).
  if (extra > 0n)
    await gameWallet.win(db(), {
      ...base,
      transactionId: `${id}-x`,
      referenceTransactionId: `${id}-b`,
      round: id,
      amount: minor(extra),
    });
}

/** Whole team (roll-up) and the same team read straight from the member roll-ups (a depth bound skips the roll-up). */
async function expectSameAsMembers(rootId: number, minDepth: 0 | 1) {
  const team: Subject = { rootId, minDepth, maxDepth: null };
  const straight: Subject = { rootId, minDepth, maxDepth: 1_000 };
  const sorted = <T extends { key: string }>(rows: T[]) => [...rows].sort((a, b) => a.key.localeCompare(b.key));
  for (const by of ['day', 'category', 'none'] as const)
    expect(sorted(await teamRepository.play(db(), team, ALL, by))).toEqual(
      sorted(await teamRepository.play(db(), straight, ALL, by)),
    );
  expect(sorted(await teamRepository.vendorPlay(db(), team, ALL))).toEqual(
    sorted(await teamRepository.vendorPlay(db(), straight, ALL)),
  );
  return (await teamRepository.play(db(), team, ALL, 'none'))[0]!;
}

/** The per-member reads (P&L, betting by member, active members) against one plain group-by of both roll-ups. */
async function expectMembersAsPlain(rootId: number, minDepth: 0 | 1) {
  for (const range of RANGES) await expectMembersAsPlainIn(rootId, minDepth, range);
}

async function expectMembersAsPlainIn(rootId: number, minDepth: 0 | 1, range: typeof ALL) {
  const s: Subject = { rootId, minDepth, maxDepth: null };
  const days = sql`and day >= ${range.fromDay} and day <= ${range.toDay}`;
  const { rows } = await sql<Record<string, unknown>>`
    select member_id, sum(bets) as bets, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout,
      sum(win_loss) as win_loss, sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses
    from (
      select member_id, bets, stake, valid_bet, payout, win_loss, 0 as deposits, 0 as withdrawals, 0 as bonuses
      from member_day_play where member_id in (select descendant_id from member_closure where ancestor_id = ${rootId} and depth >= ${minDepth}) ${days}
      union all
      select member_id, 0, 0, 0, 0, 0, deposits, withdrawals, bonuses
      from member_day_money where member_id in (select descendant_id from member_closure where ancestor_id = ${rootId} and depth >= ${minDepth}) ${days}
    ) x group by member_id`.execute(db());
  const n = (v: unknown) => BigInt(String(v ?? 0).split('.')[0] || '0');
  const plain = rows.map((r) => ({
    key: String(r.member_id),
    bets: Number(r.bets),
    stake: n(r.stake),
    validBet: n(r.valid_bet),
    payout: n(r.payout),
    winLoss: n(r.win_loss),
    deposits: n(r.deposits),
    withdrawals: n(r.withdrawals),
    bonuses: n(r.bonuses),
  }));
  const byKey = (a: { key: string }, b: { key: string }) => Number(a.key) - Number(b.key);
  const page = { limit: 100, offset: 0, desc: true };
  const pl = await teamRepository.profitLossPage(db(), s, range, 'profitLoss', page);
  expect(pl.total).toBe(plain.length);
  expect([...pl.rows].sort(byKey)).toEqual([...plain].sort(byKey));
  // Betting by member: the members with play (here every play row has a bet), their play figures.
  const playing = plain
    .filter((r) => r.bets > 0)
    .map((r) => ({
      key: r.key,
      bets: r.bets,
      stake: r.stake,
      validBet: r.validBet,
      payout: r.payout,
      winLoss: r.winLoss,
    }));
  const betting = await teamRepository.memberPlayPage(db(), s, range, 'stake', page);
  expect(betting.total).toBe(playing.length);
  expect([...betting.rows].sort(byKey)).toEqual(playing.sort(byKey));
  const active = await teamRepository.moneyAndActive(db(), s, range, { minStake: 0n, minDeposits: 0n });
  expect(active.active).toBe(plain.filter((r) => r.stake > 0n || r.deposits > 0n).length);
  expect(active.deposits).toBe(plain.reduce((t, r) => t + r.deposits, 0n));
  const strict = await teamRepository.moneyAndActive(db(), s, range, { minStake: 500n, minDeposits: 1_000n });
  expect(strict.active).toBe(plain.filter((r) => r.stake >= 500n || r.deposits >= 1_000n).length);
}

const deliver = () => deliverPlayEvents(db(), [teamPlaySubscriber, teamMembersSubscriber], { waitMs: 5_000 });
const expectChecksClean = async () => {
  expect(await checkTeamPlay(db(), MERCHANT)).toEqual([]);
  expect(await checkTeamMemberPeriods(db(), MERCHANT)).toEqual([]);
};

describe('team play roll-ups', () => {
  it('equal the member roll-ups with events pending or handled, through corrections and moves, and never cross teams', async () => {
    // agent → sub → p1, p2; agent → p3 (direct); sibling → q1.
    const agent = await newMember(db(), { isAgent: 1 });
    const sub = await newMember(db(), { isAgent: 41, uplineId: agent.member.id });
    const p1 = await newMember(db(), { uplineId: sub.member.id });
    const p2 = await newMember(db(), { uplineId: sub.member.id });
    const p3 = await newMember(db(), { uplineId: agent.member.id });
    const sibling = await newMember(db(), { isAgent: 1 });
    const q1 = await newMember(db(), { uplineId: sibling.member.id });
    for (const m of [p1, p2, p3, q1, sub]) await fund(db(), m.member.id, 100_000n);

    await play(p1.member.id, 'PXG', 700n, 0n);
    await play(p2.member.id, 'PXG', 300n, 900n, 100n);
    await play(sub.member.id, 'PXG', 200n, 50n);
    await play(q1.member.id, 'PXG', 5_000n, 0n);
    // Money on some days of some members (one with money and no play).
    const money = (memberId: number, day: string, deposits: bigint, withdrawals: bigint) =>
      recordMoneyMovement(db(), {
        merchantId: MERCHANT,
        memberId,
        day,
        deposits: minor(deposits),
        depositCount: 1,
        withdrawals: minor(withdrawals),
        bonuses: minor(25n),
      });
    await money(p1.member.id, '2026-01-02', 1_500n, 0n);
    await money(p3.member.id, '2026-01-03', 800n, 300n);
    await money(q1.member.id, '2026-01-03', 9_000n, 0n);
    await money(p2.member.id, TODAY, 600n, 0n);
    const every = async () => {
      for (const id of [agent.member.id, sibling.member.id, sub.member.id]) await expectSameAsMembers(id, 1);
      for (const id of [sub.member.id, p1.member.id]) await expectSameAsMembers(id, 0);
      for (const id of [agent.member.id, sibling.member.id, sub.member.id]) await expectMembersAsPlain(id, 1);
      await expectMembersAsPlain(sub.member.id, 0);
    };
    // Nothing handled yet: the pending events make the whole answer.
    await every();
    expect(
      (await teamRepository.play(db(), { rootId: agent.member.id, minDepth: 1, maxDepth: null }, ALL, 'none'))[0],
    ).toMatchObject({
      bets: 3,
      stake: 1_200n,
    });
    await deliver();
    await every();
    await play(p3.member.id, 'PXG', 400n, 0n, 40n);
    await play(p1.member.id, 'PXG', 100n, 300n);
    await every();

    // A move with events pending (p1's last bet) and handled: the sub's team leaves the agent for the sibling.
    await moveMember(db(), MERCHANT, {
      username: sub.member.username,
      uplineUsername: sibling.member.username,
      actor: 'test',
      reason: 'team play',
    });
    await every();
    await expectChecksClean();
    const agentAfter = await expectSameAsMembers(agent.member.id, 1);
    expect(agentAfter).toMatchObject({ bets: 1, stake: 400n }); // only p3 is left
    const siblingAfter = await expectSameAsMembers(sibling.member.id, 1);
    expect(siblingAfter.bets).toBe(5); // q1, sub, p1 twice, p2
    await deliver();
    await every();
    await expectChecksClean();

    // Back under the agent, then to the top of the tree.
    await moveMember(db(), MERCHANT, {
      username: sub.member.username,
      uplineUsername: agent.member.username,
      actor: 't',
      reason: '',
    });
    await play(p2.member.id, 'PXG', 250n, 0n);
    await every();
    await moveMember(db(), MERCHANT, { username: sub.member.username, uplineUsername: null, actor: 't', reason: '' });
    await every();
    await deliver();
    await every();
    await expectChecksClean();
  });

  it('a drifted team row is found by the check and mended by the rebuild, pending events and all', async () => {
    const agent = await newMember(db(), { isAgent: 1 });
    const player = await newMember(db(), { uplineId: agent.member.id });
    await fund(db(), player.member.id, 10_000n);
    await play(player.member.id, 'PXG', 500n, 0n);
    await deliver();
    await play(player.member.id, 'PXG', 200n, 0n);
    await expectChecksClean();
    await sql`update team_day_play set stake = stake + 1 where ancestor_id = ${agent.member.id}`.execute(db());
    const drifted = await checkTeamPlay(db(), MERCHANT);
    expect(drifted).toMatchObject([
      { agentId: agent.member.id, stored: { stake: '701' }, recomputed: { stake: '700' } },
    ]);
    await rebuildTeamPlay(db(), MERCHANT);
    await sql`update team_member_periods set stake = stake + 2 where ancestor_id = ${agent.member.id}`.execute(db());
    expect(await checkTeamMemberPeriods(db(), MERCHANT)).toHaveLength(2); // the day and its month
    await rebuildTeamMemberPeriods(db(), MERCHANT);
    await expectChecksClean();
    await expectMembersAsPlain(agent.member.id, 1);
    await expectSameAsMembers(agent.member.id, 1);
    await deliver();
    await expectChecksClean();
    expect(await expectSameAsMembers(agent.member.id, 1)).toMatchObject({ bets: 2, stake: 700n });
  });

  it('downline transactions page by keyset as by page number, and show only the team', async () => {
    const agent = await newMember(db(), { isAgent: 1 });
    const players = [
      await newMember(db(), { uplineId: agent.member.id }),
      await newMember(db(), { uplineId: agent.member.id }),
    ];
    const outsider = await newMember(db());
    const house = await ensureSystemAccount(db(), MERCHANT, 'house', 'USD');
    const deposit = async (memberId: number, amount: bigint) => {
      const account = await ensureMemberAccount(db(), MERCHANT, memberId, 'main', 'USD');
      await postTransaction(db(), {
        merchantId: MERCHANT,
        kind: 'deposit',
        idempotencyKey: `tp-deposit:${randomUUID()}`,
        legs: [
          { accountId: house.id, amount: minor(-amount) },
          { accountId: account.id, amount: minor(amount) },
        ],
      });
    };
    for (let i = 1; i <= 5; i++) await deposit(players[i % 2]!.member.id, BigInt(i * 100));
    await deposit(outsider.member.id, 999n);
    const ctx = await agentContext(db(), agent.member, { merchantId: MERCHANT, places: 2, language: 'en' });
    const query = { range: 'today' as const, scope: 'team' as const, pageSize: 2 };
    const byNumber = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) byNumber.push(await teamTransactions(db(), ctx, { ...query, pageNo }));
    expect(byNumber.map((p) => p.total)).toEqual([5, 5, 5]);
    const ids = byNumber.flatMap((p) => p.list.map((r) => r.id));
    expect(ids).toHaveLength(5);
    expect(byNumber.flatMap((p) => p.list.map((r) => r.amount))).not.toContain('9.99');
    const byKey = [await teamTransactions(db(), ctx, { ...query, pageNo: 1 })];
    while (byKey.at(-1)!.list.length === 2)
      byKey.push(
        await teamTransactions(db(), ctx, { ...query, pageNo: 1, beforeId: Number(byKey.at(-1)!.list.at(-1)!.id) }),
      );
    expect(byKey.flatMap((p) => p.list.map((r) => r.id))).toEqual(ids);
    expect(byKey.map((p) => p.total)).toEqual([5, 5, 5]);
  });
});
