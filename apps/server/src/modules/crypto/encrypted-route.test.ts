import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PublicKeyInfo } from '@arcadia/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { encryptForServer } from '../../../test/encrypt.ts';
import { encryptedBodyOnly } from './encrypted-route.ts';

let t: TestApp;
let key: PublicKeyInfo;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.post(
      '/wps/test/echo',
      {
        ...encryptedBodyOnly(app.deps.keys),
        schema: { body: z.object({ username: z.string().min(3), password: z.string() }) },
      },
      async (request, reply) => reply.ok({ username: (request.body as { username: string }).username }),
    );
  });
  key = t.app.deps.keys.publicInfo();
});
afterAll(async () => t.close());

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/wps/test/echo', payload: payload as object, headers: { Language: 'en' } });

describe('encrypted-only routes', () => {
  it('decrypts a body made as the browser makes it, then validates the payload', async () => {
    const res = await post(encryptForServer(key, { username: 'player01', password: 'secret-pass' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ username: 'player01' });
  });

  it('refuses a plaintext body with request.encryption_required', async () => {
    const res = await post({ username: 'player01', password: 'secret-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request.encryption_required' });
  });

  it('refuses a body whose ts is older than five minutes', async () => {
    const res = await post(
      encryptForServer(key, { username: 'player01', password: 'x' }, Date.now() - 5 * 60_000 - 1000),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.encryption_expired');
  });

  it('refuses an unknown kid', async () => {
    const res = await post({ ...encryptForServer(key, { username: 'player01', password: 'x' }), kid: 'k-unknown' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.encryption_unknown_key');
  });

  it('refuses a tampered ciphertext (GCM tag check)', async () => {
    const body = encryptForServer(key, { username: 'player01', password: 'x' });
    const bytes = Buffer.from(body.data, 'base64url');
    bytes[0] = bytes[0]! ^ 0xff;
    const res = await post({ ...body, data: bytes.toString('base64url') });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.encryption_invalid');
  });

  it('refuses the same encrypted body sent twice (replay)', async () => {
    const body = encryptForServer(key, { username: 'player01', password: 'x' });
    expect((await post(body)).statusCode).toBe(200);
    const again = await post(body);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('request.encryption_expired');
  });

  it('reports payload validation errors per field after decrypting', async () => {
    const res = await post(encryptForServer(key, { username: 'ab', password: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'request.invalid',
      errors: [{ field: 'username', key: 'validation.too_short', params: { min: 3 } }],
    });
  });

  it('keeps the same key pair across restarts (stored in the database)', async () => {
    const { KeyStore } = await import('./key-store.ts');
    const again = new KeyStore(t.database.db);
    await again.init();
    expect(again.publicInfo()).toEqual(key);
  });

  it('never writes the decrypted password to the log', () => {
    expect(t.logs.join('\n')).not.toContain('secret-pass');
  });
});
