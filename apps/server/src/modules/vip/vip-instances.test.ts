import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DbHandle } from '../../db/database.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { balanceOf, newPayingMember, operatorToken } from '../../../test/payments-fixtures.ts';
import { useServerInstances } from '../../../test/server-instances.ts';
import { createTestLadder } from '../../../test/vip-fixtures.ts';
import { vipRepository } from './vip.repository.ts';

/*
 * Two server instances on one database (on SQLite, both on its one handle): four deposits of one
 * member confirmed at once, each twice, half through each instance. Together they cross VIP 1
 * (10.00) but not VIP 2 (50.00): one promotion, one level-up reward, and the books agree.
 */
const servers = useServerInstances({ RATE_LIMIT_PER_MINUTE: '100000' });
const sameDatabase = async (first: DbHandle) => (process.env.DATABASE_URL ? servers.same(first) : first);

const call = (app: App, method: 'POST' | 'GET', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { Language: 'en', ...headers }, ...(payload ? { payload } : {}) });

describe('VIP over two instances', () => {
  it('deposits confirmed at once on two instances promote once and pay the level-up reward once', async () => {
    const database = await servers.fresh();
    const a = await servers.listen(database);
    const b = await servers.listen(await sameDatabase(database));
    const db = database.db;
    await createTestLadder(db);
    const { member, auth } = await newPayingMember(db);
    const finance = await operatorToken(db, 'finance');
    const deposits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = { channel: 'bank_transfer', amount: '10', clientKey: `ck-${Date.now()}-vip-${i}` };
      deposits.push((await call(a, 'POST', '/wps/payments/deposits', auth, body)).json().value.id);
    }
    const confirms = deposits.flatMap((id) =>
      [a, b].map((app) => call(app, 'POST', `/admin/api/deposits/${id}/confirm`, finance.auth)),
    );
    const answers = await Promise.all(confirms);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);

    const row = await vipRepository.member(db, member.id);
    expect(row?.growth).toBe(4_000n);
    expect((await vipRepository.rewards(db, member.id)).map((r) => `${r.kind}:${r.amount}`)).toEqual(['level_up:100']);
    expect(await balanceOf(db, member.id)).toBe(4_100n);
    const info = (await call(b, 'GET', '/wps/relay/MCS2_getVipInfo', auth)).json().value;
    expect(info.level.rankLevel).toBe(1);
    expect((await call(a, 'GET', '/wps/relay/MCS2_getVipHistory', auth)).json().value.total).toBe(1);
    await expectMoneySound(db);
  });
});
