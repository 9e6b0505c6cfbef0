import { describe, expect, it } from 'vitest';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { balanceOf, fund } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { deliverToPromotions, runningActivity } from '../../../test/promotion-fixtures.ts';
import { runningRaffle } from '../../../test/raffle-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import type { Db } from '../../db/schema.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { brandCalendar, periodOf } from '../play-record/periods.port.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { LOSS_GRACE_MS, rewardLosses } from './play-triggers.usecases.ts';
import { registerRaffleHooks } from '../raffles/raffles.plugin.ts';
import { registerPromotionHooks } from './promotions.plugin.ts';
import { claimPromotion, listPromotions, promotionDetail } from './promotions.usecases.ts';
import { promotionsRepository } from './promotions.repository.ts';

/**
 * "Turnover reached" and "a loss in a period" (issue 28) against real bets of the game wallet and
 * their "bet settled" events, and "raffle tickets" as a reward. Thresholds hold exactly (reached
 * at, not below), rolled-back bets count nothing, trial and excluded members never qualify, a
 * loss pays once per member and period under two job passes at once (run this file on PostgreSQL
 * too), tickets are issued once. After every test the ledger balances and `ledger:check` is clean.
 */
registerPromotionHooks();
// The raffle tickets reward is given through the raffles module (as the server's start does).
registerRaffleHooks();
const database = useTestDatabase({ afterEachTest: (db: Db) => expectMoneySound(db) });
const db = () => database().db;
const ctx = (memberId: number) => ({ merchantId: DEFAULT_MERCHANT, memberId, language: 'en' as const });
const detail = (activityId: number, memberId: number) => promotionDetail(db(), ctx(memberId), activityId, new Date());

async function player(funds = 1_000_000n) {
  const member = await createMember(db());
  await fund(db(), member.id, funds);
  return member;
}

const participations = (activityId: number) =>
  db().selectFrom('promo_participations').selectAll().where('activity_id', '=', activityId).orderBy('id').execute();

const rollback = (bet: Awaited<ReturnType<typeof settledGameBet>>) =>
  gameWallet.rollback(db(), {
    ...bet,
    transactionId: `${bet.transactionId}:rb`,
    referenceTransactionId: bet.transactionId,
  });

/** The instant a loss pass judges today's business day: after it closes and its grace. */
async function afterToday() {
  const { timeZone } = await brandCalendar(db(), DEFAULT_MERCHANT);
  return new Date(periodOf('day', new Date(), timeZone).end.getTime() + LOSS_GRACE_MS + 60_000);
}

describe('turnover reached', () => {
  it('qualifies exactly at the threshold of valid bet in the day, not a cent below, and once per day', async () => {
    const activity = await runningActivity(db(), {
      trigger: { kind: 'turnover', period: 'day', amount: '100.00' },
      reward: { kind: 'fixed', amount: '10.00' },
    });
    const member = await player();
    await settledGameBet(db(), member.id, 6_000n, 0n);
    await settledGameBet(db(), member.id, 3_999n, 1_000n);
    await deliverToPromotions(db());
    const below = await detail(activity.id, member.id);
    expect(below.state).toBe('joined');
    expect(below.trigger).toBe('turnover');
    expect(below.progress).toMatchObject({ measure: 'turnover', period: 'day', amount: '99.99', target: '100.00' });
    expect(below.progress!.percent).toBe(99);
    expect(await participations(activity.id)).toHaveLength(0);

    await settledGameBet(db(), member.id, 1n, 0n);
    await deliverToPromotions(db());
    const reached = await detail(activity.id, member.id);
    expect(reached.state).toBe('claim');
    expect(reached.progress).toMatchObject({ amount: '100.00', percent: 100 });
    const before = await balanceOf(db(), member.id);
    expect((await claimPromotion(db(), ctx(member.id), activity.id, undefined, new Date())).state).toBe('claimed');
    expect((await balanceOf(db(), member.id)) - before).toBe(1_000n);

    // More play the same day, and the events delivered again from the start: nothing more.
    await settledGameBet(db(), member.id, 50_000n, 0n);
    await db()
      .updateTable('play_event_cursors')
      .set({ last_id: 0 })
      .where('subscriber', '=', 'promotions.wagering')
      .execute();
    await deliverToPromotions(db());
    const rows = await participations(activity.id);
    expect(rows.map((r) => [r.state, Number(r.base_amount)])).toEqual([['claimed', 10_000]]);
  });

  it('a rolled-back bet counts nothing towards the threshold', async () => {
    const activity = await runningActivity(db(), {
      trigger: { kind: 'turnover', period: 'week', amount: '100.00' },
      reward: { kind: 'points', points: 50 },
    });
    const member = await player();
    const big = await settledGameBet(db(), member.id, 15_000n, 0n);
    await rollback(big);
    await settledGameBet(db(), member.id, 5_000n, 0n);
    await deliverToPromotions(db());
    expect(await participations(activity.id)).toHaveLength(0);
    expect((await detail(activity.id, member.id)).progress).toMatchObject({ amount: '50.00', period: 'week' });
  });

  it('trial accounts and members on a time-out never qualify', async () => {
    const activity = await runningActivity(db(), {
      trigger: { kind: 'turnover', period: 'window', amount: '10.00' },
    });
    const trial = await createMember(db(), { isAgent: 4 });
    await fund(db(), trial.id, 100_000n);
    const resting = await player();
    await settledGameBet(db(), trial.id, 5_000n, 0n).catch(() => undefined);
    await settledGameBet(db(), resting.id, 5_000n, 0n);
    await takeTimeOut(db(), { merchantId: 1, memberId: resting.id, places: 2, actor: 'member' }, 1, new Date());
    await deliverToPromotions(db());
    expect(await participations(activity.id)).toHaveLength(0);
  });
});

describe('a loss in a period', () => {
  it('a 10 % cashback capped at 20.00 on a day lost of at least 100.00: once per member under two passes at once', async () => {
    const activity = await runningActivity(db(), {
      trigger: { kind: 'loss', period: 'day', minLoss: '100.00' },
      reward: { kind: 'percent', percentBp: 1_000, cap: '20.00' },
      autoClaim: true,
    });
    const exact = await player();
    const below = await player();
    const heavy = await player();
    const trial = await createMember(db(), { isAgent: 4 });
    await fund(db(), trial.id, 100_000n);
    await settledGameBet(db(), exact.id, 15_000n, 5_000n);
    await settledGameBet(db(), below.id, 9_999n, 0n);
    await settledGameBet(db(), heavy.id, 50_000n, 0n);
    await settledGameBet(db(), trial.id, 50_000n, 0n).catch(() => undefined);

    // While the day runs nothing is judged; the member sees the loss so far.
    expect(await rewardLosses(db(), new Date())).toBe(0);
    expect((await detail(activity.id, exact.id)).progress).toMatchObject({ measure: 'loss', amount: '100.00' });

    const balances = await Promise.all([exact, heavy].map((m) => balanceOf(db(), m.id)));
    const at = await afterToday();
    const passes = await Promise.all([rewardLosses(db(), at), rewardLosses(db(), at)]);
    // Members of earlier tests lost today too: each losing member of the brand counts once in all.
    const all = await participations(activity.id);
    expect(passes[0] + passes[1]).toBe(all.length);
    expect(new Set(all.map((r) => r.member_id)).size).toBe(all.length);
    expect(await rewardLosses(db(), at)).toBe(0);
    const ours = [exact.id, below.id, heavy.id, trial.id];
    const rows = all.filter((r) => ours.includes(Number(r.member_id)));
    expect(rows.map((r) => [r.member_id, r.state, Number(r.base_amount), Number(r.reward_amount)])).toEqual([
      [exact.id, 'issued', 10_000, 1_000],
      [heavy.id, 'issued', 50_000, 2_000],
    ]);
    expect((await balanceOf(db(), exact.id)) - balances[0]!).toBe(1_000n);
    expect((await balanceOf(db(), heavy.id)) - balances[1]!).toBe(2_000n);
    const keys = rows.map((r) => `promo:reward:${r.id}`);
    expect(
      await db().selectFrom('ledger_transactions').select('id').where('idempotency_key', 'in', keys).execute(),
    ).toHaveLength(2);
  });

  it('a day lost before a stop longer than the lookback is paid by the first pass after it, once', async () => {
    const activity = await runningActivity(db(), {
      trigger: { kind: 'loss', period: 'day', minLoss: '100.00' },
      reward: { kind: 'fixed', amount: '5.00' },
      autoClaim: true,
    });
    const member = await player();
    await settledGameBet(db(), member.id, 20_000n, 0n);
    // No pass ran until five days after today ended: the day is still judged, and the mark moves.
    const late = new Date((await afterToday()).getTime() + 5 * 86_400_000);
    await rewardLosses(db(), late);
    const paid = (await participations(activity.id)).filter((r) => Number(r.member_id) === member.id);
    expect(paid.map((r) => r.state)).toEqual(['issued']);
    const through = await promotionsRepository.lossJudgedThrough(db(), activity.id);
    const { timeZone } = await brandCalendar(db(), DEFAULT_MERCHANT);
    expect(through?.toISOString()).toBe(
      periodOf('day', new Date(late.getTime() - LOSS_GRACE_MS), timeZone).start.toISOString(),
    );
    // The next pass judges only the lookback again: nothing new, nothing twice.
    expect(await rewardLosses(db(), new Date(late.getTime() + 60_000))).toBe(0);
  });

  it('a rolled-back bet is no loss', async () => {
    const activity = await runningActivity(db(), {
      trigger: { kind: 'loss', period: 'day', minLoss: '100.00' },
      reward: { kind: 'fixed', amount: '5.00' },
    });
    const member = await player();
    await rollback(await settledGameBet(db(), member.id, 20_000n, 0n));
    await settledGameBet(db(), member.id, 5_000n, 0n);
    await rewardLosses(db(), await afterToday());
    expect((await participations(activity.id)).filter((r) => Number(r.member_id) === member.id)).toHaveLength(0);
  });
});

describe('a raffle tickets reward', () => {
  it('a code claimed ten times at once puts its 3 tickets into the raffle once', async () => {
    const raffle = await runningRaffle(db());
    const activity = await runningActivity(db(), {
      trigger: { kind: 'code', code: 'LUCKY3' },
      reward: { kind: 'raffle_tickets', raffleId: raffle.id, tickets: 3 },
    });
    const member = await player();
    const shown = await detail(activity.id, member.id);
    expect(shown.reward).toMatchObject({ kind: 'raffle_tickets', tickets: 3, raffleTitle: 'Test raffle' });
    // The list names it too (the brand's open raffles read once for the whole list).
    const listed = (await listPromotions(db(), ctx(member.id), undefined, new Date())).list.find(
      (p) => p.id === activity.id,
    );
    expect(listed?.reward).toMatchObject({ kind: 'raffle_tickets', raffleTitle: 'Test raffle' });
    await Promise.allSettled(
      Array.from({ length: 10 }, () => claimPromotion(db(), ctx(member.id), activity.id, 'lucky3', new Date())),
    );
    const tickets = await db()
      .selectFrom('raffle_tickets')
      .select(['number', 'source'])
      .where('member_id', '=', member.id)
      .execute();
    expect(tickets.map((t) => t.source)).toEqual(['promotion', 'promotion', 'promotion']);
    expect(new Set(tickets.map((t) => t.number)).size).toBe(3);
    expect((await detail(activity.id, member.id)).state).toBe('claimed');
  });

  it('turnover reached, issued on its own: the tickets come with it once, outside the raffle cap on earned tickets', async () => {
    const raffle = await runningRaffle(db(), { tickets: { perTurnover: '10.00', perDeposit: null, maxPerMember: 2 } });
    const activity = await runningActivity(db(), {
      trigger: { kind: 'turnover', period: 'day', amount: '20.00' },
      reward: { kind: 'raffle_tickets', raffleId: raffle.id, tickets: 5 },
      autoClaim: true,
    });
    const member = await player();
    await settledGameBet(db(), member.id, 2_000n, 0n);
    await deliverToPromotions(db());
    await deliverToPromotions(db());
    expect((await detail(activity.id, member.id)).state).toBe('issued');
    const entry = await db()
      .selectFrom('raffle_entries')
      .select(['tickets', 'granted'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect([Number(entry.tickets), Number(entry.granted)]).toEqual([5, 5]);
  });

  it('an activity is refused when its raffle is not an open raffle promotion', async () => {
    const refused = await runningActivity(db(), {
      reward: { kind: 'raffle_tickets', raffleId: 999_999, tickets: 1 },
    }).catch((error: { code?: string }) => error.code);
    expect(refused).toBe('promotions.raffle_not_open');
    const raffle = await runningRaffle(db());
    const withWagering = await runningActivity(db(), {
      reward: { kind: 'raffle_tickets', raffleId: raffle.id, tickets: 1 },
      wagering: { multiple: 2 },
    }).catch((error: unknown) => JSON.stringify(error));
    expect(withWagering).toContain('wagering.multiple');
  });
});
