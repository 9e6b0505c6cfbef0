import { describe, expect, it } from 'vitest';
import { manualClock, runnerOn } from '../../../test/jobs-fixtures.ts';
import { expectLedgerSound, newPayingMember } from '../../../test/payments-fixtures.ts';
import { BRAND, grantPoints, pointsSettings } from '../../../test/points-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { pointsSchedules } from './points-jobs.ts';
import { pointsBalance } from './points-ledger.ts';

/**
 * The points mall's schedule through the durable job runner: a lot expires on the first expiry
 * pass after its time, and passes a stop missed are caught up (each pass covers everything due).
 * Deposits earn in their credit's transaction instead (points.usecases.test.ts).
 */
const database = useTestDatabase({
  afterEachTest: async (db) => {
    await expectLedgerSound(db);
    expect((await checkMoney(db)).domain).toEqual([]);
  },
});
const db = () => database().db;

describe('points schedules', () => {
  it('expire a due lot once through the job runner, catching up after a stop; deposits are not on the clock', async () => {
    await pointsSettings(db());
    const { member } = await newPayingMember(db());
    expect(pointsSchedules().map((s) => s.name)).toEqual(['points.expire']);
    const clock = manualClock(new Date().toISOString());
    await grantPoints(db(), member.id, 25n, { expiresAt: new Date(clock.now().getTime() + 30 * 86_400_000) });
    await grantPoints(db(), member.id, 40n, { expiresAt: new Date(clock.now().getTime() + 2 * 86_400_000) });

    const runner = runnerOn(database(), { clock: clock.now });
    for (const schedule of pointsSchedules()) runner.schedule(schedule);
    await runner.tick();
    clock.advance(61_000);
    await runner.tick();
    expect(Number(await pointsBalance(db(), BRAND.id, member.id))).toBe(65);

    // Three days with no server: the first pass after the restart expires the lot, once.
    clock.advance(3 * 86_400_000);
    await runner.tick();
    await runner.tick();
    await runner.tick();
    expect(Number(await pointsBalance(db(), BRAND.id, member.id))).toBe(25);
    const expiries = await db()
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('kind', '=', 'points_expire')
      .execute();
    expect(expiries.filter((e) => e.idempotency_key.startsWith('points-expire:'))).toHaveLength(1);
  });
});
