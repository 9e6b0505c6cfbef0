import { testSchemaName } from '../../test/test-schemas.ts';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const pgUrl = process.env.DATABASE_URL;

let dataDir: string;
let schema: string | undefined;

/** On PostgreSQL the child gets a throwaway schema through the URL, so the shared database stays clean. */
async function pgQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-admin-'));
  if (pgUrl) {
    schema = testSchemaName();
    await pgQuery(`CREATE SCHEMA ${schema}`);
  }
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (schema) await pgQuery(`DROP SCHEMA ${schema} CASCADE`);
});

function admin(...argv: string[]) {
  const { DATABASE_URL: _unused, ...env } = process.env;
  const databaseUrl =
    schema && pgUrl
      ? `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
      : undefined;
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...argv], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
}

describe('npm run admin as a real process', () => {
  it('migrates and seeds a fresh database, then lists the flags with exit 0', { timeout: 60_000 }, async () => {
    const first = await admin('flags');
    expect(first.stderr).toContain('Seeded the demo merchant on an empty database.');
    expect(first.stdout).toContain('Flags of arcadia (Arcadia Demo)');
    expect(first.stdout).toMatch(/^ {2}DIRECTREG3 +on +Register button in the header$/m);
    if (!pgUrl) expect(fs.existsSync(path.join(dataDir, 'arcadia.db'))).toBe(true);

    // A second run finds the data it left and exits non-zero on a bad command.
    const failed = await admin('flags:set', 'NOPE3', 'on').then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).not.toContain('Seeded');
    expect(failed?.stderr).toContain('modId is not valid');
  });
});
