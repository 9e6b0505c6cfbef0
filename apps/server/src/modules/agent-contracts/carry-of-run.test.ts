import { describe, expect, it } from 'vitest';
import { contractFor, flat, periodAt, played, withSettings } from '../../../test/contract-fixtures.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { contractSettingsRepository } from './contract-settings.repository.ts';
import { debtsRepository } from './debts.repository.ts';
import { clawBackLine } from './settlement-clawback.usecases.ts';
import { settlePeriod } from './settlement-jobs.ts';
import { approveRun } from './settlement-pay.usecases.ts';
import { previewPeriod } from './settlement-preview.usecases.ts';
import { settlementRepository } from './settlement.repository.ts';

/*
 * The dividend's negative carry against time: a preview computed before a clawback changed the
 * carry is refused at approval (it would write its old carry back) until it is re-run; and a
 * period re-run (or clawed back) later applies the carry setting its run was first previewed
 * under, not the brand's setting of today. The ledger and every domain check hold after each.
 */
const database = useTestDatabase({ afterEachTest: expectMoneySound });
const db = () => database().db;
const now = new Date('2026-06-01T00:00:00Z');
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

/** A top agent with a flat 20 % daily dividend and one member. */
async function twentyPercentAgent() {
  const top = await createMember(db(), { isAgent: 1 });
  const contract = await contractFor(db(), top, null, flat('dividend', 2000));
  const player = await createMember(db(), { uplineId: top.id });
  const preview = async (day: string) => {
    const { run, lines } = await previewPeriod(db(), {
      merchantId: DEFAULT_MERCHANT,
      kind: 'dividend',
      period: periodAt('day', `${day}T12:00:00Z`),
      now,
    });
    return { run, line: lines.find((l) => l.agentId === top.id)! };
  };
  const approve = (runId: number) => approveRun(db(), runId, { merchantId: DEFAULT_MERCHANT, by: 'test', now });
  /** The day played, previewed and paid: its line. */
  const settle = async (day: string, figures: { stake: bigint; payout?: bigint }) => {
    await played(db(), player, day, figures);
    const { run, line } = await preview(day);
    await approve(run.id);
    return line;
  };
  const carry = async () => (await debtsRepository.carryOf(db(), [contract.id])).get(contract.id) ?? 0n;
  const clawBack = (lineId: number) =>
    clawBackLine(db(), lineId, { merchantId: DEFAULT_MERCHANT, reason: 'bet rolled back', now });
  const setCarry = (negativeCarry: boolean) =>
    contractSettingsRepository.saveSettings(
      db(),
      DEFAULT_MERCHANT,
      { negativeCarry, autoApprove: false },
      now.toISOString(),
    );
  return { top, player, preview, approve, settle, carry, clawBack, setCarry };
}

describe('approving a preview made before a clawback', () => {
  it('is refused rather than writing its old carry back; re-run, it pays on the restored carry', async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const { top, player, preview, approve, settle, carry, clawBack } = await twentyPercentAgent();
      await settle('2026-04-10', { stake: 1_000n, payout: 4_000n }); // carry −3,000
      const cleared = await settle('2026-04-11', { stake: 5_000n }); // pays 400, carry 0
      expect([cleared.amount, await carry()]).toEqual([400n, 0n]);
      // 04-12 is previewed on the carry of 0: 5,000 × 20 % = 1,000.
      await played(db(), player, '2026-04-12', { stake: 5_000n });
      const stale = await preview('2026-04-12');
      expect([stale.line.inputs.carryIn, stale.line.amount]).toEqual(['0', 1000n]);
      // Then 04-11 is clawed back: the carry is −3,000 again.
      await clawBack(cleared.id);
      expect(await carry()).toBe(-3000n);

      // The stale preview would pay 1,000 and set the carry to 0: refused, nothing paid or changed.
      expect(await codeOf(approve(stale.run.id))).toBe('contract.settlement_stale');
      expect(await carry()).toBe(-3000n);
      expect(await balanceOf(db(), top.id)).toBe(0n);
      expect((await settlementRepository.findRun(db(), stale.run.id))!.state).toBe('preview');

      // Re-run: 5,000 − 3,000 at 20 % = 400, and the carry is cleared by the payment.
      const fresh = await preview('2026-04-12');
      expect([fresh.line.inputs.carryIn, fresh.line.amount]).toEqual(['-3000', 400n]);
      expect((await approve(fresh.run.id)).paid).toBe(true);
      expect([await balanceOf(db(), top.id), await carry()]).toEqual([400n, 0n]);
    });
  });

  it('a clawback that lowers a carry to nothing refuses the preview made on the old carry too', async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const { top, player, preview, approve, settle, carry, clawBack } = await twentyPercentAgent();
      const won = await settle('2026-04-20', { stake: 1_000n, payout: 4_000n }); // carry −3,000
      await played(db(), player, '2026-04-21', { stake: 5_000n });
      const stale = await preview('2026-04-21'); // on −3,000: pays 400
      expect(stale.line.amount).toBe(400n);
      await clawBack(won.id);
      expect(await carry()).toBe(0n);
      expect(await codeOf(approve(stale.run.id))).toBe('contract.settlement_stale');
      expect(await carry()).toBe(0n);
      const fresh = await preview('2026-04-21');
      await approve(fresh.run.id);
      expect([fresh.line.amount, await balanceOf(db(), top.id), await carry()]).toEqual([1000n, 1000n, 0n]);
    });
  });

  it("the brand's automatic approval re-runs a kept stale preview and pays it on the carry of now", async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const { top, player, preview, settle, carry, clawBack } = await twentyPercentAgent();
      await settle('2026-04-13', { stake: 1_000n, payout: 4_000n });
      const cleared = await settle('2026-04-14', { stake: 5_000n });
      await played(db(), player, '2026-04-15', { stake: 5_000n });
      const stale = await preview('2026-04-15');
      await clawBack(cleared.id);
      await contractSettingsRepository.saveSettings(
        db(),
        DEFAULT_MERCHANT,
        { negativeCarry: true, autoApprove: true },
        now.toISOString(),
      );
      const period = periodAt('day', '2026-04-15T12:00:00Z');
      const settled = await settlePeriod(
        db(),
        {
          merchantId: DEFAULT_MERCHANT,
          kind: 'dividend',
          periodKind: 'day',
          key: period.key,
          start: period.start.toISOString(),
          end: period.end.toISOString(),
        },
        now,
      );
      expect(settled).toMatchObject({ runId: stale.run.id, state: 'paid', paid: true });
      const line = (await settlementRepository.linesOfRun(db(), stale.run.id)).find((l) => l.agentId === top.id);
      expect([line!.amount, await balanceOf(db(), top.id), await carry()]).toEqual([400n, 400n, 0n]);
    });
  });
});

describe('a period re-run applies the carry setting of its run', () => {
  it('switching carry off after a preview leaves the re-run carrying; a period first previewed after does not', async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const { player, preview, approve, settle, carry, setCarry } = await twentyPercentAgent();
      await settle('2026-05-01', { stake: 1_000n, payout: 4_000n }); // carry −3,000
      await played(db(), player, '2026-05-02', { stake: 5_000n });
      const first = await preview('2026-05-02');
      expect(first.run.negativeCarry).toBe(true);
      expect(first.line.amount).toBe(400n);

      await setCarry(false);
      const rerun = await preview('2026-05-02');
      expect([rerun.run.id, rerun.run.previews, rerun.run.negativeCarry]).toEqual([first.run.id, 2, true]);
      expect([rerun.line.inputs.carryIn, rerun.line.amount]).toEqual(['-3000', 400n]);
      await approve(rerun.run.id);
      expect(await carry()).toBe(0n);

      // A period first previewed under the new setting does not carry its loss on.
      await played(db(), player, '2026-05-03', { stake: 1_000n, payout: 2_000n });
      const next = await preview('2026-05-03');
      expect([next.run.negativeCarry, next.line.inputs.carryOut]).toEqual([false, '0']);
      await approve(next.run.id);
      expect(await carry()).toBe(0n);
    });
  });

  it('switching carry on after a preview leaves the re-run without carry', async () => {
    const { player, preview, approve, settle, carry, setCarry } = await twentyPercentAgent();
    await setCarry(true);
    await settle('2026-05-10', { stake: 1_000n, payout: 4_000n }); // carry −3,000
    await setCarry(false);
    await played(db(), player, '2026-05-11', { stake: 5_000n });
    const first = await preview('2026-05-11'); // no carry: 1,000
    await setCarry(true);
    const rerun = await preview('2026-05-11');
    expect([rerun.run.negativeCarry, rerun.line.inputs.carryIn, rerun.line.amount]).toEqual([false, '0', 1000n]);
    expect(rerun.run.id).toBe(first.run.id);
    await approve(rerun.run.id);
    // Without carry the period leaves none.
    expect(await carry()).toBe(0n);
    await setCarry(false);
  });

  it('a clawback replays the later periods under their own runs’ setting, not today’s', async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const { settle, carry, clawBack, setCarry } = await twentyPercentAgent();
      await settle('2026-05-20', { stake: 1_000n, payout: 4_000n }); // carry −3,000
      const cleared = await settle('2026-05-21', { stake: 5_000n }); // pays 400, carry 0
      await settle('2026-05-22', { stake: 1_000n, payout: 2_000n }); // carry −1,000
      expect(await carry()).toBe(-1000n);
      await setCarry(false);
      await clawBack(cleared.id);
      // Without 05-21, under the carry its runs applied: −3,000, then −1,000 more.
      expect(await carry()).toBe(-4000n);
    });
  });
});
