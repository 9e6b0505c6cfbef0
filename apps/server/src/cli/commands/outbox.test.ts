import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';

const h = useAdminHarness();
beforeAll(async () => {
  const now = new Date().toISOString();
  await h.database.db
    .insertInto('outbox_messages')
    .values([
      {
        merchant_id: 1,
        channel: 'sms',
        recipient: '+5511987654321',
        subject: null,
        body: 'Arcadia Demo code 123456',
        provider: 'outbox',
        created_at: now,
      },
      {
        merchant_id: 1,
        channel: 'email',
        recipient: 'a@b.example',
        subject: 'Reset',
        body: 'link',
        provider: 'outbox',
        created_at: now,
      },
    ])
    .execute();
});

describe('outbox', () => {
  it('lists messages newest first, so a tester can read an SMS code', async () => {
    const stdout = await h.ok('outbox');
    expect(stdout.indexOf('a@b.example')).toBeLessThan(stdout.indexOf('+5511987654321'));
    expect(stdout).toContain('123456');
  });

  it('filters by channel and recipient, and prints JSON', async () => {
    const { stdout } = await h.run('outbox', '--channel', 'sms', '--to', '+5511987654321', '--json');
    const rows = JSON.parse(stdout) as { recipient: string }[];
    expect(rows.map((r) => r.recipient)).toEqual(['+5511987654321']);
  });

  it('refuses a bad channel or limit', async () => {
    expect((await h.run('outbox', '--channel', 'fax')).code).toBe(2);
    expect((await h.run('outbox', '--limit', '0')).code).toBe(2);
  });
});
