import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../serve.ts';

export type CrashServer = { url: string; child: ChildProcess; kill9: () => Promise<void>; stop: () => Promise<void> };

/**
 * The real server in production mode (the sandbox gateway switched on, as an operator could), a
 * short job lease so the restarted process takes over the dead one's jobs within seconds.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<CrashServer> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SERVE_WEB: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SANDBOX_PSP: 'on',
    SANDBOX_PSP_WEBHOOK_DELAY_MS: '1500',
    JOBS_LEASE_MS: '3000',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const server: CrashServer = {
    url,
    child,
    kill9: async () => {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && alive()) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill9();
  throw new Error(`the server did not start on ${url}:\n${stderr.slice(-2000)}`);
}
