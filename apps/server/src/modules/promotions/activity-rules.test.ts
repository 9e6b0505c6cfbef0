import { activityDefinitionSchema } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { minor } from '../../lib/money.ts';
import { audienceBlock, contribution, conversion, playerState, rewardAmount } from './activity-rules.ts';
import type { Activity, MemberProfile, Participation } from './promotions.model.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const activity = (over: Record<string, unknown> = {}): Activity => ({
  ...activityDefinitionSchema.parse({
    category: 'VIP',
    content: { en: { title: 'T' } },
    startsAt: '2026-11-01T00:00:00Z',
    trigger: { kind: 'code', code: 'ABC' },
    reward: { kind: 'fixed', amount: '5.00' },
    wagering: { multiple: 0 },
    ...over,
  }),
  id: 1,
  merchantId: 1,
  status: 'active',
  createdAt: '',
  updatedAt: '',
});
const member = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 9,
  merchantId: 1,
  isAgent: 0,
  createdAt: '2026-06-01T00:00:00Z',
  vipLevel: 3,
  labels: ['gold'],
  uplineIds: [],
  excluded: false,
  ...over,
});

describe('activity rules', () => {
  it('audience: VIP levels, member labels, new members only; trial and excluded members never', () => {
    const vip = activity({ audience: { vipLevels: [3, 4] } });
    expect(audienceBlock(vip, member(), NOW)).toBeNull();
    expect(audienceBlock(vip, member({ vipLevel: 2 }), NOW)).toBe('promotions.not_eligible');
    expect(audienceBlock(vip, member({ vipLevel: null }), NOW)).toBe('promotions.not_eligible');
    const labelled = activity({ audience: { labels: ['gold', 'silver'] } });
    expect(audienceBlock(labelled, member({ labels: ['silver'] }), NOW)).toBeNull();
    expect(audienceBlock(labelled, member({ labels: [] }), NOW)).toBe('promotions.not_eligible');
    const fresh = activity({ audience: { newMemberDays: 7 } });
    expect(audienceBlock(fresh, member({ createdAt: '2026-11-25T00:00:00Z' }), NOW)).toBeNull();
    expect(audienceBlock(fresh, member(), NOW)).toBe('promotions.not_eligible');
    expect(audienceBlock(activity(), member({ isAgent: 4 }), NOW)).toBe('promotions.not_eligible');
    expect(audienceBlock(activity(), member({ excluded: true }), NOW)).toBe('promotions.excluded');
  });

  it('rewards: fixed, or a percentage of the deposit never above its cap', () => {
    const percent = activity({
      trigger: { kind: 'deposit', which: 'any' },
      reward: { kind: 'percent', percentBp: 2_500, cap: '30.00' },
    });
    expect(rewardAmount(percent, minor(10_000n), 2)).toBe(2_500n);
    expect(rewardAmount(percent, minor(50_000n), 2)).toBe(3_000n);
    expect(rewardAmount(activity(), minor(0n), 2)).toBe(500n);
  });

  it('wagering: weight by category, nothing above the maximum bet, conversion capped', () => {
    const bonus = { contributions: { RNG: 100, LIVE: 10 }, maxBet: minor(500n) };
    expect(contribution(bonus, { category: 'LIVE', stake: minor(400n), validBet: minor(400n) })).toEqual({
      counted: 40n,
      overMax: false,
    });
    expect(contribution(bonus, { category: 'ESPORTS', stake: minor(400n), validBet: minor(400n) }).counted).toBe(0n);
    expect(contribution(bonus, { category: 'RNG', stake: minor(501n), validBet: minor(501n) })).toEqual({
      counted: 0n,
      overMax: true,
    });
    expect(conversion(minor(12_000n), minor(10_000n))).toEqual({ converted: 10_000n, lapsed: 2_000n });
    expect(conversion(minor(8_000n), null)).toEqual({ converted: 8_000n, lapsed: 0n });
  });

  it('states: coming soon, the trigger’s opening state, the participation’s, closed when over', () => {
    const part = (state: Participation['state']) => ({ state }) as Participation;
    expect(playerState(activity({ startsAt: '2026-12-01T00:00:00Z' }), null, null, NOW)).toBe('coming_soon');
    expect(playerState(activity(), null, null, NOW)).toBe('claim');
    expect(playerState(activity({ trigger: { kind: 'application' } }), null, null, NOW)).toBe('applying');
    const deposit = { trigger: { kind: 'deposit', which: 'first' } };
    expect(playerState(activity({ ...deposit, requiresJoin: true }), null, null, NOW)).toBe('join');
    expect(playerState(activity(deposit), null, null, NOW)).toBe('joined');
    expect(playerState(activity(), part('pending'), null, NOW)).toBe('process');
    expect(playerState(activity(), part('issued'), null, NOW)).toBe('issued');
    expect(playerState(activity(), part('rejected'), null, NOW)).toBe('rejected');
    expect(playerState(activity(), null, 'promotions.not_eligible', NOW)).toBe('closed');
    expect(playerState(activity({ endsAt: '2026-11-20T00:00:00Z' }), part('claimable'), null, NOW)).toBe('closed');
  });
});
