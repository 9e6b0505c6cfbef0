import { postgresUrl } from './bench-db.ts';
import { fireBurst, publicKeyOf } from './crash/crash-burst.ts';
import { consistencyProblems, ledgerCheck, stateAtKill, waitForWebhooks } from './crash/crash-checks.ts';
import { createCrashDb, preparePlayers } from './crash/crash-db.ts';
import { startServer } from './crash/crash-server.ts';
import { freePort } from './serve.ts';
import { numberOption, textOption } from './options.ts';

/**
 * npm run bench -- crash [--db sqlite|postgres|both] [--runs N] [--players N]
 * The real kill -9: a production-mode server (sandbox gateway on) takes a burst of withdrawals
 * and sandbox payments, is killed with SIGKILL part-way through, and is started again on the same
 * database. After its jobs catch up: `ledger:check` must exit 0, no withdrawal may sit in
 * `holding` without its hold, every paid sandbox payment must be credited exactly once, and
 * everything a client was told succeeded must still be there. Exit code 1 when any run fails.
 */
export async function run(args: string[]): Promise<number> {
  const which = textOption(args, 'db') ?? 'both';
  const runs = numberOption(args, 'runs', 3);
  const playerCount = numberOption(args, 'players', 40);
  const pg = await postgresUrl();
  const kinds = (['sqlite', 'postgres'] as const).filter((k) => which === 'both' || which === k);
  let failed = 0;
  for (const kind of kinds) {
    if (kind === 'postgres' && !pg) {
      console.log('PostgreSQL: skipped (no DATABASE_URL and nothing answers on 127.0.0.1:5432)');
      continue;
    }
    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${runs} run(s), ${playerCount} players each`);
    for (let round = 1; round <= runs; round++) {
      const ok = await oneRun(kind, pg, round, playerCount);
      if (!ok) failed++;
    }
  }
  console.log(failed === 0 ? '\nAll runs consistent.' : `\n${failed} run(s) FAILED.`);
  return failed === 0 ? 0 : 1;
}

async function oneRun(kind: 'sqlite' | 'postgres', pg: string | null, round: number, playerCount: number) {
  const crashDb = await createCrashDb(kind, pg);
  const setup = crashDb.open();
  const players = await preparePlayers(setup, playerCount, 100_000n);
  await setup.close();
  const port = await freePort();
  const handle = crashDb.open();
  try {
    const first = await startServer(port, crashDb.env);
    const key = await publicKeyOf(first.url);
    // Killed once a random share (30-70 %) of the burst's answers have come back: mid-burst
    // whatever the machine's speed. Three calls per player: withdrawal, deposit, pay.
    const target = Math.ceil(players.length * 3 * (0.3 + Math.random() * 0.4));
    const started = Date.now();
    let reached: () => void = () => {};
    const midway = new Promise<void>((resolve) => (reached = resolve));
    const burst = fireBurst(first.url, key, players, round, (answered) => answered >= target && reached());
    await Promise.race([midway, burst]);
    await first.kill9();
    const killedAt = Date.now() - started;
    const ack = await burst;
    const atKill = await stateAtKill(handle.db);

    const second = await startServer(port, crashDb.env);
    const catchUp = await waitForWebhooks(handle.db);
    await second.stop();
    const ledger = ledgerCheck(crashDb.env);
    const problems = await consistencyProblems(handle.db, ack);
    if (ledger.code !== 0) problems.push(`ledger:check exited ${ledger.code}:\n${ledger.output}`);
    const after = await stateAtKill(handle.db);
    console.log(
      `  run ${round}: SIGKILL at ${killedAt} ms; acknowledged ${ack.withdrawals.length} withdrawals, ` +
        `${ack.deposits.length} deposits, ${ack.paidCheckouts.length} payments (${ack.failed} requests cut off). ` +
        `At the kill: ${atKill.withdrawals} withdrawals pending, ${atKill.paid} paid, ${atKill.paidNotCredited} paid ` +
        `but not credited, ${atKill.webhooksWaiting} webhooks waiting. After restart: webhooks delivered in ` +
        `${catchUp.toFixed(1)} s, ${after.paid} paid and ${after.paidNotCredited} not credited; ledger:check exit ${ledger.code}; ` +
        (problems.length === 0 ? 'consistent' : `PROBLEMS:\n    ${problems.join('\n    ')}`),
    );
    return problems.length === 0;
  } finally {
    await handle.close();
    await crashDb.drop();
  }
}
