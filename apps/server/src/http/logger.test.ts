import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { redactUrl } from './logger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.post('/wps/test/log', async (request, reply) => {
      request.log.info({ body: request.body }, 'received');
      return reply.ok(null);
    });
  });
});
afterAll(async () => t.close());

describe('logs never carry secrets', () => {
  it('redacts the Authorization header, token query values and secret body fields', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/test/log?token=tok-abc123&page=1',
      headers: { authorization: 'Bearer tok-abc123' },
      payload: { username: 'player01', password: 'hunter2-pass', verificationCode: '918273' },
    });
    const logs = t.logs.join('\n');
    expect(logs).toContain('player01');
    expect(logs).not.toContain('tok-abc123');
    expect(logs).not.toContain('hunter2-pass');
    expect(logs).not.toContain('918273');
  });

  it('redactUrl hides secret query values only', () => {
    expect(redactUrl('/x?token=abc&page=2&code=77')).toBe('/x?token=[Redacted]&page=2&code=[Redacted]');
  });

  it('redactUrl hides capability ids in paths: play sessions and checkouts', () => {
    expect(redactUrl('/sandbox-aggregator/play/AbC_12-xyz/scenario')).toBe(
      '/sandbox-aggregator/play/[Redacted]/scenario',
    );
    expect(redactUrl('/sandbox-aggregator/play/AbC_12-xyz')).toBe('/sandbox-aggregator/play/[Redacted]');
    expect(redactUrl('/sandbox-psp/checkout/cs_abc123/pay?lang=en')).toBe(
      '/sandbox-psp/checkout/[Redacted]/pay?lang=en',
    );
    expect(redactUrl('/sandbox-aggregator/play.js')).toBe('/sandbox-aggregator/play.js');
  });
});
