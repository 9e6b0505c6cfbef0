import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's throwaway data directory (made by playwright.config.ts). */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && path.dirname(dataDir) === os.tmpdir() && path.basename(dataDir).startsWith('arcadia-e2e-')) {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
