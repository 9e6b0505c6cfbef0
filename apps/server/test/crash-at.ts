import { expect } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import type { Db } from '../src/db/schema.ts';
import { checkMoney } from '../src/modules/reconciliation/money-check.usecases.ts';

/** The stand-in for a process dying: thrown before a chosen statement reaches the database. */
export class Crash extends Error {}

/** `db` whose `at`-th statement (1-based) never runs; `count` says how many were attempted. */
export function crashingDb(db: Db, at = Infinity): { db: Db; count: () => number } {
  let n = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (++n === at) throw new Crash(`crash before statement ${at}`);
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { db: db.withPlugin(plugin), count: () => n };
}

/** Ledger sound and every deposit and withdrawal holding exactly the postings its state implies. */
export async function expectMoneySound(db: Db): Promise<void> {
  const check = await checkMoney(db);
  expect(check.domain).toEqual([]);
  expect(check.ledger.mismatches).toEqual([]);
  expect(check.ledger.unbalancedTransactions).toEqual([]);
  expect(check.ledger.globalSum).toBe(0n);
}

/**
 * Runs `act` once per statement it makes, crashing before that statement each time (each on fresh
 * data from `setup`): afterwards the money must be consistent, and running `act` again must finish
 * the work exactly once (checked by `done`).
 */
export async function crashAtEveryStep<S>(
  db: Db,
  setup: () => Promise<S>,
  act: (db: Db, s: S) => Promise<unknown>,
  done: (s: S) => Promise<void>,
): Promise<number> {
  const probe = crashingDb(db);
  const first = await setup();
  await act(probe.db, first);
  await done(first);
  const steps = probe.count();
  for (let at = 1; at <= steps; at++) {
    const s = await setup();
    const crashing = crashingDb(db, at);
    // A crash after the commit (a courtesy message) may be swallowed; a crash inside must surface.
    await act(crashing.db, s).catch((error: unknown) => expect(error).toBeInstanceOf(Crash));
    await expectMoneySound(db);
    await act(db, s);
    await expectMoneySound(db);
    await done(s);
  }
  return steps;
}
