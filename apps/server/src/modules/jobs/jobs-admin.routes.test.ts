import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enqueue } from './jobs.usecases.ts';

let t: TestApp;
let failedId: number;
beforeAll(async () => {
  t = await createTestApp();
  t.app.jobs.handle('test.admin', {
    run: async (payload: { fail: boolean }) => {
      if (payload.fail) throw new Error('the partner answered 500');
      return { ok: true };
    },
  });
  await enqueue(t.database.db, 'test.admin', { fail: false });
  failedId = (await enqueue(t.database.db, 'test.admin', { fail: true }, { maxAttempts: 1 })).id;
  await t.app.jobs.drain(['test.admin']);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('/admin/api/jobs', () => {
  it('needs an operator token', async () => {
    expect((await get('/admin/api/jobs')).statusCode).toBe(401);
    expect((await get('/admin/api/jobs/runs')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/admin/api/jobs/${failedId}/retry` })).statusCode).toBe(401);
  });

  it('lists jobs by state and the run history of one job', async () => {
    const { auth } = await operatorToken(t.database.db, 'support');
    const failed = (await get('/admin/api/jobs?state=failed&kind=test.admin', auth)).json().value.list;
    expect(failed).toEqual([
      expect.objectContaining({
        id: failedId,
        state: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('500'),
      }),
    ]);
    const runs = (await get(`/admin/api/jobs/runs?job=${failedId}`, auth)).json().value.list;
    expect(runs).toEqual([expect.objectContaining({ jobId: failedId, attempt: 1, outcome: 'failed' })]);
    expect((await get('/admin/api/jobs/runs?job=999999', auth)).statusCode).toBe(404);
    expect((await get('/admin/api/jobs?state=stuck', auth)).statusCode).toBe(400);
  });

  it('lets an admin, not support, send a failed job round again', async () => {
    const support = await operatorToken(t.database.db, 'support');
    const admin = await operatorToken(t.database.db, 'admin');
    const url = `/admin/api/jobs/${failedId}/retry`;
    expect((await t.app.inject({ method: 'POST', url, headers: support.auth })).statusCode).toBe(403);
    const retried = await t.app.inject({ method: 'POST', url, headers: admin.auth });
    expect(retried.json().value).toMatchObject({ id: failedId, state: 'queued', attempts: 0 });
    expect((await t.app.inject({ method: 'POST', url, headers: admin.auth })).statusCode).toBe(409);
  });
});
