import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { installTestClock, uninstallTestClock } from '../lib/test-clock.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';
import { createSignedInMember } from '../../test/factories/members.ts';

const DAY = 86_400_000;

describe('the test clock', () => {
  it('is refused outside NODE_ENV=test, and its paths do not exist without it', async () => {
    expect(() => loadConfig({ TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK: only allowed with NODE_ENV=test/,
    );
    expect(() => loadConfig({ TEST_CLOCK: 'on' })).toThrow(/TEST_CLOCK/);
    const plain: TestApp = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/__test/clock' })).statusCode).toBe(404);
      expect(
        (await plain.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceMs: DAY } })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  describe('with TEST_CLOCK=on', () => {
    const t = useTestApp({ TEST_CLOCK: 'on' });
    beforeAll(() => installTestClock());
    afterAll(() => uninstallTestClock());

    it('moves the whole server forward: a session idle past its limit is over', async () => {
      const { auth } = await createSignedInMember(t.database.db);
      const info = () => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth });
      expect((await info()).statusCode).toBe(200);

      const before = Date.now();
      const moved = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceMs: DAY } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().offsetMs).toBe(DAY);
      expect(Date.parse(moved.json().now) - before).toBeGreaterThanOrEqual(DAY);
      expect(new Date().getTime() - before).toBeGreaterThanOrEqual(DAY);

      // The default idle limit is 120 minutes: a day later the member must sign in again.
      expect((await info()).statusCode).toBe(401);
    });

    it('moves to an instant, never back, and refuses anything else', async () => {
      const target = new Date(Date.now() + 3 * 60_000).toISOString();
      const to = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { to: target } });
      expect(to.statusCode).toBe(200);
      expect(Math.abs(Date.parse(to.json().now) - Date.parse(target))).toBeLessThan(1_000);

      const back = await t.app.inject({
        method: 'POST',
        url: '/__test/clock',
        payload: { to: new Date(Date.now() - 60_000).toISOString() },
      });
      expect(back.statusCode).toBe(409);
      for (const payload of [
        {},
        { advanceMs: -1 },
        { advanceMs: 1.5 },
        { to: 'tomorrow' },
        { advanceMs: 1, to: target },
      ])
        expect((await t.app.inject({ method: 'POST', url: '/__test/clock', payload })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/__test/clock' })).json().offsetMs).toBe(to.json().offsetMs);
    });
  });
});
