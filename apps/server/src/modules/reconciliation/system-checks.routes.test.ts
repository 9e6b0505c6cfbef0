import { describe, expect, it } from 'vitest';
import type { SystemChecks } from '@arcadia/contracts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { createMember } from '../../../test/factories/members.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { fund } from '../../../test/payments-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({}, { ledgerSound: true });
const db = () => t.database.db;

async function checks(auth: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/admin/api/system/checks', headers: { Language: 'en', ...auth } });
}
const value = (res: { json: () => { value: SystemChecks } }) => res.json().value;

describe('the console’s on-demand checks', () => {
  it('counts nothing wrong on sound books, and only roles that watch the books may run them', async () => {
    const member = await createMember(db());
    await fund(db(), member.id, 50_00n);
    await settledGameBet(db(), member.id, 10_00n, 25_00n);
    const { auth } = await operatorToken(db(), 'readonly');
    const res = await checks(auth);
    expect(res.statusCode).toBe(200);
    expect(value(res)).toMatchObject({
      ok: true,
      ledger: { ok: true, unbalancedTransactions: 0, balanceMismatches: 0 },
      postings: { ok: true, mismatches: 0 },
      rollups: { ok: true, playDifferences: 0, moneyDifferences: 0 },
    });
    expect(value(res).ledger.transactions).toBeGreaterThan(0);

    expect((await checks({})).statusCode).toBe(401);
    for (const role of ['finance', 'support', 'marketing', 'content'] as const) {
      expect((await checks((await operatorToken(db(), role)).auth)).statusCode, role).toBe(403);
    }
  });

  it('counts a hand-edited balance and a hand-edited roll-up, and is sound again once they are put back', async () => {
    const member = await createMember(db());
    await fund(db(), member.id, 30_00n);
    await settledGameBet(db(), member.id, 5_00n, 0n);
    const { auth } = await operatorToken(db(), 'admin');
    const account = await db()
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('member_id', '=', member.id)
      .where('kind', '=', 'main')
      .executeTakeFirstOrThrow();
    const day = await db()
      .selectFrom('member_day_play')
      .select(['day', 'stake'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const setBalance = (balance: unknown) =>
      db()
        .updateTable('ledger_accounts')
        .set({ balance: String(balance) })
        .where('id', '=', account.id)
        .execute();
    const setStake = (stake: unknown) =>
      db()
        .updateTable('member_day_play')
        .set({ stake: String(stake) })
        .where('member_id', '=', member.id)
        .where('day', '=', day.day)
        .execute();
    try {
      await setBalance(BigInt(String(account.balance)) + 1n);
      await setStake(BigInt(String(day.stake)) + 1n);
      const found = value(await checks(auth));
      expect(found.ok).toBe(false);
      expect(found.ledger).toMatchObject({ ok: false, balanceMismatches: 1 });
      expect(found.rollups).toMatchObject({ ok: false, playDifferences: 1, moneyDifferences: 0 });
    } finally {
      await setBalance(account.balance);
      await setStake(day.stake);
    }
    expect(value(await checks(auth)).ok).toBe(true);
  });
});
