import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteTemplate } from '../test/db-template.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-ctrl-c-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * `npm start` as a person runs it in a terminal (scripts/start.mjs, which runs the server), in a
 * process group of its own so Ctrl-C can be sent the way a terminal sends it: SIGINT to every
 * process of the group at once. Resolves with the exit code and everything printed.
 */
function startThenCtrlC(): Promise<{ code: number | null; signal: string | null; out: string; err: string }> {
  // The run's seeded database when there is one (migrating and seeding anew takes longer).
  const seeded = sqliteTemplate(true);
  if (seeded) fs.writeFileSync(path.join(dataDir, 'arcadia.db'), seeded);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' };
  Object.assign(env, { DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'info' });
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, detached: true });
  let out = '';
  let err = '';
  let interrupted = false;
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (!interrupted && out.includes('Arcadia is serving on')) {
      interrupted = true;
      process.kill(-child.pid!, 'SIGINT');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, out, err })));
}

describe('npm start', () => {
  it('stops on Ctrl-C (SIGINT to the whole process group) with exit code 0, a log line and no stack trace', async () => {
    const { code, signal, out, err } = await startThenCtrlC();
    expect(out).toContain('Arcadia is serving on');
    expect(out).toContain('"signal":"SIGINT","msg":"shutting down"');
    expect(err).toBe('');
    expect(out).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
    expect(out).not.toMatch(/"level":(50|60)/);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});
