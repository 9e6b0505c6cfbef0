import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../../modules/ledger/ledger.usecases.ts';
import { membersRepository } from '../../modules/members/members.repository.ts';

const h = useAdminHarness();

describe('ledger:check', () => {
  it('reports accounts, transactions and a zero global sum, exit 0 on a sound ledger', async () => {
    const player = (await membersRepository.findByUsername(h.database.db, 1, 'demo_player'))!;
    const main = await ensureMemberAccount(h.database.db, 1, player.id, 'main', 'USD');
    const house = await ensureSystemAccount(h.database.db, 1, 'house', 'USD');
    await postTransaction(h.database.db, {
      merchantId: 1,
      kind: 'adjustment',
      idempotencyKey: 'cli-check-1',
      legs: [
        { accountId: house.id, amount: minor(-12345n) },
        { accountId: main.id, amount: minor(12345n) },
      ],
    });
    const stdout = await h.ok('ledger:check');
    expect(stdout).toMatch(/Accounts: +2/);
    expect(stdout).toMatch(/Transactions: +1/);
    expect(stdout).toMatch(/Global sum: +0$/m);
    expect(stdout).toContain('Ledger OK.');
    const json = JSON.parse((await h.run('ledger:check', '--json')).stdout) as { ok: boolean; globalSum: string };
    expect(json).toMatchObject({ ok: true, globalSum: '0', mismatches: [] });
  });

  it('names the account whose cached balance drifted from its entries, exit 1', async () => {
    const player = (await membersRepository.findByUsername(h.database.db, 1, 'demo_player'))!;
    const main = await ensureMemberAccount(h.database.db, 1, player.id, 'main', 'USD');
    // Simulates corruption behind the ledger's back (what the check exists to catch).
    await h.database.db.updateTable('ledger_accounts').set({ balance: 99n }).where('id', '=', main.id).execute();
    const { code, stdout, stderr } = await h.run('ledger:check');
    expect(code).toBe(1);
    expect(stdout).toMatch(new RegExp(`^${main.id} +0\\.99 +123\\.45$`, 'm'));
    expect(stdout).toContain('LEDGER NOT OK.');
    expect(stderr).toContain('ledger.unbalanced');
    await h.database.db.updateTable('ledger_accounts').set({ balance: 12345n }).where('id', '=', main.id).execute();
    expect((await h.run('ledger:check')).code).toBe(0);
  });
});
