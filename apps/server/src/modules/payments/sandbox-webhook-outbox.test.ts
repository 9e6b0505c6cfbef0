import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import type { DbHandle } from '../../db/database.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { balanceOf, newPayingMember } from '../../../test/payments-fixtures.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { jobsRepository } from '../jobs/jobs.repository.ts';
import { listJobRuns } from '../jobs/jobs.usecases.ts';
import { depositsRepository } from './deposits.repository.ts';
import { SANDBOX_WEBHOOK_JOB } from './sandbox-psp/sandbox-psp.ts';

/**
 * A server instance on a database that outlives it: "crashing" is dropping the instance without
 * letting its runner deliver, "restarting" is building another one on the same database.
 */
let database: DbHandle;
const apps: App[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function instance(env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', SERVE_WEB: 'false', ...env });
  const app = await buildApp({ config, database, logStream: new Writable({ write: (_c, _e, done) => done() }) });
  await app.ready();
  apps.push(app);
  return app;
}

const db = () => database.db;
let seq = 0;

async function paidCheckout(app: App, amount: string) {
  const m = await newPayingMember(db());
  const res = await app.inject({
    method: 'POST',
    url: '/wps/payments/deposits',
    payload: { channel: 'sandbox_card', amount, clientKey: `outbox-${Date.now()}-${++seq}` },
    headers: m.auth,
  });
  expect(res.json()).toMatchObject({ code: 'ok' });
  const deposit = res.json().value as { id: string; checkoutUrl: string };
  const paid = await app.inject({ method: 'POST', url: `${deposit.checkoutUrl.split('?')[0]}/pay`, payload: {} });
  expect(paid.statusCode).toBe(200);
  const checkoutId = deposit.checkoutUrl.split('?')[0]!.split('/').pop()!;
  const [job] = await jobsRepository.list(db(), { kind: SANDBOX_WEBHOOK_JOB, limit: 1 });
  expect(job).toMatchObject({ state: 'queued', dedupeKey: `${SANDBOX_WEBHOOK_JOB}:${checkoutId}` });
  return { m, depositId: Number(deposit.id), job: job! };
}

async function creditsOf(depositId: number) {
  const rows = await db()
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', '=', `deposit:${depositId}`)
    .execute();
  return rows.length;
}

describe('sandbox webhooks go through the job outbox', () => {
  it('paid just before a crash: the next instance delivers the webhook and the deposit is credited once', async () => {
    const before = await instance({ SANDBOX_PSP_WEBHOOK_DELAY_MS: '0' });
    const { m, depositId, job } = await paidCheckout(before, '40.00');
    // The process dies here: the checkout is paid, the webhook only written down.
    await before.close();
    expect((await depositsRepository.findById(db(), depositId))!.status).toBe('pending');

    const after = await instance({ SANDBOX_PSP_WEBHOOK_DELAY_MS: '0' });
    expect(await after.jobs.drain()).toBe(1);
    expect((await depositsRepository.findById(db(), depositId))!.status).toBe('credited');
    expect(await balanceOf(db(), m.member.id)).toBe(4_000n);
    expect(await creditsOf(depositId)).toBe(1);
    expect(await jobsRepository.findById(db(), job.id)).toMatchObject({ state: 'succeeded', result: { status: 200 } });
    expect(await after.jobs.drain()).toBe(0);
    await expectMoneySound(db());
  });

  it('killed mid-delivery after the credit: another instance delivers again once the lease runs out, and it credits once', async () => {
    const before = await instance({ SANDBOX_PSP_WEBHOOK_DELAY_MS: '0' });
    const { m, depositId, job } = await paidCheckout(before, '25.00');
    // Instance "before" leases the job, the webhook lands and credits, then the process dies
    // before it can record that the delivery succeeded.
    const now = new Date();
    const leased = await jobsRepository.claim(
      db(),
      [SANDBOX_WEBHOOK_JOB],
      { runner: 'dead', now: now.toISOString(), until: new Date(now.getTime() + 60_000).toISOString() },
      database.kind === 'postgres',
    );
    expect(leased?.id).toBe(job.id);
    expect(await before.payments.psp.deliver(leased!.payload as never)).toBe(200);
    await before.close();
    expect(await creditsOf(depositId)).toBe(1);

    const after = await instance({ SANDBOX_PSP_WEBHOOK_DELAY_MS: '0' });
    expect(await after.jobs.drain()).toBe(0); // still leased by the dead instance
    // The minute passes: the dead instance never renewed its lease.
    await db()
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', job.id)
      .execute();
    expect(await after.jobs.drain()).toBe(1);
    expect(await creditsOf(depositId)).toBe(1);
    expect(await balanceOf(db(), m.member.id)).toBe(2_500n);
    expect((await listJobRuns(db(), { jobId: job.id })).map((r) => r.outcome)).toEqual(['succeeded']);
    expect(await jobsRepository.findById(db(), job.id)).toMatchObject({ state: 'succeeded', attempts: 2 });
    await expectMoneySound(db());
  });

  it('the webhook waits for its delay, and a second Pay click queues nothing', async () => {
    const app = await instance({ SANDBOX_PSP_WEBHOOK_DELAY_MS: '60000' });
    const { depositId, job } = await paidCheckout(app, '10.00');
    expect(Date.parse(job.runAt) - Date.parse(job.createdAt)).toBeGreaterThanOrEqual(59_000);
    expect(await app.jobs.drain()).toBe(0);
    expect((await depositsRepository.findById(db(), depositId))!.status).toBe('pending');
    const again = await app.inject({
      method: 'POST',
      url: `/sandbox-psp/checkout/${job.dedupeKey!.split(':').pop()}/pay`,
    });
    expect(again.statusCode).toBe(409);
    expect(await jobsRepository.list(db(), { kind: SANDBOX_WEBHOOK_JOB, limit: 10 })).toHaveLength(3);
  });
});
