import { describe, expect, it } from 'vitest';
import { minor } from '../../lib/money.ts';
import { riskShareBp, twoSidedMarket, uncoveredStakes, validBetOf } from './valid-bet.ts';

/** The valid-bet rule by itself: shares, states, declared risk and slips covering both sides. */
const settled = (stake: bigint, shareBp = 10_000, winChanceBp: number | null = null) =>
  Number(validBetOf({ status: 'settled', stake: minor(stake), shareBp, winChanceBp }));

describe('valid bet of one bet', () => {
  it('counts the brand share of a settled stake, rounded down, and nothing for any other state', () => {
    expect(settled(1_000n)).toBe(1_000);
    expect(settled(1_000n, 2_000)).toBe(200);
    expect(settled(999n, 1_500)).toBe(149);
    for (const status of ['open', 'rolled_back'] as const)
      expect(Number(validBetOf({ status, stake: minor(1_000n), shareBp: 10_000, winChanceBp: null }))).toBe(0);
  });

  it('counts a declared chance to win by its real risk, and never above the stake', () => {
    expect(Number(riskShareBp(null))).toBe(10_000);
    expect(settled(10_000n, 10_000, 9_800)).toBe(400);
    expect(settled(10_000n, 10_000, 5_000)).toBe(10_000);
    expect(settled(10_000n, 10_000, 1_000)).toBe(10_000);
    expect(settled(10_000n, 10_000, 10_000)).toBe(0);
    // Share and risk multiply: a live table at 20 % and a 90 % chance counts 20 % × 20 %.
    expect(settled(10_000n, 2_000, 9_000)).toBe(400);
  });

  it('counts only the counted stake a source passes (the uncovered part), within 0 … stake, before share and risk', () => {
    const counted = (countedStake: bigint, shareBp = 10_000) =>
      Number(
        validBetOf({
          status: 'settled',
          stake: minor(1_000n),
          countedStake: minor(countedStake),
          shareBp,
          winChanceBp: null,
        }),
      );
    expect(counted(700n)).toBe(700);
    expect(counted(700n, 2_000)).toBe(140);
    expect(counted(0n)).toBe(0);
    expect(counted(5_000n)).toBe(1_000);
    expect(counted(-5n)).toBe(0);
    expect(
      Number(
        validBetOf({
          status: 'rolled_back',
          stake: minor(1_000n),
          countedStake: minor(700n),
          shareBp: 10_000,
          winChanceBp: null,
        }),
      ),
    ).toBe(0);
  });
});

describe('a lottery slip covering both sides', () => {
  const line = (id: number, betType: string, pick: string, stake: bigint) => ({
    id,
    betType,
    pick,
    stake: minor(stake),
  });
  const counted = (lines: ReturnType<typeof line>[]) =>
    Object.fromEntries([...uncoveredStakes(lines)].map(([id, stake]) => [id, Number(stake)]));

  it('knows the two-sided markets and their sides, position included', () => {
    expect(twoSidedMarket('f3.bigsmall', 'big')).toEqual({ market: 'f3.bigsmall||bigsmall', side: 'big' });
    expect(twoSidedMarket('d5.bigsmall', 'p3:small')).toEqual({ market: 'd5.bigsmall|p3|bigsmall', side: 'small' });
    expect(twoSidedMarket('pk10.dragontiger', 'p1:tiger')?.side).toBe('tiger');
    expect(twoSidedMarket('f3.sum', '10')).toBeNull();
    expect(twoSidedMarket('d5.position', 'p2:7')).toBeNull();
  });

  it('big and small for the same stake count nothing; an uneven cover counts only the difference', () => {
    expect(counted([line(1, 'f3.bigsmall', 'big', 1_000n), line(2, 'f3.bigsmall', 'small', 1_000n)])).toEqual({
      1: 0,
      2: 0,
    });
    expect(counted([line(1, 'f3.bigsmall', 'big', 1_000n), line(2, 'f3.bigsmall', 'small', 300n)])).toEqual({
      1: 700,
      2: 0,
    });
  });

  it('shares the uncovered part among the larger side’s lines by stake, rounded down', () => {
    const lines = [
      line(1, 'f3.oddeven', 'odd', 600n),
      line(2, 'f3.oddeven', 'odd', 400n),
      line(3, 'f3.oddeven', 'even', 500n),
    ];
    expect(counted(lines)).toEqual({ 1: 300, 2: 200, 3: 0 });
    expect(
      counted([line(1, 'f3.oddeven', 'odd', 1n), line(2, 'f3.oddeven', 'odd', 1n), line(3, 'f3.oddeven', 'even', 1n)]),
    ).toEqual({ 1: 0, 2: 0, 3: 0 });
  });

  it('does not mix markets: other positions, other pairs and other bets count whole', () => {
    const lines = [
      line(1, 'd5.bigsmall', 'p1:big', 1_000n),
      line(2, 'd5.bigsmall', 'p2:small', 1_000n),
      line(3, 'd5.oddeven', 'p1:odd', 1_000n),
      line(4, 'd5.sum', 'big', 500n),
      line(5, 'd5.sum', 'odd', 500n),
      line(6, 'd5.position', 'p1:7', 200n),
    ];
    expect(counted(lines)).toEqual({ 1: 1_000, 2: 1_000, 3: 1_000, 4: 500, 5: 500, 6: 200 });
  });

  it('the sum market hedges big with small and odd with even separately', () => {
    const lines = [
      line(1, 'd5.sum', 'big', 500n),
      line(2, 'd5.sum', 'small', 500n),
      line(3, 'd5.sum', 'odd', 800n),
      line(4, 'd5.sum', 'even', 200n),
    ];
    expect(counted(lines)).toEqual({ 1: 0, 2: 0, 3: 600, 4: 0 });
  });
});
