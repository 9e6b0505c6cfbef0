import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { newPayingMember, PAYMENT_PASSWORD } from '../../../test/payments-fixtures.ts';
import { ADDRESS, BRAND } from '../../../test/points-fixtures.ts';
import { redeemReward } from '../../modules/points/points.usecases.ts';

const h = useAdminHarness();
const db = () => h.database.db;

describe('points:* commands', () => {
  it('sets settings and rules, adds a reward and stock, and reviews redemptions to shipped and rejected', async () => {
    expect(
      await h.json('points:settings', '--ratio', '200', '--min-convert', '400', '--expiry-days', '90'),
    ).toMatchObject({
      ratio: 200,
      minConvert: 400,
      convertStep: 2,
      expiryDays: 90,
    });
    expect(await h.ok('points:rule', 'valid_bet', '3', '1.00', '--category', 'LIVE')).toContain(
      '3 points per 1.00 (valid_bet LIVE)',
    );
    const bad = await h.run('points:rule', 'valid_bet', '0', '1.00');
    expect(bad.code).toBe(2);
    const reward = (await h.json('points:reward-add', 'CLI lamp', '100', '1', 'physical', '--limit', '2')) as {
      id: number;
    };
    expect(await h.ok('points:stock', String(reward.id), '2')).toContain('stock 3');
    const { member } = await newPayingMember(db());
    expect(await h.ok('points:grant', member.username, '300', '--reason', 'welcome')).toContain('now has 300 points');
    const ctx = { merchantId: BRAND.id, member, language: 'en', defaultLanguage: 'en', source: null };
    const input = { rewardId: reward.id, quantity: 1, paymentPassword: PAYMENT_PASSWORD, ...ADDRESS };
    const first = await redeemReward(db(), ctx, { ...input, clientKey: 'cli-redeem-1' });
    const second = await redeemReward(db(), ctx, { ...input, clientKey: 'cli-redeem-2' });
    expect(await h.ok('points:redemptions', '--state', 'in_process')).toContain('CLI lamp');
    expect(await h.ok('points:approve', String(first.redemption.id))).toContain(': approved.');
    expect(await h.ok('points:ship', String(first.redemption.id), 'TRK-9')).toContain(': shipped.');
    expect(await h.ok('points:reject', String(second.redemption.id), 'duplicate')).toContain(': rejected.');
    const again = await h.run('points:reject', String(second.redemption.id), 'duplicate');
    expect(again.code).toBe(1);
    expect(await h.ok('ledger:check')).toContain('Ledger OK.');
  });
});
