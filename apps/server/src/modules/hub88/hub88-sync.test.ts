import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../../cli/admin.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectLedgerSound, fund, newMember } from '../../../test/wallet-fixtures.ts';
import { SANDBOX_LIST } from '../sandbox-aggregator/sandbox-catalogue.ts';
import { gameIdOf, launchGame } from '../../../test/factories/games.ts';

/*
 * A real Hub88 integration, tested against the sandbox aggregator: this server is configured with
 * HUB88_API_URL pointing at its own /sandbox-aggregator over HTTP, so games:sync and launches go
 * out exactly as they would to Hub88.
 */
let t: TestApp;
const env: Record<string, string> = {};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function admin(...argv: string[]) {
  const out: string[] = [];
  const code = await runAdmin(argv, { db: t.database.db, out: { write: (s: string) => out.push(s) } });
  return { code, stdout: out.join('') };
}

beforeAll(async () => {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'hub88-op-'));
  const keyFile = path.join(dir, 'operator.pem');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  Object.assign(env, {
    HUB88_API_URL: `http://127.0.0.1:${port}/sandbox-aggregator`,
    HUB88_OPERATOR_ID: '7',
    HUB88_PRIVATE_KEY_FILE: keyFile,
  });
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

describe('games:sync hub88', () => {
  it("imports the aggregator's list: each product a vendor routed through Hub88", async () => {
    const res = await admin('games:sync', 'hub88', '--json');
    expect(res.code).toBe(0);
    const report = JSON.parse(res.stdout);
    expect(report).toMatchObject({
      vendors: ['SANDBOX_REELS', 'SANDBOX_TABLES'],
      added: SANDBOX_LIST.length,
      skipped: 0,
    });
    const vendors = await t.database.db
      .selectFrom('game_vendors')
      .select(['code', 'route', 'category'])
      .where('code', 'like', 'SANDBOX_%')
      .orderBy('code')
      .execute();
    expect(vendors).toEqual([
      { code: 'SANDBOX_REELS', route: 'hub88', category: 'RNG' },
      { code: 'SANDBOX_TABLES', route: 'hub88', category: 'LIVE' },
    ]);
    const off = await t.database.db
      .selectFrom('games')
      .select('game_code')
      .where('enabled', '=', 0)
      .where('game_code', 'like', 'sbx_%')
      .execute();
    expect(off.map((g) => g.game_code).sort()).toEqual(
      SANDBOX_LIST.filter((g) => !g.enabled)
        .map((g) => g.game_code)
        .sort(),
    );
    // A second run changes nothing new.
    expect(JSON.parse((await admin('games:sync', 'hub88', '--json')).stdout)).toMatchObject({ added: 0 });
  });

  it('launches a synced game through signed game/url, and its rounds move the wallet', async () => {
    const m = await newMember(t.database.db);
    await fund(t.database.db, m.member.id, 2_000n);
    const res = await launchGame(t.app, m.token, { nodeId: await gameIdOf(t.database.db, 'sbx_reels_01') });
    expect(res.statusCode).toBe(200);
    const url = res.json().value.game_url as string;
    expect(url).toMatch(/^\/sandbox-aggregator\/play\//);
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Maple Drift');
    const round = (await t.app.inject({ method: 'POST', url: `${url}/round`, payload: { stake: '1.00' } })).json()
      .value;
    expect(round.status).toBe('RS_OK');
    await expectLedgerSound(t.database.db);
  });

  it('reports an aggregator that refuses us', async () => {
    vi.stubEnv('HUB88_OPERATOR_ID', '8');
    const other = mkdtempSync(path.join(tmpdir(), 'hub88-op-'));
    const wrongKey = path.join(other, 'wrong.pem');
    writeFileSync(
      wrongKey,
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    vi.stubEnv('HUB88_PRIVATE_KEY_FILE', wrongKey);
    const out: string[] = [];
    const code = await runAdmin(['games:sync', 'hub88'], {
      db: t.database.db,
      out: { write: (s: string) => out.push(s) },
    });
    expect(code).toBe(1);
    expect(out.join('')).toContain('HTTP 401');
  });
});
