import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';
import { notifyMember } from './inbox.usecases.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });

const db = () => t.database.db;
const get = (url: string, token: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(token), Language: language } });
const read = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/wps/relay/MCSFE_readInboxMessage', headers: auth(token), payload });

describe('inbox notifications', () => {
  it('notifyMember stores the message in the member language; the list renders it in the reader language', async () => {
    const { member, token } = await newMember(db(), { language: 'pt' });
    const id = await notifyMember(db(), {
      merchantId: 1,
      memberId: member.id,
      template: 'deposit_credited',
      params: { amount: 123450n },
    });
    const stored = await db().selectFrom('inbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ template: 'deposit_credited', title: 'Depósito creditado', read_at: null });
    expect(JSON.parse(stored.params)).toEqual({ merchant: 'Arcadia Demo', currency: 'USD', amount: '1234.50' });

    const en = (await get('/wps/relay/MCSFE_getInboxMessages', token, 'en')).json().value;
    expect(en).toMatchObject({ total: 1, totalPages: 1, unReadCount: 1 });
    expect(en.list[0]).toMatchObject({
      id,
      template: 'deposit_credited',
      title: 'Deposit credited',
      read: false,
      content: 'Your deposit of USD 1234.50 has been credited to your Arcadia Demo wallet.',
    });
    const zh = (await get('/wps/relay/MCSFE_getInboxMessages', token, 'zh')).json().value;
    expect(zh.list[0]).toMatchObject({
      title: '存款已到账',
      content: '您在 Arcadia Demo 的 USD 1234.50 存款已存入钱包。',
    });
  });

  it('all four templates fill merchant, currency and amount placeholders', async () => {
    const { member, token } = await newMember(db());
    for (const template of [
      'deposit_credited',
      'withdrawal_approved',
      'withdrawal_rejected',
      'deposit_failed',
    ] as const) {
      await notifyMember(db(), {
        merchantId: 1,
        memberId: member.id,
        template,
        params: { amount: '10.00', currency: 'BRL', merchant: 'Brand X' },
      });
    }
    const list = (await get('/wps/relay/MCSFE_getInboxMessages?pageSize=10', token, 'pt')).json().value.list as {
      template: string;
      content: string;
    }[];
    expect(list.map((m) => m.template)).toEqual([
      'deposit_failed',
      'withdrawal_rejected',
      'withdrawal_approved',
      'deposit_credited',
    ]);
    for (const m of list) {
      expect(m.content).toContain('BRL 10.00');
      expect(m.content).toContain('Brand X');
      expect(m.content).not.toMatch(/[{}]/);
    }
  });

  it('pages newest first, marks one or all read, and the unread count follows (also in the header balance)', async () => {
    const { member, token } = await newMember(db());
    const other = await newMember(db());
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push(
        await notifyMember(db(), {
          merchantId: 1,
          memberId: member.id,
          template: 'deposit_credited',
          params: { amount: BigInt(i * 100) },
        }),
      );
    const foreign = await notifyMember(db(), {
      merchantId: 1,
      memberId: other.member.id,
      template: 'deposit_failed',
      params: { amount: 1n },
    });

    const page2 = (await get('/wps/relay/MCSFE_getInboxMessages?pageNo=2&pageSize=2', token)).json().value;
    expect(page2).toMatchObject({ total: 5, totalPages: 3, unReadCount: 5 });
    expect(page2.list.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);

    const one = await read(token, { id: ids[0] });
    expect(one.json().value).toEqual({ updated: 1, unReadCount: 4 });
    expect((await read(token, { id: ids[0] })).json().value).toEqual({ updated: 0, unReadCount: 4 });
    expect((await read(token, { id: foreign })).statusCode).toBe(404);
    expect((await get('/wps/relay/CSP_unreadCount', token)).json().value).toEqual({ unReadCount: 4 });
    expect((await get('/wps/v2/wallets/balance', token)).json().value.unreadMessage).toBe(4);

    expect((await read(token, { all: true })).json().value).toEqual({ updated: 4, unReadCount: 0 });
    expect((await get('/wps/relay/CSP_unreadCount', token)).json().value).toEqual({ unReadCount: 0 });
    expect((await get('/wps/relay/CSP_unreadCount', other.token)).json().value).toEqual({ unReadCount: 1 });
    const list = (await get('/wps/relay/MCSFE_getInboxMessages', token)).json().value.list as { read: boolean }[];
    expect(list.every((m) => m.read)).toBe(true);
  });

  it('refuses a malformed read request', async () => {
    const { token } = await newMember(db());
    expect((await read(token, { id: 'x' })).statusCode).toBe(400);
    expect((await read(token, { all: false })).statusCode).toBe(400);
  });
});
