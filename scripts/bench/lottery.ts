import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { catalogueRepository } from '../../apps/server/src/modules/catalogue/catalogue.repository.ts';
import { ensureMemberAccount } from '../../apps/server/src/modules/ledger/ledger.usecases.ts';
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.usecases.ts';
import { checkBetsAgainstLedger } from '../../apps/server/src/modules/game-wallet/bets-ledger-check.ts';
import { LOTTERY_VENDOR } from '../../apps/server/src/modules/lottery/bets.usecases.ts';
import { settleIssue } from '../../apps/server/src/modules/lottery/settle.usecases.ts';
import { LOTTERY_CATALOGUE } from '../../apps/server/src/modules/lottery/engine/catalogue.ts';
import { priceLine, type PricedLine } from '../../apps/server/src/modules/lottery/engine/pricing.ts';
import { drawDueIssues, scheduleIssues } from '../../apps/server/src/modules/lottery/issues.usecases.ts';
import { lotteryRepository } from '../../apps/server/src/modules/lottery/lottery.repository.ts';
import { createMember } from '../../apps/server/test/factories/members.ts';
import { postgresUrl, withPostgres, withSqlite } from './bench-db.ts';
import { seedStakedLines } from './lottery-seed.ts';
import { numberOption, textOption } from './options.ts';

/**
 * npm run bench -- lottery [--bets N] [--members N] [--workers N] [--only sqlite|postgres]
 * Settles one VN Fast 45 s issue holding N bets (default 100,000) on SQLite and on PostgreSQL and
 * prints the time. The bets are written in bulk, stakes included (bets rows and their ledger
 * postings, as the game wallet would have written them); what is timed is the real settlement
 * (`settleIssue`), after which the checks must hold: every line settled exactly once, the ledger
 * sound, the bets record equal to the ledger. Target: under 10 s on this machine.
 */
export async function run(args: string[]): Promise<number> {
  const bets = numberOption(args, 'bets', 100_000);
  const members = numberOption(args, 'members', 1_000);
  // Batches settled at once on PostgreSQL (settleIssue's `workers`; its default when not given).
  const workers = args.includes('--workers') ? numberOption(args, 'workers', 2) : undefined;
  const only = textOption(args, 'only');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-lottery-'));
  let ok = true;
  try {
    console.log(`Settling one issue of ${bets.toLocaleString('en-US')} bets from ${members} members (target < 10 s)`);
    if (only !== 'postgres')
      ok &&= report(
        'SQLite (file, WAL)',
        await withSqlite(path.join(tmp, 'lottery.db'), (h) => settleOne(h, bets, members, workers)),
      );
    const url = only === 'sqlite' ? null : await postgresUrl();
    if (url) ok &&= report('PostgreSQL', await withPostgres(url, (h) => settleOne(h, bets, members, workers)));
    else console.log('PostgreSQL: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}

type Figures = { seconds: number; seedSeconds: number; settled: number; won: number; problems: string[] };

function report(label: string, f: Figures): boolean {
  const rate = Math.round(f.settled / f.seconds).toLocaleString('en-US');
  console.log(
    `${label.padEnd(20)} settle ${f.seconds.toFixed(2)} s (${rate} lines/s, ${f.won.toLocaleString('en-US')} winners)` +
      `  [seeding ${f.seedSeconds.toFixed(1)} s]  ${f.seconds < 10 ? 'within' : 'OVER'} target`,
  );
  for (const problem of f.problems) console.log(`  CHECK FAILED: ${problem}`);
  return f.problems.length === 0;
}

const GAME = 'VNF45S';
// A mix like a VN lottery's: mostly lô and đề, some xiên and 3 càng.
const MIX: { betType: string; pick: () => string }[] = [
  ...Array.from({ length: 4 }, () => ({ betType: 'lo2', pick: () => two() })),
  ...Array.from({ length: 4 }, () => ({ betType: 'de', pick: () => two() })),
  { betType: 'xien2', pick: () => distinctTwos(2) },
  { betType: 'cang3', pick: () => String(Math.floor(Math.random() * 1000)).padStart(3, '0') },
];
const two = () => String(Math.floor(Math.random() * 100)).padStart(2, '0');
const distinctTwos = (n: number) => {
  const picks = new Set<string>();
  while (picks.size < n) picks.add(two());
  return [...picks].join(',');
};

async function settleOne(
  handle: DbHandle,
  bets: number,
  memberCount: number,
  workers: number | undefined,
): Promise<Figures> {
  const db: Db = handle.db;
  const merchantId = 1;
  const game = LOTTERY_CATALOGUE.find((g) => g.code === GAME)!;
  const now = new Date();
  await scheduleIssues(db, now);
  const [issue] = await lotteryRepository.upcoming(db, merchantId, GAME, now, 1);
  if (!issue) throw new Error(`no ${GAME} issue scheduled`);
  const vendor = (await catalogueRepository.vendorByCode(db, merchantId, LOTTERY_VENDOR))!;

  const seedStarted = performance.now();
  const wallets: { memberId: number; accountId: number }[] = [];
  for (let i = 0; i < memberCount; i++) {
    const member = await createMember(db, {});
    const account = await ensureMemberAccount(db, merchantId, member.id, `vendor:${LOTTERY_VENDOR}`, 'USD');
    wallets.push({ memberId: member.id, accountId: account.id });
  }
  const lines = Array.from({ length: bets }, (_, i) => {
    const kind = MIX[i % MIX.length]!;
    const priced = priceLine(game, 'Lott', { betType: kind.betType, pick: kind.pick(), stake: 100n });
    if (typeof priced === 'string') throw new Error(`bench line refused: ${priced}`);
    return { wallet: wallets[i % wallets.length]!, line: priced as PricedLine };
  });
  await seedStakedLines(db, { merchantId, vendorId: vendor.id, issue, lines });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const drawn = (await drawDueIssues(db, new Date(issue.drawAt.getTime() + 1))).find((d) => d.id === issue.id);
  if (!drawn) throw new Error('the issue was not drawn');
  const started = performance.now();
  const { settled, won } = await settleIssue(db, drawn, workers === undefined ? {} : { workers });
  const seconds = (performance.now() - started) / 1000;
  return { seconds, seedSeconds, settled, won, problems: await problems(db, merchantId, drawn.id, bets) };
}

async function problems(db: Db, merchantId: number, issueId: number, bets: number): Promise<string[]> {
  const found: string[] = [];
  const count = async (status: string) =>
    Number(
      (
        await db
          .selectFrom('lottery_lines')
          .select((e) => e.fn.countAll().as('n'))
          .where('issue_id', '=', issueId)
          .where('status', '=', status as 'open')
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count('open')) !== 0) found.push('lines still open after settlement');
  if ((await count('won')) + (await count('lost')) !== bets) found.push('settled lines do not add up to the bets');
  const settles = await db
    .selectFrom('game_transactions')
    .select((e) => e.fn.countAll().as('n'))
    .where('kind', '=', 'win')
    .executeTakeFirstOrThrow();
  if (Number(settles.n) !== bets)
    found.push(`${settles.n} settlement records for ${bets} bets (want exactly one each)`);
  const ledger = await checkLedger(db);
  if (!ledger.ok) found.push(`ledger:check: ${JSON.stringify(ledger).slice(0, 300)}`);
  const record = await checkBetsAgainstLedger(db, merchantId);
  if (record.fromBets !== record.fromLedger) found.push(`bets ${record.fromBets} ≠ ledger ${record.fromLedger}`);
  return found;
}
