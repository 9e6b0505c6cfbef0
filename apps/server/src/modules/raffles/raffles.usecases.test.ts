import { beforeAll, describe, expect, it } from 'vitest';
import { raffleWinningTickets, sha256Hex, verifyRaffle } from '@arcadia/fair';
import { settledGameBet } from '../../../test/factories/games.ts';
import { balanceOf, expectLedgerSound, fund } from '../../../test/factories/ledger.ts';
import { createMember, newPayingMember } from '../../../test/factories/members.ts';
import { depositByWebhook } from '../../../test/promotion-fixtures.ts';
import { AFTER_DRAW, deliverToRaffles, raffleCtx, runningRaffle } from '../../../test/raffle-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { rewardCentre } from '../reward-centre/reward-centre.usecases.ts';
import { drawDueRaffles, expireRafflePrizes } from './draw.usecases.ts';
import { rafflesRewardSource } from './raffles-reward-source.ts';
import { registerRaffleHooks } from './raffles.plugin.ts';
import { claimRafflePrize, listRafflePrizes, raffleDetail } from './raffles.usecases.ts';

/**
 * Tickets from valid bets and deposits (once per source, capped, none for trial or excluded
 * members); a draw anyone can recompute from the revealed seed; prizes claimed once (also under
 * 50 simultaneous claims) through the ledger, or lapsed after their deadline. After every test the
 * ledger balances and `ledger:check` (raffle prizes included) finds nothing.
 */
const database = useTestDatabase({
  afterEachTest: async (db) => {
    await expectLedgerSound(db);
    expect((await checkMoney(db)).domain).toEqual([]);
  },
});
const db = () => database().db;
beforeAll(registerRaffleHooks);
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );

async function player() {
  const { member } = await newPayingMember(db());
  await fund(db(), member.id, 500_000n);
  return member;
}
const detail = (activityId: number, memberId: number | null) => raffleDetail(db(), raffleCtx(memberId), activityId);

/** Draws every open raffle as the job would after the draw time: the other tests' raffles are drawn too. */
const draw = () => drawDueRaffles(db(), AFTER_DRAW());

describe('tickets', () => {
  it('one ticket per 10.00 of valid bet, counted once even when events are delivered again', async () => {
    const raffle = await runningRaffle(db());
    const member = await player();
    await settledGameBet(db(), member.id, 1_500n, 0n);
    await settledGameBet(db(), member.id, 1_000n, 3_000n);
    await deliverToRaffles(db());
    await db()
      .updateTable('play_event_cursors')
      .set({ last_id: 0 })
      .where('subscriber', '=', 'raffles.tickets')
      .execute();
    await deliverToRaffles(db());
    expect((await detail(raffle.activityId, member.id)).mine).toMatchObject({ count: 2 });
    await settledGameBet(db(), member.id, 500n, 0n);
    await deliverToRaffles(db());
    const mine = (await detail(raffle.activityId, member.id)).mine!;
    expect(mine.count).toBe(3);
    expect(new Set(mine.numbers).size).toBe(3);
  });

  it('one ticket per 50.00 deposited, once per deposit whatever the webhook repeats, within the cap', async () => {
    const raffle = await runningRaffle(db(), { tickets: { perTurnover: null, perDeposit: '50.00', maxPerMember: 3 } });
    const { member } = await newPayingMember(db());
    await depositByWebhook(db(), member, 12_000n, 3);
    expect((await detail(raffle.activityId, member.id)).mine!.count).toBe(2);
    await depositByWebhook(db(), member, 20_000n);
    expect((await detail(raffle.activityId, member.id)).mine!.count).toBe(3);
  });

  it('trial accounts and members on a time-out earn no tickets', async () => {
    const raffle = await runningRaffle(db());
    const trial = await createMember(db(), { isAgent: 4 });
    await fund(db(), trial.id, 100_000n);
    const resting = await player();
    await takeTimeOut(db(), { merchantId: 1, memberId: resting.id, places: 2, actor: 'member' }, 1, new Date());
    await settledGameBet(db(), trial.id, 5_000n, 0n).catch(() => undefined);
    await settledGameBet(db(), resting.id, 5_000n, 0n).catch(() => undefined);
    await deliverToRaffles(db());
    expect((await detail(raffle.activityId, trial.id)).mine!.count).toBe(0);
    expect((await detail(raffle.activityId, resting.id)).mine!.count).toBe(0);
  });
});

describe('the draw', () => {
  it('reveals the committed seed, and its winners recompute from it and the ticket count', async () => {
    const raffle = await runningRaffle(db(), {
      prizes: [
        { kind: 'cash', count: 1, amount: '30.00' },
        { kind: 'points', count: 2, points: 50 },
      ],
    });
    const members = [await player(), await player(), await player()];
    for (const [i, m] of members.entries()) await settledGameBet(db(), m.id, BigInt(1_000 * (i + 1)), 0n);
    await deliverToRaffles(db());
    const before = await detail(raffle.activityId, null);
    expect(before).toMatchObject({ status: 'open', seed: null, ticketsIssued: 6, hash: raffle.hash });
    expect(await drawDueRaffles(db(), new Date())).toBe(0);
    await draw();
    const after = await detail(raffle.activityId, null);
    expect(after.status).toBe('drawn');
    expect(sha256Hex(after.seed!)).toBe(raffle.hash);
    const winners = after.winners.map((w) => w.ticket);
    expect(winners).toEqual(raffleWinningTickets({ seed: after.seed!, raffleId: raffle.id, tickets: 6, prizes: 3 }));
    expect(
      verifyRaffle({ seed: after.seed!, raffleId: raffle.id, tickets: 6, prizes: 3, hash: after.hash, winners }),
    ).toBe(true);
    // A second pass draws nothing again; a late bet earns no ticket in a drawn raffle.
    expect(await draw()).toBe(0);
    await settledGameBet(db(), members[0]!.id, 5_000n, 0n);
    await deliverToRaffles(db());
    expect((await detail(raffle.activityId, null)).ticketsIssued).toBe(6);
  });
});

describe('claims', () => {
  async function wonPrize(prize: Parameters<typeof runningRaffle>[1] = {}) {
    const raffle = await runningRaffle(db(), prize);
    const member = await player();
    await settledGameBet(db(), member.id, 1_000n, 0n);
    await deliverToRaffles(db());
    await draw();
    const [won] = (await detail(raffle.activityId, member.id)).mine!.prizes;
    return { raffle, member, won: won! };
  }

  it('50 simultaneous claims pay the cash prize once, through the ledger', { timeout: 60_000 }, async () => {
    const { member, won } = await wonPrize();
    expect(won).toMatchObject({ state: 'claimable', amount: '30.00', kind: 'cash' });
    const before = await balanceOf(db(), member.id);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => claimRafflePrize(db(), raffleCtx(member.id) as never, won.id, AFTER_DRAW())),
    );
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([]);
    expect((await balanceOf(db(), member.id)) - before).toBe(3_000n);
    const postings = await db()
      .selectFrom('ledger_transactions')
      .select('id')
      .where(
        'idempotency_key',
        '=',
        `promo:reward:${(await db().selectFrom('raffle_prizes').select('participation_id').where('id', '=', won.id).executeTakeFirstOrThrow()).participation_id}`,
      )
      .execute();
    expect(postings).toHaveLength(1);
    expect(await listRafflePrizes(db(), 1, member.id, 'en')).toMatchObject([{ id: won.id, state: 'claimed' }]);
  });

  it('the reward centre offers a won prize with its own claim call, then lists it as claimed', async () => {
    const { member, won } = await wonPrize();
    const centre = () =>
      rewardCentre(
        db(),
        { merchantId: 1, memberId: member.id, language: 'en', defaultLanguage: 'en', places: 2 },
        { pageNo: 1, pageSize: 10 },
        AFTER_DRAW(),
        [rafflesRewardSource],
      );
    const before = await centre();
    expect(before.claimable).toMatchObject([
      { id: `raffle:${won.id}`, status: 'claimable', amount: '30.00', endsAt: won.claimUntil },
    ]);
    expect([before.claimableTotal, before.total]).toEqual(['30.00', 0]);
    expect(before.claimable[0]!.claim).toEqual({ call: 'raffle', prizeId: won.id });
    await claimRafflePrize(db(), raffleCtx(member.id) as never, won.id, AFTER_DRAW());
    const after = await centre();
    expect(after.claimable).toEqual([]);
    expect(after.list).toMatchObject([{ id: `raffle:${won.id}`, status: 'claimed', claim: null }]);
  });

  it('a bonus prize goes to the bonus balance with its wagering; someone else cannot claim it', async () => {
    const { member, won } = await wonPrize({
      prizes: [{ kind: 'bonus', count: 1, amount: '20.00', multiple: 5, expiryDays: 7 }],
    });
    const other = await player();
    expect(await code(claimRafflePrize(db(), raffleCtx(other.id) as never, won.id, AFTER_DRAW()))).toBe(
      'promotions.nothing_to_claim',
    );
    await claimRafflePrize(db(), raffleCtx(member.id) as never, won.id, AFTER_DRAW());
    expect(await balanceOf(db(), member.id, 'bonus')).toBe(2_000n);
    const bonus = await db()
      .selectFrom('promo_bonuses')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(bonus.required_turnover)).toBe(10_000n);
  });

  it('an unclaimed prize lapses at its deadline and can no longer be claimed', async () => {
    const { member, won } = await wonPrize();
    const late = new Date(Date.parse(won.claimUntil) + 1_000);
    expect(await expireRafflePrizes(db(), new Date())).toBe(0);
    expect(await expireRafflePrizes(db(), late)).toBeGreaterThanOrEqual(1);
    expect(await code(claimRafflePrize(db(), raffleCtx(member.id) as never, won.id, late))).toBe(
      'promotions.prize_expired',
    );
    expect(await listRafflePrizes(db(), 1, member.id, 'en')).toMatchObject([{ id: won.id, state: 'expired' }]);
  });
});
