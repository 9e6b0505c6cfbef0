import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { runningRaffle } from '../../../test/raffle-fixtures.ts';
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

  it('creates turnover and loss activities and a raffle-tickets reward from JSON; refuses tickets into no open raffle', async () => {
    const raffle = await runningRaffle(db());
    const base = {
      category: 'other',
      content: { en: { title: 'Play for tickets' } },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      wagering: { multiple: 0 },
    };
    const turnover = (await h.json(
      'promo:create',
      JSON.stringify({
        ...base,
        trigger: { kind: 'turnover', period: 'window', amount: '300.00' },
        reward: { kind: 'raffle_tickets', raffleId: raffle.id, tickets: 2 },
      }),
    )) as { trigger: unknown; reward: unknown };
    expect(turnover.trigger).toEqual({ kind: 'turnover', period: 'window', amount: '300.00' });
    expect(turnover.reward).toEqual({ kind: 'raffle_tickets', raffleId: raffle.id, tickets: 2 });
    const loss = (await h.json(
      'promo:create',
      JSON.stringify({
        ...base,
        content: { en: { title: 'Weekly cashback' } },
        trigger: { kind: 'loss', period: 'week', minLoss: '100.00' },
        reward: { kind: 'percent', percentBp: 1000, cap: '50.00' },
      }),
    )) as { id: number };
    expect(await h.ok('promo:list')).toMatch(new RegExp(`${loss.id}\\s.*loss`));
    const closed = await h.run(
      'promo:create',
      JSON.stringify({
        ...base,
        reward: { kind: 'raffle_tickets', raffleId: 987_654, tickets: 2 },
        trigger: { kind: 'registration' },
      }),
    );
    expect(closed.code).not.toBe(0);
    expect(closed.stderr).toContain('promotions.raffle_not_open');
    expect(await h.ok('ledger:check')).toContain('Ledger OK.');
  });
});
