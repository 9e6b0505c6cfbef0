import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { applyPromotion } from '../../modules/promotions/promotions.usecases.ts';

const h = useAdminHarness();
const db = () => h.database.db;

describe('promo:* commands', () => {
  it('creates and publishes an application activity, reviews an application, reports and sets the cap', async () => {
    const definition = JSON.stringify({
      category: 'other',
      content: { en: { title: 'Weekend tournament prize' } },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      trigger: { kind: 'application' },
      reward: { kind: 'fixed', amount: '5.00' },
      wagering: { multiple: 0 },
      autoClaim: true,
    });
    const created = (await h.json('promo:create', definition)) as { id: number; status: string };
    expect(created.status).toBe('draft');
    expect(await h.ok('promo:status', String(created.id), 'active')).toContain(`Activity ${created.id} is active.`);
    expect(await h.ok('promo:list')).toContain('Weekend tournament prize');

    const member = await createMember(db());
    const ctx = { merchantId: DEFAULT_MERCHANT, memberId: member.id, language: 'en' as const };
    const applied = await applyPromotion(db(), ctx, created.id, 'Top 10 on Saturday', new Date());
    expect(await h.ok('promo:applications')).toContain('Top 10 on Saturday');
    expect(await h.ok('promo:review', String(applied.participation!.id), 'approve')).toContain(': issued.');
    expect(await balanceOf(db(), member.id)).toBe(500n);
    expect(await h.ok('promo:report', String(created.id))).toContain('Cash paid');
    expect(await h.json('promo:settings', '--max-multiple', '8')).toEqual({ maxWageringMultiple: 8 });
    await h.ok('promo:settings', '--max-multiple', '10');
    expect(await h.ok('ledger:check')).toContain('Ledger OK.');

    const bad = await h.run('promo:create', '{"category":"nope"}');
    expect(bad.code).toBe(2);
  });
});
