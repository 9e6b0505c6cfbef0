import { serverClockOffset } from './clock.ts';
import { currentServer } from './server.ts';

type Writer = { write(text: string): unknown };
/** What the tests use of apps/server/src/cli/admin.ts (the database handle stays opaque here). */
type AdminModule = {
  openAdminDatabase: () => Promise<{ db: unknown; close: () => Promise<void> }>;
  runAdmin: (argv: string[], io: { db: unknown; out: Writer; err: Writer }) => Promise<number>;
};

// Loaded by address rather than a static import: `tsc -p e2e` would otherwise type-check the
// whole server again (`tsc -p apps/server` does that once).
const ADMIN_MODULE = new URL('../../apps/server/src/cli/admin.ts', import.meta.url);
const TEST_CLOCK_MODULE = new URL('../../apps/server/src/lib/test-clock.ts', import.meta.url);
type TestClockModule = {
  installTestClock: () => void;
  setTestClockOffset: (offsetMs: number) => number;
  testClockOffset: () => number;
};

let opened: Promise<{ cli: AdminModule; db: unknown; clock: TestClockModule }> | undefined;

/**
 * The operator CLI, loaded once per worker with a connection of its own to the database of the
 * server the tests drive (the config made a fresh DATA_DIR per server; server.ts says which). Spawning
 * `node --import tsx` per command cost about 2.4 s of start-up; in process a command costs what its
 * queries cost. Its connection is opened as the CLI's entry point opens one (migrated, a no-op once
 * the server runs; seeded if empty) and stays open for the worker's life: SQLite in WAL mode lets it
 * and the server's connection read and write side by side (busy_timeout waits out the other's
 * write), exactly as the separate CLI processes did. The first load compiles the server's modules
 * (seconds, more on a busy machine): fixtures.ts does it before a worker's first test, so it never
 * eats into a test's polling window (smsCodeFor waits 15 s).
 */
export function openOperatorCli(): Promise<{ cli: AdminModule; db: unknown; clock: TestClockModule }> {
  opened ??= (async () => {
    const { dataDir } = currentServer();
    // What the spawned CLI got on top of the worker's environment (commands that read the config see it).
    process.env.DATA_DIR = dataDir;
    process.env.LOG_LEVEL = 'warn';
    const cli = (await import(ADMIN_MODULE.href)) as AdminModule;
    const { db } = await cli.openAdminDatabase();
    // Commands read the time as the server does (support/clock.ts): this process's Date follows
    // the server's moved clock (Playwright's own timeouts run on a monotonic clock).
    const clock = (await import(TEST_CLOCK_MODULE.href)) as TestClockModule;
    clock.installTestClock();
    return { cli, db, clock };
  })();
  return opened;
}

/**
 * Runs an operator command (`npm run admin -- <args>`) against the tests' server's database and
 * answers what it printed; a command that exits non-zero throws with what it wrote.
 */
export async function admin(...args: string[]): Promise<string> {
  const { cli, db, clock } = await openOperatorCli();
  const offsetMs = await serverClockOffset();
  if (offsetMs !== clock.testClockOffset()) clock.setTestClockOffset(offsetMs);
  for (let attempt = 1; ; attempt++) {
    const out: string[] = [];
    const err: string[] = [];
    const write = (into: string[]) => ({ write: (text: string) => into.push(text) });
    try {
      const code = await cli.runAdmin(args, { db, out: write(out), err: write(err) });
      if (code !== 0) throw new Error(`admin ${args.join(' ')} exited with ${code}\n${out.join('')}${err.join('')}`);
      return out.join('');
    } catch (error) {
      // SQLite lets one writer at a time: after a clock journey's jump of a day, the server catches up
      // on the day's lottery draws in a run of writes that can outlast the CLI's busy wait (5 s). A
      // busy command wrote nothing (its transaction rolled back), so it is run again, as a person would.
      if (attempt >= 6 || !String(error).includes('database is locked')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
