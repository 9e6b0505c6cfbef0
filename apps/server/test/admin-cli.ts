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
