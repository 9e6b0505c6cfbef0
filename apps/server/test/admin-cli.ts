import { afterAll, beforeAll, expect } from 'vitest';
import { runAdmin } from '../src/cli/admin.ts';
import type { DbHandle } from '../src/db/database.ts';
import { createTestDatabase } from './test-db.ts';

export type AdminRun = { code: number; stdout: string; stderr: string };
export type AdminHarness = {
  database: DbHandle;
  run: (...argv: string[]) => Promise<AdminRun>;
  close: () => Promise<void>;
};

/** The operator CLI in-process on a fresh test database, capturing what it prints. */
export async function createAdminHarness(): Promise<AdminHarness> {
  const database = await createTestDatabase();
  return {
    database,
    close: () => database.close(),
    run: async (...argv) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(argv, {
        db: database.db,
        out: { write: (text: string) => out.push(text) },
        err: { write: (text: string) => err.push(text) },
      });
      return { code, stdout: out.join(''), stderr: err.join('') };
    },
  };
}

export type AdminCli = Pick<AdminHarness, 'run' | 'database'> & {
  /** Runs the command, expects exit 0 (failing with what it wrote to stderr) and gives what it printed. */
  ok: (...argv: string[]) => Promise<string>;
  /** Runs the command with `--json`, expects exit 0 and an empty stderr, and gives the parsed output. */
  json: (...argv: string[]) => Promise<unknown>;
};

/**
 * For the CLI's tests: this file's admin harness, created before its tests and closed after them.
 * Register it before the file's own `beforeAll`, which then finds the harness ready.
 */
export function useAdminHarness(): AdminCli {
  let harness: AdminHarness;
  beforeAll(async () => {
    harness = await createAdminHarness();
  });
  afterAll(async () => harness.close());
  return {
    run: (...argv) => harness.run(...argv),
    ok: async (...argv) => {
      const { code, stdout, stderr } = await harness.run(...argv);
      expect(code, stderr).toBe(0);
      return stdout;
    },
    json: async (...argv) => {
      const run = await harness.run(...argv, '--json');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      return JSON.parse(run.stdout) as unknown;
    },
    get database() {
      return harness.database;
    },
  };
}
