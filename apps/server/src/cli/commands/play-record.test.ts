import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../../modules/game-wallet/game-wallet.usecases.ts';
import { manualClock, runnerOn } from '../../../test/jobs-fixtures.ts';
import { loadConfig } from '../../config/config.ts';
import { scheduledJobs } from '../../jobs/schedules.ts';
import { PLAY_EVENTS_DELIVERY } from '../../modules/play-record/play-events.ts';

const h = useAdminHarness();

describe('stats:check and stats:rebuild', () => {
  it('pass on real play, name a roll-up that drifted (exit 1), and a rebuild mends it', async () => {
    const db = h.database.db;
    const { member } = await newMember(db);
    await fund(db, member.id, 1_000n);
    const base = { merchantId: MERCHANT, vendorCode: 'PXG', memberId: member.id };
    await gameWallet.bet(db, { ...base, transactionId: 'st-b1', round: 'st-r1', amount: minor(300n) });
    await gameWallet.win(db, {
      ...base,
      transactionId: 'st-w1',
      referenceTransactionId: 'st-b1',
      round: 'st-r1',
      amount: minor(500n),
    });
    expect((await h.run('stats:check')).code).toBe(0);
    await db.updateTable('member_day_play').set({ stake: '999' }).where('member_id', '=', member.id).execute();
    const bad = await h.run('stats:check');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('PLAY ROLL-UPS NOT OK');
    expect(bad.stdout).toContain('member_day_play');
    expect((await h.run('stats:rebuild')).code).toBe(0);
    expect((await h.run('stats:check')).code).toBe(0);
  });
});

describe('brand play-record settings', () => {
  it('refuses an unknown zone and sets a real one', async () => {
    expect((await h.run('timezone:set', 'Mars/Olympus')).code).toBe(1);
    expect((await h.run('timezone:set', 'America/Sao_Paulo')).code).toBe(0);
    const row = await h.database.db
      .selectFrom('merchants')
      .select('time_zone')
      .where('id', '=', MERCHANT)
      .executeTakeFirstOrThrow();
    expect(row.time_zone).toBe('America/Sao_Paulo');
    await h.run('timezone:set', 'UTC');
  });

  it('sets a vendor share and lists it beside the categories', async () => {
    expect((await h.run('valid-bet:set', 'LIVE', '15', '--vendor', 'LMN')).code).toBe(0);
    expect((await h.run('valid-bet:set', 'LIVE', '150')).code).toBe(1);
    const list = JSON.parse((await h.run('valid-bet', '--json')).stdout) as {
      category: string;
      vendorCode: string;
      shareBp: number;
    }[];
    expect(list).toContainEqual({ category: 'LIVE', vendorCode: '', shareBp: 2_000 });
    expect(list).toContainEqual({ category: 'LIVE', vendorCode: 'LMN', shareBp: 1_500 });
  });

  it('shows the events and that nothing subscribes yet', async () => {
    const { stdout, code } = await h.run('events:status');
    expect(code).toBe(0);
    expect(stdout).toContain('Newest id');
  });

  it('shows that delivery runs once a server has run its schedule', async () => {
    expect((await h.run('events:status')).stdout).toContain('not started yet');
    const clock = manualClock();
    const runner = runnerOn(h.database, { clock: clock.now });
    runner.schedule(scheduledJobs(loadConfig({ NODE_ENV: 'test' })).find((s) => s.name === PLAY_EVENTS_DELIVERY)!);
    await runner.tick();
    clock.advance(2_000);
    await runner.tick();
    const { stdout, code } = await h.run('events:status');
    expect(code).toBe(0);
    expect(stdout).toContain('every 2 s, last slot 2026-03-01T00:00:02');
    expect(stdout).toMatch(/Last run:\s+succeeded/);
    const json = JSON.parse((await h.run('events:status', '--json')).stdout) as {
      delivery: { lastRun: { state: string } };
    };
    expect(json.delivery.lastRun.state).toBe('succeeded');
  });
});
