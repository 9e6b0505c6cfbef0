import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '3' });

describe('the global rate limit', () => {
  it('refuses the fourth API call in a minute from one address, but never a load balancer’s /healthz probe', async () => {
    const api = [];
    for (let i = 0; i < 4; i++) api.push((await t.app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode);
    expect(api.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(api[3]).toBe(429);
    for (let i = 0; i < 6; i++) expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
