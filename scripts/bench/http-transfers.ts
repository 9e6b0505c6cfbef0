import { walletTransfer } from '@arcadia/contracts';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.usecases.ts';
import { probe, signedInCallers, withApp } from './app-under-load.ts';
import { load, type HttpFigures } from './http-load.ts';

/** A transfer-mode vendor of the demo brand (seeded). */
const VENDOR = 'TCG_SEA';

/** `cpuMs`: CPU time of this (the server's) process per posted transfer: a figure other load on the machine hardly moves. */
export type TransferFigures = { runs: HttpFigures[]; posted: number; cpuMs: number; ok: boolean };

/**
 * POST /wps/relay/GCS_walletTransfer through the real app: `callers` members, each on its own
 * connection with its own token, each request a new transfer of 0.01 (a fresh clientKey) from
 * main to the vendor sub-wallet. Afterwards the ledger must reconcile and hold exactly one
 * posting per 2xx answer.
 */
export async function measureHttpTransfers(
  database: DbHandle,
  dataDir: string,
  seconds: number,
  callers: number,
  runs: number,
): Promise<TransferFigures> {
  const db = database.db;
  const { streams } = await signedInCallers(db, 'http', callers, VENDOR);
  return withApp(database, dataDir, async (url) => {
    const job = { url: `${url}${walletTransfer.path}`, method: 'POST' as const, streams };
    const body = { vendor: VENDOR, direction: 'in', amount: '0.01' };
    await probe('transfer', job.url, streams[0]!, { ...body, clientKey: 'bench-probe-0001' });
    const figures: HttpFigures[] = [];
    const cpu = process.cpuUsage();
    for (let run = 0; run < runs; run++) figures.push(await load({ ...job, seconds, body }));
    const { user, system } = process.cpuUsage(cpu);
    const { count } = await db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('kind', '=', 'transfer_in')
      .where('idempotency_key', 'like', 'transfer:%')
      .executeTakeFirstOrThrow();
    const answered = figures.reduce((n, f) => n + f.ok2xx, 0);
    const failures = figures.reduce((n, f) => n + f.non2xx + f.errors, 0);
    const posted = Number(count) - 1;
    // A request still in flight when a run ends is posted but not counted: at most one per caller.
    const matches = posted >= answered && posted <= answered + callers * runs;
    const cpuMs = (user + system) / 1000 / Math.max(1, posted);
    return { runs: figures, posted, cpuMs, ok: failures === 0 && matches && (await checkLedger(db)).ok };
  });
}
