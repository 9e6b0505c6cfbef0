type Writer = { write(text: string): unknown };
/** What the tests use of apps/server/src/cli/admin.ts (the database handle stays opaque here). */
type AdminModule = {
  openAdminDatabase: () => Promise<{ db: unknown; close: () => Promise<void> }>;
  runAdmin: (argv: string[], io: { db: unknown; out: Writer; err: Writer }) => Promise<number>;
};

// Loaded by address rather than a static import: `tsc -p e2e` would otherwise type-check the
// whole server again (`tsc -p apps/server` does that once).
const ADMIN_MODULE = new URL('../../apps/server/src/cli/admin.ts', import.meta.url);

let opened: Promise<{ cli: AdminModule; db: unknown }> | undefined;

/**
 * The operator CLI, loaded once per worker with a connection of its own to the database of the
 * server the tests drive (the config made a fresh DATA_DIR and put it in E2E_DATA_DIR). Spawning
 * `node --import tsx` per command cost about 2.4 s of start-up; in process a command costs what its
 * queries cost. Its connection is opened as the CLI's entry point opens one (migrated, a no-op once
 * the server runs; seeded if empty) and stays open for the worker's life: SQLite in WAL mode lets it
 * and the server's connection read and write side by side (busy_timeout waits out the other's
 * write), exactly as the separate CLI processes did. The first load compiles the server's modules
 * (seconds, more on a busy machine): fixtures.ts does it before a worker's first test, so it never
 * eats into a test's polling window (smsCodeFor waits 15 s).
 */
export function openOperatorCli(): Promise<{ cli: AdminModule; db: unknown }> {
  opened ??= (async () => {
    const dataDir = process.env.E2E_DATA_DIR;
    if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through e2e/playwright.config.ts');
    // What the spawned CLI got on top of the worker's environment (commands that read the config see it).
    process.env.DATA_DIR = dataDir;
    process.env.LOG_LEVEL = 'warn';
    const cli = (await import(ADMIN_MODULE.href)) as AdminModule;
    const { db } = await cli.openAdminDatabase();
    return { cli, db };
  })();
  return opened;
}

/**
 * Runs an operator command (`npm run admin -- <args>`) against the tests' server's database and
 * answers what it printed; a command that exits non-zero throws with what it wrote.
 */
export async function admin(...args: string[]): Promise<string> {
  const { cli, db } = await openOperatorCli();
  const out: string[] = [];
  const err: string[] = [];
  const write = (into: string[]) => ({ write: (text: string) => into.push(text) });
  const code = await cli.runAdmin(args, { db, out: write(out), err: write(err) });
  if (code !== 0) throw new Error(`admin ${args.join(' ')} exited with ${code}\n${out.join('')}${err.join('')}`);
  return out.join('');
}
