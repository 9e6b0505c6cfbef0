import type { WorkerInfo } from '@playwright/test';

/**
 * Which of the run's e2e servers (playwright.config.ts: `main` and the lanes' servers, each on its own
 * database) this worker's tests drive. A worker runs the tests of one project only, so the choice is
 * made once, by the worker fixture (fixtures.ts), from the project's baseURL and metadata, before the
 * operator CLI (admin.ts) opens that server's database and the clock (clock.ts) calls it.
 */
let chosen: { url: string; dataDir: string } | undefined;

export function chooseServer(workerInfo: WorkerInfo): void {
  const { dataDir } = workerInfo.project.metadata as { dataDir?: string };
  const url = workerInfo.project.use.baseURL;
  if (!dataDir || !url) throw new Error('run the tests through e2e/playwright.config.ts (it makes the servers)');
  chosen = { url, dataDir };
}

/** The server this worker drives: its address and its data directory. */
export function currentServer(): { url: string; dataDir: string } {
  if (!chosen) throw new Error('no e2e server chosen yet: the worker fixture in fixtures.ts chooses it');
  return chosen;
}
