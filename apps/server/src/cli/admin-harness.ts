import { afterAll, beforeAll } from 'vitest';
import { createAdminHarness, type AdminHarness } from '../../test/admin-cli.ts';

/**
 * For the CLI's tests: this file's admin harness, created before its tests and closed after them.
 * Register it before the file's own `beforeAll`, which then finds the harness ready.
 */
export function useAdminHarness(): Pick<AdminHarness, 'run' | 'database'> {
  let harness: AdminHarness;
  beforeAll(async () => {
    harness = await createAdminHarness();
  });
  afterAll(async () => harness.close());
  return {
    run: (...argv) => harness.run(...argv),
    get database() {
      return harness.database;
    },
  };
}
