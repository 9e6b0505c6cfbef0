import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@arcadia/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Operation = { tags?: string[]; responses?: Record<string, unknown> };
const openApiPaths = async (): Promise<Record<string, Record<string, Operation>>> =>
  (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;

/** Every contract of the in-house API (method and path), as exported by @arcadia/contracts. */
const bgsContracts = Object.values(contracts).flatMap((value) => {
  const candidate = value as { method?: unknown; path?: unknown };
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.path === 'string' &&
    typeof candidate.method === 'string' &&
    candidate.path.startsWith('/bgs/')
    ? [{ method: candidate.method.toLowerCase(), path: candidate.path }]
    : [];
});

describe('the in-house API is documented in OpenAPI', () => {
  it('fairness, client seed, rotate, each game’s bet call, bets, config and Crash are all there', async () => {
    const paths = await openApiPaths();
    const required: [string, string][] = [
      ['get', '/bgs/fairness'],
      ['put', '/bgs/fairness/client-seed'],
      ['post', '/bgs/fairness/rotate'],
      ['post', '/bgs/dice/bet'],
      ['post', '/bgs/limbo/bet'],
      ['post', '/bgs/plinko/bet'],
      ['post', '/bgs/slot/spin'],
      ['post', '/bgs/mines/start'],
      ['post', '/bgs/mines/reveal'],
      ['post', '/bgs/mines/cashout'],
      ['get', '/bgs/mines/current'],
      ['get', '/bgs/bets'],
      ['get', '/bgs/config'],
      ['get', '/bgs/crash/state'],
      ['post', '/bgs/crash/bet'],
      ['post', '/bgs/crash/cashout'],
      ['get', '/bgs/crash/bets'],
      ['get', '/bgs/crash/live'],
    ];
    for (const [method, path] of required) {
      const operation = paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation!.tags?.length, `${path} has a tag`).toBeGreaterThan(0);
    }
  });

  it('every /bgs contract is served and documented with its 200 answer, and no /bgs path is documented without a contract', async () => {
    const paths = await openApiPaths();
    expect(bgsContracts.length).toBeGreaterThanOrEqual(17);
    for (const { method, path } of bgsContracts) {
      expect(paths[path]?.[method]?.responses?.['200'], `${method.toUpperCase()} ${path}`).toBeDefined();
      // The route behind the contract is really served (a 404 would mean a documented ghost).
      expect(t.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path }), path).toBe(true);
    }
    const documented = Object.keys(paths).filter((path) => path.startsWith('/bgs/'));
    const known = new Set([...bgsContracts.map((c) => c.path), '/bgs/crash/live']);
    expect(documented.filter((path) => !known.has(path))).toEqual([]);
  });
});
