import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { placeDiceBet } from '@arcadia/contracts';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { checkBetsAgainstLedger } from '../../apps/server/src/modules/game-wallet/bets-ledger-check.ts';
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.usecases.ts';
import { probe, signedInCallers, withApp } from './app-under-load.ts';
import { postgresUrl, withPostgres, withSqlite } from './bench-db.ts';
import { fmt, load, median, type HttpFigures } from './http-load.ts';
import { hub88Key, hub88Rates } from './hub88.ts';
import { numberOption, textOption } from './options.ts';

/**
 * npm run bench -- inhouse [--seconds N] [--runs N] [--callers N] [--hub88-pairs N] [--only sqlite|postgres]
 * Dice bets per second through the whole HTTP path (POST /bgs/dice/bet on the real app: auth,
 * validation, next nonce, outcome, game wallet bet + settle, round row, all in one transaction),
 * `callers` members each on its own connection; load from a separate process. Afterwards: one
 * bets row and one round row per accepted bet, the ledger sound, the bets record equal to it.
 */
export async function run(args: string[]): Promise<number> {
  const [seconds, runs, callers] = [
    numberOption(args, 'seconds', 5),
    numberOption(args, 'runs', 3),
    numberOption(args, 'callers', 8),
  ];
  const hub88Pairs = numberOption(args, 'hub88-pairs', 50);
  const only = textOption(args, 'only');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-inhouse-'));
  let ok = true;
  try {
    console.log(`Dice bets over HTTP: ${callers} members on their own connections, ${runs} runs of ${seconds} s`);
    if (only !== 'postgres')
      ok &&= report(
        'SQLite (file, WAL)',
        await withSqlite(path.join(tmp, 'app.db'), (h) => measure(h, tmp, seconds, runs, callers, hub88Pairs)),
      );
    const url = only === 'sqlite' ? null : await postgresUrl();
    if (url)
      ok &&= report('PostgreSQL', await withPostgres(url, (h) => measure(h, tmp, seconds, runs, callers, hub88Pairs)));
    else if (only !== 'sqlite') console.log('PostgreSQL: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}

export type Figures = {
  runs: HttpFigures[];
  bets: number;
  problems: string[];
  cpuMsPerBet: number;
  hub88?: Awaited<ReturnType<typeof hub88Rates>>;
};

export function report(label: string, f: Figures): boolean {
  const m = median(f.runs);
  console.log(
    `${label.padEnd(20)} ${fmt(m.rps)} bets/s (median run; runs ${f.runs.map((r) => fmt(r.rps)).join(' / ')}), p50 ${m.p50} ms, p99 ${m.p99} ms, ${fmt(f.bets)} bets written, server CPU ${f.cpuMsPerBet.toFixed(2)} ms/bet`,
  );
  if (f.hub88) {
    const h = f.hub88;
    console.log(
      `${''.padEnd(20)} Hub88 wallet: ${fmt(h.callsPerSecond)} calls/s (${fmt(h.pairsPerSecond)} bet+win pairs/s), bet p50 ${h.bet.p50} ms p99 ${h.bet.p99} ms, win p50 ${h.win.p50} ms p99 ${h.win.p99} ms`,
    );
  }
  for (const problem of f.problems) console.log(`  CHECK FAILED: ${problem}`);
  return f.problems.length === 0;
}

export async function measure(
  database: DbHandle,
  dir: string,
  seconds: number,
  runs: number,
  callers: number,
  hub88Pairs = 0,
): Promise<Figures> {
  const db = database.db;
  const { ids: members, streams } = await signedInCallers(db, 'dice', callers);
  const key = hub88Key(dir);
  return withApp(
    database,
    dir,
    async (url) => {
      const job = { url: `${url}${placeDiceBet.path}`, method: 'POST' as const, streams };
      const body = { amount: '1.00', target: 49.5, direction: 'under' };
      await probe('dice', job.url, streams[0]!, body);
      const figures: HttpFigures[] = [];
      // This process's CPU (the app; not the database server's, nor the load generator's) per bet:
      // a figure the other helpers' load on a shared machine disturbs less than the rate.
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < runs; i++) figures.push(await load({ ...job, seconds, body }));
      const cpu = process.cpuUsage(cpuBefore);
      // Both counts in one statement (one snapshot): a request still in flight when the load ended
      // may commit its bet and round between two separate counts.
      const counts = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('bets').select(eb.fn.countAll<string>().as('n')).where('member_id', 'in', members).as('bets'),
          eb
            .selectFrom('bgs_rounds')
            .select(eb.fn.countAll<string>().as('n'))
            .where('member_id', 'in', members)
            .as('rounds'),
        ])
        .executeTakeFirstOrThrow();
      const [bets, rounds] = [Number(counts.bets), Number(counts.rounds)];
      const answered = figures.reduce((n, f) => n + f.ok2xx, 0) + 1;
      const refused = figures.reduce((n, f) => n + f.non2xx + f.errors, 0);
      const problems: string[] = [];
      if (refused > 0) problems.push(`${refused} requests refused or failed`);
      // A request in flight when a run ends is written but not counted: at most one per caller and run.
      if (bets < answered || bets > answered + callers * runs)
        problems.push(`${bets} bets rows for ${answered} answers`);
      if (rounds !== bets) problems.push(`${rounds} round rows for ${bets} bets`);
      if (!(await checkLedger(db)).ok) problems.push('ledger:check failed');
      const record = await checkBetsAgainstLedger(db, 1);
      if (record.fromBets !== record.fromLedger) problems.push(`bets ${record.fromBets} ≠ ledger ${record.fromLedger}`);
      const cpuMsPerBet = (cpu.user + cpu.system) / 1000 / Math.max(1, answered);
      // The Hub88 wallet's calls ride the same game wallet path (bet, then win: two wallet calls).
      const hub88 = hub88Pairs > 0 ? await hub88Rates(db, url, key.privateKey, callers, hub88Pairs) : undefined;
      if (hub88?.refused) problems.push(`${hub88.refused} Hub88 calls refused`);
      if (hub88 && !(await checkLedger(db)).ok) problems.push('ledger:check failed after the Hub88 calls');
      return { runs: figures, bets, problems, cpuMsPerBet, ...(hub88 ? { hub88 } : {}) };
    },
    { HUB88_PUBLIC_KEY_FILE: key.file },
  );
}
