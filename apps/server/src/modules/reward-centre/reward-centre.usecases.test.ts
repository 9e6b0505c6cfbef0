import { describe, expect, it } from 'vitest';
import type { RewardCentre } from '@arcadia/contracts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { fund } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { deliverToMissions, runningMission } from '../../../test/mission-fixtures.ts';
import { deliverToPromotions, depositByWebhook, runningActivity } from '../../../test/promotion-fixtures.ts';
import { later, rebateLadder, rebateSettingsOf } from '../../../test/rebate-fixtures.ts';
import { freshIp, referralProgramme, referredBy, referrer } from '../../../test/referral-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import type { Db } from '../../db/schema.ts';
import { missionsRewardSource } from '../missions/missions-reward-source.ts';
import { claimMission } from '../missions/missions.usecases.ts';
import { pointsRewardSource } from '../points/points-reward-source.ts';
import { registerPromotionHooks } from '../promotions/promotions.plugin.ts';
import { promotionsRewardSource } from '../promotions/promotions-reward-source.ts';
import { claimPromotion } from '../promotions/promotions.usecases.ts';
import { rebatesRewardSource } from '../rebates/rebates-reward-source.ts';
import { claimRebate } from '../rebates/rebates.usecases.ts';
import { referralsRewardSource } from '../referrals/referrals-reward-source.ts';
import { vipRewardSource } from '../vip/vip-reward-source.ts';
import type { RewardSource } from './reward-centre.port.ts';
import { rewardCentre, type RewardCentreQuery } from './reward-centre.usecases.ts';

/**
 * The reward centre over every module's source, on rows the modules' own flows wrote (deposits by
 * webhook, settled bets delivered as events, claims through each module's claim call): what is
 * claimable names the call that takes it, what is being earned shows its progress and deadline,
 * and the history pages through every source newest first. The money stays sound after each.
 */
registerPromotionHooks();
const database = useTestDatabase({ prepare: rebateLadder, afterEachTest: (db: Db) => expectMoneySound(db) });
const db = () => database().db;
const SOURCES: RewardSource[] = [
  promotionsRewardSource,
  missionsRewardSource,
  rebatesRewardSource,
  referralsRewardSource,
  pointsRewardSource,
  vipRewardSource,
];
const ctx = (memberId: number) => ({
  merchantId: DEFAULT_MERCHANT,
  memberId,
  language: 'en' as const,
  defaultLanguage: 'en',
  places: 2,
});
const centre = (memberId: number, at = new Date(), query: Partial<RewardCentreQuery> = {}) =>
  rewardCentre(db(), ctx(memberId), { pageNo: 1, pageSize: 10, ...query }, at, SOURCES);
const brief = (items: RewardCentre['list']) => items.map((i) => `${i.source}:${i.kind}:${i.status}:${i.amount}`);
const of = (items: RewardCentre['list'], source: string) => items.filter((i) => i.source === source);

describe('promotions in the reward centre', () => {
  it('a registration reward and a deposit reward are claimable with the claim call; claimed, the bonus wagers, then ends in the history', async () => {
    const signUp = await runningActivity(db(), { content: { en: { title: 'Sign-up gift' } } });
    const reload = await runningActivity(db(), {
      category: 'deposit',
      content: { en: { title: 'Reload' } },
      trigger: { kind: 'deposit', which: 'any', minAmount: '10.00' },
      reward: { kind: 'fixed', amount: '20.00' },
      wagering: { multiple: 2, expiryDays: 7 },
    });
    const member = await createMember(db());
    await depositByWebhook(db(), member, 5_000n);

    const before = await centre(member.id);
    const promos = of(before.claimable, 'promotion');
    expect(promos.map((i) => [i.title, i.amount, i.claim])).toEqual(
      expect.arrayContaining([
        ['Sign-up gift', '10.00', { call: 'promotion', id: signUp.id }],
        ['Reload', '20.00', { call: 'promotion', id: reload.id }],
      ]),
    );
    expect(of(before.list, 'promotion')).toEqual([]);

    await claimPromotion(db(), ctx(member.id), signUp.id, undefined, new Date());
    await claimPromotion(db(), ctx(member.id), reload.id, undefined, new Date());
    const wagering = await centre(member.id);
    expect(of(wagering.claimable, 'promotion').map((i) => i.title)).not.toContain('Reload');
    const bonus = of(wagering.inProgress, 'promotion').find((i) => i.title === 'Reload')!;
    expect(bonus).toMatchObject({
      kind: 'bonus',
      status: 'in_progress',
      amount: '20.00',
      progress: { done: '0.00', target: '40.00', percent: 0 },
      claim: null,
    });
    expect(Date.parse(bonus.endsAt!) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    expect(brief(of(wagering.list, 'promotion'))).toEqual(['promotion:reward:claimed:10.00']);

    await settledGameBet(db(), member.id, 2_500n, 0n);
    await deliverToPromotions(db());
    const halfway = of((await centre(member.id)).inProgress, 'promotion').find((i) => i.title === 'Reload')!;
    expect(halfway.progress).toEqual({ done: '25.00', target: '40.00', percent: 62 });

    await settledGameBet(db(), member.id, 2_000n, 0n);
    await deliverToPromotions(db());
    const done = await centre(member.id);
    expect(of(done.inProgress, 'promotion')).toEqual([]);
    expect(brief(of(done.list, 'promotion'))).toEqual([
      'promotion:bonus:claimed:20.00',
      'promotion:reward:claimed:10.00',
    ]);
  });
});

describe('missions and rebates in the reward centre', () => {
  it('a completed mission and the closed week’s rebate are claimable with their calls; claimed, they move to the history', async () => {
    await rebateSettingsOf(db());
    const mission = await runningMission(db(), { titles: { en: 'One round' }, reward: '1.50' });
    const member = await createMember(db());
    await fund(db(), member.id, 10_000n);
    await settledGameBet(db(), member.id, 5_000n, 0n);
    await deliverToMissions(db());

    const today = await centre(member.id);
    const owed = of(today.claimable, 'mission').find((i) => i.title === 'One round')!;
    expect(owed).toMatchObject({ amount: '1.50', claim: { call: 'mission', missionId: mission.id } });
    expect(owed.progress).toEqual({ done: '1', target: '1', percent: 100 });
    expect(of(today.inProgress, 'rebate').map((i) => [i.title, i.amount, i.status])).toEqual([
      ['RNG', '0.25', 'in_progress'],
    ]);
    await claimMission(db(), ctx(member.id), mission.id, new Date());
    expect(brief(of((await centre(member.id)).list, 'mission'))).toEqual(['mission:mission:claimed:1.50']);

    const nextWeek = later(new Date(), 7);
    const closed = await centre(member.id, nextWeek);
    const rebate = of(closed.claimable, 'rebate')[0]!;
    expect(rebate).toMatchObject({ title: 'RNG', amount: '0.25', claim: { call: 'rebate', category: 'RNG' } });
    expect(Date.parse(rebate.endsAt!)).toBeGreaterThan(nextWeek.getTime());
    await claimRebate(db(), ctx(member.id), 'RNG', nextWeek);
    const after = await centre(member.id, nextWeek);
    expect(of(after.claimable, 'rebate')).toEqual([]);
    expect(brief(of(after.list, 'rebate'))).toEqual(['rebate:rebate:claimed:0.25']);
  });

  it('a mission completed in a past period and never claimed is in the history as expired', async () => {
    await runningMission(db(), { titles: { en: 'Forgotten' }, reward: '2.00' });
    const member = await createMember(db());
    await fund(db(), member.id, 1_000n);
    await settledGameBet(db(), member.id, 100n, 0n);
    await deliverToMissions(db());
    const tomorrow = later(new Date(), 1);
    const lapsed = of((await centre(member.id, tomorrow)).list, 'mission').find((i) => i.title === 'Forgotten');
    expect(lapsed).toMatchObject({ status: 'expired', amount: '2.00', claim: null });
  });
});

describe('referrals in the reward centre', () => {
  it('a reward held for review is in review; one paid is in the history; neither has a claim', async () => {
    await referralProgramme(db());
    const ip = freshIp();
    const a = await referrer(db(), ip);
    await referredBy(db(), a.code, ip);
    await referredBy(db(), a.code);
    const view = await centre(a.member.id);
    expect(of(view.inProgress, 'referral').map((i) => [i.kind, i.status, i.amount, i.claim])).toEqual([
      ['registered', 'in_review', '1.00', null],
    ]);
    expect(of(view.list, 'referral').map((i) => [i.kind, i.status, i.amount])).toEqual([
      ['registered', 'issued', '1.00'],
    ]);
    expect(of(view.list, 'referral')[0]!.title).toMatch(/\*/);
  });
});

describe('the history', () => {
  it('pages through every source newest first, with the total of all of them, and filters by source', async () => {
    await rebateSettingsOf(db());
    // Earlier tests' missions would complete too (and lapse by next week): only these three run.
    await db().updateTable('missions').set({ status: 'paused' }).execute();
    const missions = [
      await runningMission(db(), { reward: '1.00' }),
      await runningMission(db(), { reward: '2.00' }),
      await runningMission(db(), { reward: '3.00' }),
    ];
    const member = await createMember(db());
    await fund(db(), member.id, 10_000n);
    await settledGameBet(db(), member.id, 5_000n, 0n);
    await deliverToMissions(db());
    const start = Date.now();
    for (const [n, m] of missions.entries())
      await claimMission(db(), ctx(member.id), m.id, new Date(start + n * 1_000));
    const nextWeek = later(new Date(), 7);
    await claimRebate(db(), ctx(member.id), 'RNG', nextWeek);

    const first = await centre(member.id, nextWeek, { pageSize: 3 });
    expect(first).toMatchObject({ total: 4, totalPages: 2 });
    expect(brief(first.list)).toEqual([
      'rebate:rebate:claimed:0.25',
      'mission:mission:claimed:3.00',
      'mission:mission:claimed:2.00',
    ]);
    const second = await centre(member.id, nextWeek, { pageSize: 3, pageNo: 2 });
    expect(brief(second.list)).toEqual(['mission:mission:claimed:1.00']);
    const onlyRebates = await centre(member.id, nextWeek, { source: 'rebate' });
    expect(onlyRebates).toMatchObject({ total: 1, totalPages: 1 });
    expect([...onlyRebates.claimable, ...onlyRebates.inProgress].every((i) => i.source === 'rebate')).toBe(true);
  });

  it('the claimable total adds the money of what is claimable now', async () => {
    const member = await createMember(db());
    const view = await centre(member.id);
    const sum = view.claimable.reduce((s, i) => s + Math.round(Number(i.amount ?? '0') * 100), 0);
    expect(view.claimableTotal).toBe((sum / 100).toFixed(2));
  });
});
