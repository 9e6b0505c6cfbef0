import { describe, expect, it } from 'vitest';
import { contractFor, flat, periodAt, played, withSettings } from '../../../test/contract-fixtures.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import type { Member } from '../members/member.model.ts';
import { debtsRepository } from './debts.repository.ts';
import { clawBackLine } from './settlement-clawback.usecases.ts';
import { approveRun } from './settlement-pay.usecases.ts';
import { previewPeriod } from './settlement-preview.usecases.ts';

/*
 * A clawback undoes a settlement, the negative carry included: after it, the dividend's carry is
 * what it would have been had the clawed-back period never settled (later settled periods
 * replayed from the carry the clawed-back one started from).
 */
const database = useTestDatabase({ afterEachTest: expectMoneySound });
const db = () => database().db;
const now = new Date('2026-06-01T00:00:00Z');

/** A top agent with a flat 20 % daily dividend and one member; answers a day's settlement, paid. */
async function twentyPercentAgent() {
  const top = await createMember(db(), { isAgent: 1 });
  const contract = await contractFor(db(), top, null, flat('dividend', 2000));
  const player = await createMember(db(), { uplineId: top.id });
  const settle = async (day: string, figures: { stake: bigint; payout?: bigint }) => {
    await played(db(), player, day, figures);
    const { run, lines } = await previewPeriod(db(), {
      merchantId: DEFAULT_MERCHANT,
      kind: 'dividend',
      period: periodAt('day', `${day}T12:00:00Z`),
      now,
    });
    await approveRun(db(), run.id, { merchantId: DEFAULT_MERCHANT, by: 'test', now });
    return lines.find((l) => l.agentId === top.id)!;
  };
  const carry = async () => (await debtsRepository.carryOf(db(), [contract.id])).get(contract.id);
  const clawBack = (lineId: number) =>
    clawBackLine(db(), lineId, { merchantId: DEFAULT_MERCHANT, reason: 'bet rolled back', now });
  return { top: top as Member, settle, carry, clawBack };
}

describe('a clawback restores the negative carry', () => {
  it('−3,000 carried, then a 5,000 loss pays 400 and clears it; clawing that back carries −3,000 again', async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const { settle, carry, clawBack } = await twentyPercentAgent();
      await settle('2026-04-10', { stake: 1_000n, payout: 4_000n });
      const paid = await settle('2026-04-11', { stake: 5_000n });
      expect([paid.amount, await carry()]).toEqual([400n, 0n]);
      await clawBack(paid.id);
      expect(await carry()).toBe(-3000n);
      // The next period starts from the restored carry: 5,000 − 3,000 at 20 %.
      const next = await settle('2026-04-12', { stake: 5_000n });
      expect([next.inputs.carryIn, next.amount]).toEqual(['-3000', 400n]);
    });
  });

  it('a losing period clawed back (its win rolled back) no longer carries', async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const { settle, carry, clawBack } = await twentyPercentAgent();
      const won = await settle('2026-04-20', { stake: 1_000n, payout: 4_000n });
      expect(await carry()).toBe(-3000n);
      await clawBack(won.id);
      expect(await carry()).toBe(0n);
    });
  });

  it('periods settled after the clawed-back one are replayed from the carry it started from', async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const { settle, carry, clawBack } = await twentyPercentAgent();
      await settle('2026-05-01', { stake: 1_000n, payout: 4_000n }); // carry −3,000
      const cleared = await settle('2026-05-02', { stake: 5_000n }); // pays 400, carry 0
      await settle('2026-05-03', { stake: 1_000n, payout: 2_000n }); // carry −1,000
      expect(await carry()).toBe(-1000n);
      await clawBack(cleared.id);
      // Without 05-02: −3,000, then −1,000 more.
      expect(await carry()).toBe(-4000n);
    });
  });
});
