import type { Db } from '../../src/db/schema.ts';
import { setFlag } from '../../src/modules/flags/flags.usecases.ts';
import { DEFAULT_MERCHANT } from './members.ts';

/** Runs `body` with one of the default brand's features switched off, and switches it back on even if it fails. */
export async function withFlagOff(db: Db, modId: string, body: () => Promise<void>): Promise<void> {
  await setFlag(db, DEFAULT_MERCHANT, modId, false);
  try {
    await body();
  } finally {
    await setFlag(db, DEFAULT_MERCHANT, modId, true);
  }
}
