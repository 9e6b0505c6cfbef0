import { beforeAll, describe, expect, it } from 'vitest';
import { bonusesByDay, businessDayAt } from '../../../test/bonus-days.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { balanceOf, expectLedgerSound, fund } from '../../../test/factories/ledger.ts';
import { createMember, newPayingMember } from '../../../test/factories/members.ts';
import { deliverToMissions, missionCtx, runningMission } from '../../../test/mission-fixtures.ts';
import { depositByWebhook } from '../../../test/promotion-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { registerMissionHooks } from './missions.plugin.ts';
import { claimMission, missionSummary } from './missions.usecases.ts';

/**
 * Progress from settled bets and deposits, counted once whatever is delivered again; a reward
 * claimed once per period (also under 50 simultaneous claims) through the ledger; responsible
 * gaming's exclusions respected. After every test the ledger balances and `ledger:check`
 * (mission claims and prizes included) finds nothing.
 */
const database = useTestDatabase({
  afterEachTest: async (db) => {
    await expectLedgerSound(db);
    const money = await checkMoney(db);
    expect(money.domain).toEqual([]);
  },
});
const db = () => database().db;
beforeAll(registerMissionHooks);
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );
const mine = async (memberId: number, missionId: number) =>
  (await missionSummary(db(), missionCtx(memberId), new Date())).missions.find((m) => m.id === missionId)!;

async function player() {
  const { member } = await newPayingMember(db());
  await fund(db(), member.id, 100_000n);
  return member;
}

describe('progress from the play record', () => {
  it('rounds and valid bet count each settled bet once, also when its events are delivered again', async () => {
    const rounds = await runningMission(db(), { kind: 'rounds', target: '3', reward: '2.00' });
    const wager = await runningMission(db(), { kind: 'wager', target: '50.00', reward: '5.00' });
    const member = await player();
    await settledGameBet(db(), member.id, 1_000n, 0n);
    await settledGameBet(db(), member.id, 2_000n, 4_000n);
    await deliverToMissions(db());
    // Every event handed over again (the cursor moved back): nothing counts twice.
    await db()
      .updateTable('play_event_cursors')
      .set({ last_id: 0 })
      .where('subscriber', '=', 'missions.progress')
      .execute();
    await deliverToMissions(db());
    expect(await mine(member.id, rounds.id)).toMatchObject({
      progress: '2',
      target: '3',
      percent: 66,
      state: 'in_progress',
    });
    expect(await mine(member.id, wager.id)).toMatchObject({ progress: '30.00', target: '50.00', percent: 60 });
    await settledGameBet(db(), member.id, 3_000n, 0n);
    await deliverToMissions(db());
    const summary = await missionSummary(db(), missionCtx(member.id), new Date());
    expect(summary.missions.find((m) => m.id === rounds.id)).toMatchObject({ progress: '3', state: 'claimable' });
    expect(summary.missions.find((m) => m.id === wager.id)).toMatchObject({ progress: '50.00', state: 'claimable' });
    expect(summary.claimable).toBeGreaterThanOrEqual(2);
    expect(new Date(summary.missions[0]!.resetsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('a multiplier mission counts only wins at or above its multiple, in its category', async () => {
    const member = await player();
    await settledGameBet(db(), member.id, 1_000n, 0n);
    const { category } = await db()
      .selectFrom('bets')
      .select('category')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const other = category === 'LIVE' ? 'RNG' : 'LIVE';
    const x5 = await runningMission(db(), {
      kind: 'multiplier',
      multiplier: '5',
      target: '1',
      category: category as 'RNG',
    });
    const elsewhere = await runningMission(db(), { kind: 'multiplier', multiplier: '2', target: '1', category: other });
    await settledGameBet(db(), member.id, 1_000n, 4_900n);
    await deliverToMissions(db());
    expect((await mine(member.id, x5.id)).progress).toBe('0');
    await settledGameBet(db(), member.id, 1_000n, 5_000n);
    await deliverToMissions(db());
    expect(await mine(member.id, x5.id)).toMatchObject({ progress: '1', multiplier: '5.00', state: 'claimable' });
    expect((await mine(member.id, elsewhere.id)).progress).toBe('0');
  });

  it('a deposit mission counts each credited deposit once, whatever the webhook repeats', async () => {
    const deposit = await runningMission(db(), { kind: 'deposit', target: '100.00', reward: '3.00' });
    const member = await createMember(db());
    await depositByWebhook(db(), member, 6_000n, 3);
    expect((await mine(member.id, deposit.id)).progress).toBe('60.00');
    await depositByWebhook(db(), member, 5_000n);
    expect(await mine(member.id, deposit.id)).toMatchObject({ progress: '100.00', state: 'claimable' });
  });

  it('sign-in days count distinct business days with a session', async () => {
    const login = await runningMission(db(), { kind: 'login_days', cadence: 'weekly', target: '1', reward: '0.50' });
    const { member } = await newPayingMember(db());
    expect(await mine(member.id, login.id)).toMatchObject({ progress: '1', state: 'claimable' });
    await claimMission(db(), missionCtx(member.id), login.id, new Date());
    expect(await balanceOf(db(), member.id)).toBe(50n);
  });

  it('a member on a time-out makes no progress and cannot claim (responsible gaming)', async () => {
    const rounds = await runningMission(db(), { kind: 'rounds', target: '1' });
    const member = await player();
    await takeTimeOut(db(), { merchantId: 1, memberId: member.id, places: 2, actor: 'member' }, 1, new Date());
    await settledGameBet(db(), member.id, 1_000n, 0n).catch(() => undefined);
    await deliverToMissions(db());
    expect((await mine(member.id, rounds.id)).progress).toBe('0');
    expect(await code(claimMission(db(), missionCtx(member.id), rounds.id, new Date()))).toMatch(/^rg\./);
  });
});

describe('claims', () => {
  it('pays the reward to the main wallet once per period; refuses an unfinished or paused mission', async () => {
    const rounds = await runningMission(db(), { kind: 'rounds', target: '2', reward: '7.25' });
    const member = await player();
    await settledGameBet(db(), member.id, 1_000n, 0n);
    await deliverToMissions(db());
    expect(await code(claimMission(db(), missionCtx(member.id), rounds.id, new Date()))).toBe('missions.not_completed');
    await settledGameBet(db(), member.id, 1_000n, 0n);
    await deliverToMissions(db());
    const before = await balanceOf(db(), member.id);
    const claimed = await claimMission(db(), missionCtx(member.id), rounds.id, new Date());
    expect(claimed.reward).toBe('7.25');
    expect((await balanceOf(db(), member.id)) - before).toBe(725n);
    expect(await code(claimMission(db(), missionCtx(member.id), rounds.id, new Date()))).toBe(
      'missions.already_claimed',
    );
    expect((await mine(member.id, rounds.id)).state).toBe('claimed');
    expect(await code(claimMission(db(), missionCtx(member.id), 999_999, new Date()))).toBe('missions.not_found');
  });

  it('50 simultaneous claims pay once', { timeout: 60_000 }, async () => {
    const rounds = await runningMission(db(), { kind: 'rounds', target: '1', reward: '3.00' });
    const member = await player();
    await settledGameBet(db(), member.id, 1_000n, 0n);
    await deliverToMissions(db());
    const before = await balanceOf(db(), member.id);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => claimMission(db(), missionCtx(member.id), rounds.id, new Date())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await balanceOf(db(), member.id)) - before).toBe(300n);
    expect(Object.values(await bonusesByDay(db(), member.id))).toEqual([300n]);
    const postings = await db()
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', 'like', 'mission:claim:%')
      .where('metadata', 'like', `%"missionId":${rounds.id},%`)
      .execute();
    expect(postings).toHaveLength(1);
  });
});

describe('bonus cost in the play record', () => {
  it('a claimed reward adds its amount to the bonuses of the day it is claimed, once', async () => {
    const rounds = await runningMission(db(), { kind: 'rounds', target: '1', reward: '4.20' });
    const member = await player();
    await settledGameBet(db(), member.id, 1_000n, 0n);
    await deliverToMissions(db());
    const now = new Date();
    await claimMission(db(), missionCtx(member.id), rounds.id, now);
    expect(await code(claimMission(db(), missionCtx(member.id), rounds.id, now))).toBe('missions.already_claimed');
    expect(await bonusesByDay(db(), member.id)).toEqual({ [await businessDayAt(db(), now)]: 420n });
  });
});
