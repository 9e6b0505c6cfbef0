import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EncryptedBody } from '@arcadia/contracts';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { encryptForServer } from '../../../test/encrypt.ts';
import { encryptedBodyOnly } from './encrypted-route.ts';
import { replayGuardRepository } from './replay-guard.repository.ts';
import { ReplayGuard } from './replay-guard.ts';

let database: DbHandle;
const apps: App[] = [];

/** One server instance on the shared database, with an encrypted echo route. */
async function instance(): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false' });
  const app = await buildApp({ config, database });
  app.post(
    '/wps/test/echo',
    { ...encryptedBodyOnly(app.deps.keys), schema: { body: z.object({ username: z.string() }) } },
    async (request, reply) => reply.ok({ username: (request.body as { username: string }).username }),
  );
  await app.ready();
  apps.push(app);
  return app;
}

const post = (app: App, payload: object) =>
  app.inject({ method: 'POST', url: '/wps/test/echo', payload, headers: { Language: 'en' } });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('replayed encrypted bodies', () => {
  it('are refused however the iv, key or data are re-encoded', async () => {
    const app = await instance();
    const body = encryptForServer(app.deps.keys.publicInfo(), { username: 'player01' });
    expect((await post(app, body)).statusCode).toBe(200);
    const variants: EncryptedBody[] = [];
    for (const extra of ['A', 'B', 'Q', 'w', '-', '_']) {
      variants.push({ ...body, iv: body.iv + extra }, { ...body, key: body.key + extra });
      variants.push({ ...body, data: body.data + extra });
    }
    for (const variant of variants) {
      const res = await post(app, variant);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toMatch(/^request\.encryption_(expired|invalid)$/);
    }
    expect(variants.length).toBe(18);
  });

  it('are refused by a second instance on the same database', async () => {
    const first = await instance();
    const second = await instance();
    const body = encryptForServer(first.deps.keys.publicInfo(), { username: 'player02' });
    const answers = await Promise.all([
      post(first, body),
      post(second, body),
      post(second, { ...body, iv: `${body.iv}A` }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('are refused after a restart', async () => {
    const before = await instance();
    const body = encryptForServer(before.deps.keys.publicInfo(), { username: 'player03' });
    expect((await post(before, body)).statusCode).toBe(200);
    await before.close();
    const after = await instance();
    const res = await post(after, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.encryption_expired');
  });

  it('are forgotten once past the timestamp window, when a body would be refused as expired anyway', async () => {
    const guard = new ReplayGuard(database.db, 1_000);
    const now = Date.now();
    expect(await guard.firstUse('d'.repeat(64), now)).toBe(true);
    expect(await guard.firstUse('d'.repeat(64), now + 10)).toBe(false);
    const before = await replayGuardRepository.count(database.db);
    expect(await guard.purge(now + 2_000)).toBeGreaterThanOrEqual(1);
    expect(await replayGuardRepository.count(database.db)).toBeLessThan(before);
    expect(await guard.firstUse('d'.repeat(64), now + 2_000)).toBe(true);
  });
});
