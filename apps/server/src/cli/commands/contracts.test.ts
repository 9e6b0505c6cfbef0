import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { played } from '../../../test/contract-fixtures.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember } from '../../../test/factories/members.ts';
import { answerOffer } from '../../modules/agent-contracts/offers.usecases.ts';

const h = useAdminHarness();
const db = () => h.database.db;

describe('contracts:* commands', () => {
  it('offers a top-level agent a contract, previews, approves once and claws back, with debts and settings', async () => {
    const agent = await createMember(db(), { isAgent: 1 });
    const player = await createMember(db(), { uplineId: agent.id });
    const offered = (await h.json(
      'contracts:offer',
      agent.username,
      'daily_salary',
      '--tiers',
      '[{"rate":"1","minValidBet":"50"}]',
    )) as { id: number; state: string };
    expect(offered.state).toBe('requested');
    await answerOffer(db(), { agent, contractId: offered.id, action: 'accept', now: new Date('2026-01-01T00:00:00Z') });
    await played(db(), player, '2026-02-02', { stake: 10_000n });

    const preview = await h.ok('contracts:preview', 'daily_salary', '2026-02-02T10:00:00Z');
    expect(preview).toContain('daily_salary 2026-02-02 (preview, preview 1), brand pays 1.00');
    expect(preview).toContain('floor(team valid bet 100.00 × 1.00%) = 1.00');
    const { run, lines } = (await h.json('contracts:preview', 'daily_salary', '2026-02-02T10:00:00Z')) as {
      run: { id: number; previews: number };
      lines: { id: number; agent: string }[];
    };
    expect(run.previews).toBe(2);
    await h.ok('contracts:approve', String(run.id));
    await h.ok('contracts:approve', String(run.id));
    expect(await balanceOf(db(), agent.id)).toBe(100n);
    const line = lines.find((l) => l.agent === agent.username)!;
    expect(await h.ok('contracts:clawback', String(line.id), '--reason', 'test')).toContain('clawed back: 1.00');
    expect(await balanceOf(db(), agent.id)).toBe(0n);
    expect(await h.json('contracts:debts')).toEqual({ list: [] });
    expect(await h.json('contracts:settings', '--auto-approve', 'on')).toEqual({
      negativeCarry: false,
      autoApprove: true,
    });
    expect(await h.ok('ledger:check')).toContain('Ledger OK.');

    const bad = await h.run('contracts:offer', agent.username, 'weekly_bonus');
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('kind: dividend')]);
  });
});
