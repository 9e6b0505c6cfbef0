import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import type { Db } from '../../apps/server/src/db/schema.ts';
import type { Member } from '../../apps/server/src/modules/members/member.model.ts';
import { DEPOSIT_CREDITED_LISTENERS } from '../../apps/server/src/modules/payments/deposit-events.port.ts';
import { deliverPlayEvents, PLAY_EVENT_SUBSCRIBERS } from '../../apps/server/src/modules/play-record/play-events.ts';
import type { PlayEventSubscriber } from '../../apps/server/src/modules/play-record/play-events.port.ts';
import { settledGameBet } from '../../apps/server/test/factories/games.ts';
import { fund } from '../../apps/server/test/factories/ledger.ts';
import { checkMoney } from '../../apps/server/src/modules/reconciliation/money-check.usecases.ts';
import { withApp } from './app-under-load.ts';
import { postgresUrl, withPostgres, withSqlite } from './bench-db.ts';
import { fmt } from './http-load.ts';
import { numberOption, textOption } from './options.ts';
import { liveActivities, rewardMembers } from './promotions-seed.ts';

/**
 * npm run bench -- promotions [--members N] [--bets N] [--only sqlite|postgres]
 * The promotions engine's event handling with 20 live activities of mixed kinds (deposit bonuses
 * with and without wagering, points, registration, code and application rewards, missions of every
 * kind with a leaderboard, the rebate programme and the referral programme), fed as production feeds
 * them, in the real app (every plugin's hooks registered):
 *   deposits  card deposits credited by the gateway's webhook (sent twice): the credit runs every
 *             "deposit credited" listener in its transaction; deposits/s and p50/p95/p99 per deposit,
 *             and the listeners' own share;
 *   bets      N bets settled through the game wallet (each writes its "bet settled" event in the
 *             settling transaction): the settlement rate in this process, for scale;
 *   events    the delivery job's call (`deliverPlayEvents`, every subscriber from its cursor, batches
 *             of 500): events/s and p50/p95/p99 per event (all subscribers' handling of it), and
 *             per subscriber.
 * Compare events/s with the settlement rate of `npm run bench -- playrecord` (its "(a) play" line,
 * Dice bets/s over HTTP): the engine keeps up when it handles events at least that fast.
 * Afterwards the ledger must reconcile (`ledger:check`, promotions and missions included).
 */
export async function run(args: string[]): Promise<number> {
  const size = { members: numberOption(args, 'members', 100), bets: numberOption(args, 'bets', 4000) };
  const only = textOption(args, 'only');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-promotions-'));
  let ok = true;
  console.log(`Promotions: ${fmt(size.members)} members, ${fmt(size.bets)} settled bets, 20 live activities`);
  try {
    if (only !== 'postgres')
      ok &&= await withSqlite(path.join(tmp, 'app.db'), (h) => withApp(h, tmp, () => measure(h, 'SQLite', size)));
    const url = only === 'sqlite' ? null : await postgresUrl();
    if (url) ok &&= await withPostgres(url, (h) => withApp(h, tmp, () => measure(h, 'PostgreSQL', size)));
    else if (only !== 'sqlite') console.log('PostgreSQL: skipped (no DATABASE_URL and nothing on 127.0.0.1:5432)');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const quantiles = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${pct(s, 0.5).toFixed(2)} ms, p95 ${pct(s, 0.95).toFixed(2)} ms, p99 ${pct(s, 0.99).toFixed(2)} ms`;
};

async function measure(h: DbHandle, label: string, size: { members: number; bets: number }): Promise<boolean> {
  const db = h.db;
  const live = await liveActivities(db);
  console.log(`${label.padEnd(11)} live: ${live}`);
  const members = await rewardMembers(db, size.members);
  await depositPhase(db, label, members);
  await betPhase(db, label, members, size.bets);
  await eventPhase(db, label);
  const money = await checkMoney(db);
  if (!money.ok) console.log(`  CHECK FAILED: ${JSON.stringify(money).slice(0, 2_000)}`);
  return money.ok;
}

/** Each member's first and second deposit, by webhook; the listeners timed inside each credit. */
async function depositPhase(db: Db, label: string, members: Member[]) {
  const { depositByWebhook } = await import('../../apps/server/test/promotion-fixtures.ts');
  const listenerMs: number[] = [];
  const byListener = new Map<string, number[]>();
  const original = [...DEPOSIT_CREDITED_LISTENERS];
  let inListeners = 0;
  DEPOSIT_CREDITED_LISTENERS.splice(
    0,
    DEPOSIT_CREDITED_LISTENERS.length,
    ...original.map((l) => ({
      ...l,
      credited: async (...a: Parameters<typeof l.credited>) => {
        const start = performance.now();
        await l.credited(...a);
        const ms = performance.now() - start;
        inListeners += ms;
        const list = byListener.get(l.name) ?? [];
        list.push(ms);
        byListener.set(l.name, list);
      },
    })),
  );
  const times: number[] = [];
  const started = performance.now();
  try {
    for (const amount of [5_000n, 12_000n])
      for (const member of members) {
        inListeners = 0;
        const start = performance.now();
        await depositByWebhook(db, member, amount);
        times.push(performance.now() - start);
        listenerMs.push(inListeners);
      }
  } finally {
    DEPOSIT_CREDITED_LISTENERS.splice(0, DEPOSIT_CREDITED_LISTENERS.length, ...original);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(11)} deposits: ${fmt(times.length / seconds)}/s credited by webhook, ${quantiles(times)} per deposit; all listeners ${quantiles(listenerMs)}`,
  );
  for (const [name, list] of byListener) console.log(`${''.padEnd(11)}   ${name.padEnd(24)} ${quantiles(list)}`);
}

/** Bets settled through the game wallet, round robin over the members: the settlement rate here. */
async function betPhase(db: Db, label: string, members: Member[], bets: number) {
  for (const member of members) await fund(db, member.id, 100_000_000n);
  const started = performance.now();
  for (let i = 0; i < bets; i++) {
    const stake = BigInt(100 + ((i * 37) % 400));
    await settledGameBet(db, members[i % members.length]!.id, stake, i % 3 === 0 ? stake * 3n : 0n);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(11)} bets: ${fmt(bets / seconds)}/s settled through the game wallet (in process)`);
}

/**
 * The delivery job's call, every subscriber wrapped to time its handling of each event. A
 * subscriber that handles a batch at once (handleBatch) is timed per batch: each of its events
 * is given an equal share of the batch's time.
 */
async function eventPhase(db: Db, label: string) {
  const perEvent = new Map<number, number>();
  const perSubscriber = new Map<string, number[]>();
  const record = (name: string, ids: number[], ms: number) => {
    const list = perSubscriber.get(name) ?? [];
    for (const id of ids) {
      perEvent.set(id, (perEvent.get(id) ?? 0) + ms / ids.length);
      list.push(ms / ids.length);
    }
    perSubscriber.set(name, list);
  };
  const timed: PlayEventSubscriber[] = PLAY_EVENT_SUBSCRIBERS.map((s) => {
    const handleBatch = s.handleBatch;
    return {
      name: s.name,
      handle: async (trx, event) => {
        const start = performance.now();
        await s.handle(trx, event);
        record(s.name, [event.id], performance.now() - start);
      },
      ...(handleBatch && {
        handleBatch: async (trx, events) => {
          const start = performance.now();
          await handleBatch(trx, events);
          record(
            s.name,
            events.map((e) => e.id),
            performance.now() - start,
          );
        },
      }),
    };
  });
  const started = performance.now();
  await deliverPlayEvents(db, timed, { waitMs: 30_000 });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(11)} events: ${fmt(perEvent.size / seconds)}/s handled (${fmt(perEvent.size)} "bet settled" events, ${timed.length} subscribers), ${quantiles([...perEvent.values()])} per event`,
  );
  for (const [name, times] of perSubscriber)
    console.log(
      `${''.padEnd(11)}   ${name.padEnd(24)} ${quantiles(times)}, ${fmt(times.reduce((a, b) => a + b, 0))} ms in all`,
    );
}
