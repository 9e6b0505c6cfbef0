import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** Chromium as the Playwright journeys launch it. */
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

export type RunningServer = { url: string; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A production start of the real server on a fresh SQLite database (seeded with the demo brand on
 * first start) in a temporary directory, on a free loopback port. Stopping removes the directory.
 */
export async function startProductionServer(options: { port?: number } = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('apps/web/dist is missing: build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-web-'));
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    // Not inherited: a server orphaned by a killed bench must not hold the caller's pipe open.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer on ${url}/healthz within 60 s`);
}

/** A fresh production build of the player site (a stale build measures nothing useful). */
export function buildWeb(options: { console?: boolean } = {}): void {
  for (const app of ['@arcadia/web', ...(options.console ? ['@arcadia/admin'] : [])]) {
    const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: REPO_ROOT, stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`the ${app} build failed`);
  }
}
