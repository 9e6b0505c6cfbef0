import { describe, expect, it } from 'vitest';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { bonusesByDay } from '../../../test/bonus-days.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { itOnPostgres, sameDatabasePool, useTestDatabase } from '../../../test/test-db.ts';
import { createTestLadder, grow } from '../../../test/vip-fixtures.ts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { membersPort } from '../members/members.port.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { deliverPlayEvents } from '../play-record/play-events.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { manualClock, runnerOn } from '../../../test/jobs-fixtures.ts';
import { vipSchedules } from './vip-jobs.ts';
import { payBirthdays, reviewDueMembers } from './vip-review.usecases.ts';
import { vipBetSubscriber, vipDepositListener } from './vip-sources.ts';
import { vipPort } from './vip.port.ts';
import { vipRepository } from './vip.repository.ts';
import { memberVip, setBirthday, setMemberLevel, vipInfo } from './vip.usecases.ts';
import { CLUB_LABEL_SOURCE } from '../members/club-label.port.ts';
import { clubLabelFromLevel } from './vip-sources.ts';

/*
 * VIP levels on a four-rung ladder (test/vip-fixtures.ts): growth counted once per source, promotion
 * at once with each level-up reward paid once, and monthly reviews that keep or demote.
 */
const database = useTestDatabase({
  prepare: async (db) => {
    await createTestLadder(db);
    CLUB_LABEL_SOURCE.current = clubLabelFromLevel;
  },
  // The ledger and every domain row against it, VIP rewards included (ledger:check).
  afterEachTest: expectMoneySound,
});
const db = (): Db => database().db;
const ctx = (memberId: number) => ({ merchantId: DEFAULT_MERCHANT, memberId, language: 'en' });
const rankOf = async (memberId: number) => (await vipInfo(db(), ctx(memberId), new Date())).level?.rankLevel;
const historyOf = async (memberId: number) =>
  (await memberVip(db(), ctx(memberId), new Date())).history.map((h) => `${h.reason}:${h.fromRank}>${h.toRank}`);

let betSeq = 0;
/** A "bet settled" event as the play record writes it, with the valid bet it stored. */
async function betEvent(memberId: number, at: string, validBet: bigint, change = validBet) {
  const betId = 800_000 + ++betSeq;
  const figures = { stake: `${validBet}`, validBet: `${validBet}`, payout: '0', winLoss: `${-validBet}` };
  await db()
    .insertInto('play_events')
    .values({
      merchant_id: DEFAULT_MERCHANT,
      member_id: memberId,
      bet_id: betId,
      kind: change === validBet ? 'settled' : 'corrected',
      payload: JSON.stringify({
        betId,
        category: 'SPORTS',
        vendorCode: 'TF',
        day: at.slice(0, 10),
        hour: at.slice(0, 13),
        ...figures,
        change: { ...figures, validBet: `${change}` },
      }),
      created_at: at,
    })
    .execute();
}

describe('growth', () => {
  it('counts each settled bet’s stored valid bet and each deposit once, however often they are delivered', async () => {
    const member = await createMember(db());
    await betEvent(member.id, '2026-03-02T10:00:00.000Z', 300n);
    // A correction lowers the stored valid bet by 100: growth follows the change.
    await betEvent(member.id, '2026-03-02T10:05:00.000Z', 200n, -100n);
    await deliverPlayEvents(db(), [vipBetSubscriber]);
    await deliverPlayEvents(db(), [vipBetSubscriber]);
    const deposit = {
      id: 77_001,
      merchantId: DEFAULT_MERCHANT,
      memberId: member.id,
      amount: 400n as never,
      ordinal: 1,
    };
    for (let i = 0; i < 2; i++)
      await inTransaction(db(), (trx) =>
        vipDepositListener.credited(trx, { ...deposit, creditedAt: '2026-03-02T11:00:00.000Z' }),
      );
    const row = await vipRepository.member(db(), member.id);
    expect(row?.growth).toBe(600n);
    expect(await rankOf(member.id)).toBe(0);
  });

  it('gives trial accounts no growth', async () => {
    const trial = await createMember(db(), { trial: true });
    await grow(db(), trial.id, 100_000n, '2026-03-02T10:00:00.000Z');
    expect(await vipRepository.member(db(), trial.id)).toBeUndefined();
  });
});

describe('promotion', () => {
  it('moves up at once and pays the level-up reward of every level crossed, each once', async () => {
    const member = await createMember(db());
    await grow(db(), member.id, 999n, '2026-03-02T10:00:00.000Z');
    expect(await rankOf(member.id)).toBe(0);
    await grow(db(), member.id, 1n, '2026-03-02T10:01:00.000Z');
    expect(await rankOf(member.id)).toBe(1);
    expect(await balanceOf(db(), member.id)).toBe(100n);
    // 10.00 -> 210.00 crosses VIP 2 and VIP 3: 5.00 + 20.00.
    await grow(db(), member.id, 20_000n, '2026-03-02T10:02:00.000Z');
    expect(await rankOf(member.id)).toBe(3);
    expect(await balanceOf(db(), member.id)).toBe(2_600n);
    expect(await historyOf(member.id)).toEqual(['promotion:1>3', 'promotion:0>1']);
    // The member's label is the level's; the port answers the level's points multiplier.
    const labels = await membersPort.labelsOf(db(), member);
    expect(labels.find((l) => l.kind === 'club')).toMatchObject({ labelName: 'VIP 3', rankLevel: 3 });
    expect(await vipPort.pointsMultiplierFor(db(), DEFAULT_MERCHANT, member.id)).toBe(17_500);
  });

  it('is reconciled against the ledger: a reward row that says more than its posting moved is reported', async () => {
    const member = await createMember(db());
    await grow(db(), member.id, 1_000n, '2026-03-02T10:00:00.000Z');
    expect((await checkMoney(db())).domain).toEqual([]);
    await db().updateTable('vip_rewards').set({ amount: 150 }).where('member_id', '=', member.id).execute();
    expect((await checkMoney(db())).domain).toEqual([
      { what: 'vip reward', id: expect.any(Number), status: 'paid', expected: '150', found: '100' },
    ]);
    await db().updateTable('vip_rewards').set({ amount: 100 }).where('member_id', '=', member.id).execute();
  });

  it('pays the level-up reward once when many growths cross the threshold at once', async () => {
    const member = await createMember(db());
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => grow(db(), member.id, 1_000n, `2026-03-03T10:00:0${i}.000Z`)),
    );
    expect(await rankOf(member.id)).toBe(2);
    expect(await balanceOf(db(), member.id)).toBe(600n);
    const rewards = (await vipRepository.rewards(db(), member.id)).map((r) => `${r.kind}:${r.status}`);
    expect(rewards).toEqual(['level_up:paid', 'level_up:paid']);
  });

  itOnPostgres('pays the level-up reward once when two instances cross the threshold at the same moment', async () => {
    const second = await sameDatabasePool(database());
    try {
      const member = await createMember(db());
      await grow(db(), member.id, 900n, '2026-03-04T10:00:00.000Z');
      await Promise.all([
        grow(db(), member.id, 500n, '2026-03-04T10:00:01.000Z'),
        grow(second.db, member.id, 500n, '2026-03-04T10:00:02.000Z'),
        grow(second.db, member.id, 500n, '2026-03-04T10:00:03.000Z'),
      ]);
      expect(await rankOf(member.id)).toBe(1);
      expect(await balanceOf(db(), member.id)).toBe(100n);
      expect(await historyOf(member.id)).toEqual(['promotion:0>1']);
      expect(await bonusesByDay(db(), member.id)).toEqual({ '2026-03-04': 100n });
    } finally {
      await second.close();
    }
  });

  it('withholds the reward of a member on a time-out: recorded once, no money', async () => {
    const member = await createMember(db());
    const now = new Date();
    await takeTimeOut(db(), { merchantId: DEFAULT_MERCHANT, memberId: member.id, places: 2, actor: 'member' }, 7, now);
    await grow(db(), member.id, 1_000n, now.toISOString(), { now });
    expect(await rankOf(member.id)).toBe(1);
    expect(await balanceOf(db(), member.id)).toBe(0n);
    expect((await vipRepository.rewards(db(), member.id)).map((r) => r.status)).toEqual(['withheld']);
  });
});

describe('reviews', () => {
  /** A member promoted to VIP 2 on 10 March 2026: kept through April, first reviewed at its end. */
  async function vip2InMarch() {
    const member = await createMember(db());
    await grow(db(), member.id, 5_000n, '2026-03-10T12:00:00.000Z');
    expect(await rankOf(member.id)).toBe(2);
    return member;
  }

  it('keeps the level when the period’s growth meets the keep threshold, then demotes one level per missed period', async () => {
    const member = await vip2InMarch();
    expect((await vipRepository.member(db(), member.id))?.reviewDueAt).toBe('2026-05-01T00:00:00.000Z');
    // Nothing is due before the review's end and its grace.
    await reviewDueMembers(db(), new Date('2026-05-01T00:01:00.000Z'));
    expect(await historyOf(member.id)).toEqual(['promotion:0>2']);
    // April: 20.00 of growth keeps VIP 2.
    await grow(db(), member.id, 2_000n, '2026-04-15T12:00:00.000Z');
    await reviewDueMembers(db(), new Date('2026-05-01T00:05:00.000Z'));
    expect(await rankOf(member.id)).toBe(2);
    // May: 19.99 misses it: VIP 1, growth back to its reach (10.00).
    await grow(db(), member.id, 1_999n, '2026-05-20T12:00:00.000Z');
    await reviewDueMembers(db(), new Date('2026-06-01T00:05:00.000Z'));
    expect(await rankOf(member.id)).toBe(1);
    expect((await vipRepository.member(db(), member.id))?.growth).toBe(1_000n);
    // Reviewing again changes nothing.
    await reviewDueMembers(db(), new Date('2026-06-01T00:06:00.000Z'));
    expect(await historyOf(member.id)).toEqual(['demotion:2>1', 'keep:2>2', 'promotion:0>2']);
    // Climbing back to VIP 2 pays no second reward for it.
    await grow(db(), member.id, 4_000n, '2026-06-02T12:00:00.000Z');
    expect(await rankOf(member.id)).toBe(2);
    expect(await balanceOf(db(), member.id)).toBe(600n);
  });

  it('catches up every period a stop missed, one level per period, down to a level that is never reviewed', async () => {
    const member = await vip2InMarch();
    await reviewDueMembers(db(), new Date('2026-09-15T00:00:00.000Z'));
    expect(await rankOf(member.id)).toBe(0);
    expect(await historyOf(member.id)).toEqual(['demotion:1>0', 'demotion:2>1', 'promotion:0>2']);
    const history = (await memberVip(db(), ctx(member.id), new Date())).history;
    expect(history.map((h) => h.periodKey)).toEqual(['2026-05', '2026-04', null]);
    expect((await vipRepository.member(db(), member.id))?.reviewDueAt).toBeNull();
  });

  it('runs on schedule through the job runner: after a stop, one slot reviews every missed period once', async () => {
    const member = await vip2InMarch();
    const clock = manualClock('2026-03-10T12:05:00.000Z');
    const runner = runnerOn(database(), { clock: clock.now });
    for (const schedule of vipSchedules()) runner.schedule(schedule);
    await runner.tick();
    expect(await rankOf(member.id)).toBe(2);
    // No server runs from March to June: April and May each miss VIP 2's and then VIP 1's keep.
    clock.advance(83 * 86_400_000);
    await runner.tick();
    await runner.tick();
    expect(await historyOf(member.id)).toEqual(['demotion:1>0', 'demotion:2>1', 'promotion:0>2']);
    await runner.tick();
    expect(await historyOf(member.id)).toHaveLength(3);
  });

  it('shows the member the review period, its growth and what is missing to keep the level', async () => {
    const member = await vip2InMarch();
    await grow(db(), member.id, 500n, '2026-04-03T12:00:00.000Z');
    const info = await vipInfo(db(), ctx(member.id), new Date('2026-04-04T00:00:00.000Z'));
    expect(info.review).toEqual({
      periodKey: '2026-04',
      periodStart: '2026-04-01T00:00:00.000Z',
      reviewAt: '2026-05-01T00:00:00.000Z',
      periodGrowth: '5.00',
      keepGrowth: '20.00',
      missingToKeep: '15.00',
    });
    expect(info.progress).toEqual({
      growth: '55.00',
      nextLevelId: info.levels[3]!.id,
      missingGrowth: '145.00',
      missingDeposit: '145.00',
      missingValidBet: '145.00',
    });
  });
});

describe('operator and birthdays', () => {
  it('moves a member by hand within the level’s growth band, recorded as an operator change', async () => {
    const member = await createMember(db());
    await setMemberLevel(db(), ctx(member.id), { rankLevel: 3, reason: 'high roller' }, 'cli', new Date());
    expect(await rankOf(member.id)).toBe(3);
    expect((await vipRepository.member(db(), member.id))?.growth).toBe(20_000n);
    await setMemberLevel(db(), ctx(member.id), { rankLevel: 1, reason: 'abuse' }, 'cli', new Date());
    expect((await vipRepository.member(db(), member.id))?.growth).toBe(1_000n);
    // The next bet does not undo the move.
    await grow(db(), member.id, 1n, new Date().toISOString());
    expect(await rankOf(member.id)).toBe(1);
    expect(await historyOf(member.id)).toEqual(['operator:3>1', 'operator:0>3']);
  });

  it('pays the birthday reward of the member’s level once a year, and takes the birthday once', async () => {
    const member = await createMember(db());
    await grow(db(), member.id, 5_000n, '2026-03-10T12:00:00.000Z');
    await setBirthday(db(), ctx(member.id), '1990-07-04', new Date());
    await expect(setBirthday(db(), ctx(member.id), '1991-07-04', new Date())).rejects.toMatchObject({
      code: 'vip.birthday_already_set',
    });
    await expect(setBirthday(db(), ctx(member.id), '2020-01-01', new Date())).rejects.toMatchObject({
      code: 'vip.birthday_invalid',
    });
    const before = await balanceOf(db(), member.id);
    expect(await payBirthdays(db(), new Date('2026-07-03T12:00:00.000Z'))).toBe(0);
    await payBirthdays(db(), new Date('2026-07-04T12:00:00.000Z'));
    await payBirthdays(db(), new Date('2026-07-04T18:00:00.000Z'));
    expect((await balanceOf(db(), member.id)) - before).toBe(200n);
    await payBirthdays(db(), new Date('2027-07-04T12:00:00.000Z'));
    expect((await balanceOf(db(), member.id)) - before).toBe(400n);
  });
});

describe('bonus cost in the play record', () => {
  it('each level-up reward adds its amount to the bonuses of the day it is paid, once', async () => {
    const member = await createMember(db());
    await grow(db(), member.id, 1_000n, '2026-03-02T10:00:00.000Z');
    await grow(db(), member.id, 1n, '2026-03-02T11:00:00.000Z'); // no new level: nothing paid
    // 10.01 -> 210.01 crosses VIP 2 and VIP 3 on another day: 5.00 + 20.00 there.
    await grow(db(), member.id, 20_000n, '2026-03-05T10:00:00.000Z');
    expect(await bonusesByDay(db(), member.id)).toEqual({ '2026-03-02': 100n, '2026-03-05': 2_500n });
  });

  it('a birthday reward counts on its day once; a withheld reward counts nothing', async () => {
    const member = await createMember(db());
    await grow(db(), member.id, 5_000n, '2026-03-10T12:00:00.000Z');
    await setBirthday(db(), ctx(member.id), '1990-08-14', new Date());
    await payBirthdays(db(), new Date('2026-08-14T12:00:00.000Z'));
    await payBirthdays(db(), new Date('2026-08-14T18:00:00.000Z'));
    expect(await bonusesByDay(db(), member.id)).toEqual({ '2026-03-10': 600n, '2026-08-14': 200n });

    const excluded = await createMember(db());
    const now = new Date();
    await takeTimeOut(
      db(),
      { merchantId: DEFAULT_MERCHANT, memberId: excluded.id, places: 2, actor: 'member' },
      7,
      now,
    );
    await grow(db(), excluded.id, 1_000n, now.toISOString(), { now });
    expect(await bonusesByDay(db(), excluded.id)).toEqual({});
  });
});
