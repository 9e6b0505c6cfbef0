import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's throwaway data directories (made by playwright.config.ts, one per server). */
export default function globalTeardown(): void {
  const { E2E_DATA_DIR, E2E_CLOCK_DATA_DIR, E2E_SITE_DATA_DIR, E2E_DAYS_DATA_DIR, E2E_SITE_PHONE_DATA_DIR } =
    process.env;
  for (const dataDir of [
    E2E_DATA_DIR,
    E2E_CLOCK_DATA_DIR,
    E2E_SITE_DATA_DIR,
    E2E_DAYS_DATA_DIR,
    E2E_SITE_PHONE_DATA_DIR,
  ]) {
    if (dataDir && path.dirname(dataDir) === os.tmpdir() && path.basename(dataDir).startsWith('arcadia-e2e-')) {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
