import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/factories/operators.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_LIST } from '../sandbox-aggregator/sandbox-catalogue.ts';
import { HUB88_SYNC_JOB } from './hub88-sync.job.ts';

/*
 * `games:sync hub88` from the console: a job of the durable runner, against the sandbox aggregator
 * over HTTP (HUB88_API_URL points at this server's own /sandbox-aggregator, as in hub88-sync.test.ts);
 * its state and result for the console, games.write to start one, the audit trail, and a clear
 * refusal where Hub88 is not configured.
 */
let hub: TestApp;
let bare: TestApp;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'hub88-op-')), 'operator.pem');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  hub = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    HUB88_API_URL: `http://127.0.0.1:${port}/sandbox-aggregator`,
    HUB88_OPERATOR_ID: '7',
    HUB88_PRIVATE_KEY_FILE: keyFile,
  });
  await hub.app.listen({ port, host: '127.0.0.1' });
  bare = await createTestApp();
});
afterAll(async () => {
  await hub?.close();
  await bare?.close();
});

const inject = (t: TestApp, method: 'GET' | 'POST', auth: object, language = 'en') =>
  t.app.inject({
    method,
    url: '/admin/api/games/sync/hub88',
    headers: { ...auth, Language: language },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

/** Runs the queued sync (unless the app's own runner already took it) and answers the status once it finished. */
async function finished(auth: object) {
  for (let i = 0; i < 100; i++) {
    await hub.app.jobs.drain([HUB88_SYNC_JOB]);
    const status = (await inject(hub, 'GET', auth)).json().value;
    if (status.last.finishedAt) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sync did not finish');
}

describe('console Hub88 sync', () => {
  it('starts a sync as a job, shows its result, and leaves the start in the audit log', async () => {
    const admin = await operatorToken(hub.database.db, 'admin');
    expect((await inject(hub, 'GET', admin.auth)).json().value).toEqual({ configured: true, last: null });
    const started = await inject(hub, 'POST', admin.auth);
    expect(started.json().value).toMatchObject({ configured: true, last: { state: expect.any(String), result: null } });
    const done = await finished(admin.auth);
    expect(done.last).toMatchObject({
      jobId: started.json().value.last.jobId,
      state: 'succeeded',
      error: null,
      result: { vendors: ['SANDBOX_REELS', 'SANDBOX_TABLES'], added: SANDBOX_LIST.length, skipped: 0 },
    });
    // A second sync is a new job, and adds nothing new.
    await inject(hub, 'POST', admin.auth);
    expect((await finished(admin.auth)).last.result).toMatchObject({ added: 0, updated: SANDBOX_LIST.length });

    const trail = await hub.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'status'])
      .where('action', '=', 'POST /admin/api/games/sync/hub88')
      .execute();
    expect(trail).toEqual([
      { action: 'POST /admin/api/games/sync/hub88', target: 'hub88-sync=1', status: 200 },
      { action: 'POST /admin/api/games/sync/hub88', target: 'hub88-sync=1', status: 200 },
    ]);
  });

  it('lets every role look and only games.write start one', async () => {
    const support = await operatorToken(hub.database.db, 'support');
    expect((await inject(hub, 'GET', support.auth)).statusCode).toBe(200);
    const refused = await inject(hub, 'POST', support.auth);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'operator.forbidden']);
  });

  it('refuses clearly where Hub88 is not configured, and enqueues nothing', async () => {
    const admin = await operatorToken(bare.database.db, 'admin');
    expect((await inject(bare, 'GET', admin.auth)).json().value).toEqual({ configured: false, last: null });
    const refused = await inject(bare, 'POST', admin.auth, 'pt');
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      422,
      'games.hub88_not_configured',
      'O Hub88 não está configurado neste servidor: defina HUB88_API_URL e HUB88_OPERATOR_ID primeiro.',
    ]);
    const jobs = await bare.database.db.selectFrom('jobs').select('id').where('kind', '=', HUB88_SYNC_JOB).execute();
    expect(jobs).toEqual([]);
  });
});
