import type { BetStatus } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { ZERO, type Minor } from '../../lib/money.ts';
import { brandCalendar, type BrandCalendar } from './brand-calendar.ts';
import { businessDay, businessHour } from './business-periods.ts';
import { playRecordRepository, type MoneyDelta, type PlayDelta, type PlayEventRow } from './play-record.repository.ts';
import { validBetOf } from './valid-bet.ts';
import { tellMoneyListeners } from './money-movements.ts';

export { brandCalendar };
/** Rule 4 of the valid bet, for a source that settles a member's opposite lines (the lottery). */
export { twoSidedMarket, uncoveredStakes, type SlipLine } from './valid-bet.ts';

/**
 * THE PLAY RECORD: what every settled bet adds to its member's business day.
 *
 *   const calendar = await brandCalendar(trx, merchantId);          // once per transaction
 *   const after = settledFacts(calendar, { ...before, payout, status: 'settled', settledAt });
 *   … write the bet row with after.validBet, after.businessHour, after.businessDay …
 *   await recordBetChanges(trx, [{ before, after }]);               // same transaction
 *
 * `recordBetChanges` adds the difference between the two states to the daily and hourly roll-ups
 * and writes a "bet settled" event (settled, corrected, rolled_back) for the subscribers. Trial
 * (demo-credit) bets are kept out of both: no report, rebate or limit counts play money.
 */
export type PlayedBet = {
  id: number;
  merchantId: number;
  memberId: number;
  category: string;
  vendorCode: string;
  stake: Minor;
  payout: Minor;
  status: BetStatus;
  demo: boolean;
  settledAt: string | null;
  winChanceBp: number | null;
  /** The uncovered part of the stake when the source knows the member hedged it (valid-bet rule 4). */
  countedStake?: Minor;
  validBet: Minor;
  businessHour: string | null;
  businessDay: string | null;
};

/** The bet with the figures it stores for its state: its valid bet and, once settled, its business hour and day. */
export function settledFacts<B extends PlayedBet>(calendar: BrandCalendar, bet: B): B {
  if (bet.status !== 'settled' || bet.settledAt === null) return { ...bet, validBet: ZERO };
  const hour = businessHour(bet.settledAt, calendar.timeZone);
  return {
    ...bet,
    validBet: validBetOf({
      status: bet.status,
      stake: bet.stake,
      countedStake: bet.countedStake,
      shareBp: calendar.shareBp(bet.category, bet.vendorCode),
      winChanceBp: bet.winChanceBp,
    }),
    businessHour: hour,
    businessDay: hour.slice(0, 10),
  };
}

type Counted = Omit<PlayDelta, 'bets'>;

/** What a bet in this state counts in the roll-ups: nothing unless settled with real money. */
function counted(bet: PlayedBet): Counted | null {
  if (bet.status !== 'settled' || bet.demo || !bet.businessHour || !bet.businessDay) return null;
  return {
    merchantId: bet.merchantId,
    memberId: bet.memberId,
    day: bet.businessDay,
    hour: bet.businessHour,
    category: bet.category,
    vendorCode: bet.vendorCode,
    stake: bet.stake,
    validBet: bet.validBet,
    payout: bet.payout,
    winLoss: bet.payout - bet.stake,
  };
}

const negated = (c: Counted): PlayDelta => ({
  ...c,
  bets: -1,
  stake: -c.stake,
  validBet: -c.validBet,
  payout: -c.payout,
  winLoss: -c.winLoss,
});

function eventOf(before: Counted | null, after: Counted | null): PlayEventRow['kind'] | null {
  if (!before && after) return 'settled';
  if (before && !after) return 'rolled_back';
  if (!before || !after) return null;
  const same =
    before.day === after.day &&
    before.hour === after.hour &&
    before.payout === after.payout &&
    before.validBet === after.validBet &&
    before.stake === after.stake;
  return same ? null : 'corrected';
}

/** Writes what the changes add to the roll-ups and their events, in the caller's transaction. */
export async function recordBetChanges(db: DbOrTrx, changes: { before: PlayedBet; after: PlayedBet }[]) {
  const deltas: PlayDelta[] = [];
  const events: PlayEventRow[] = [];
  for (const { before, after } of changes) {
    const was = counted(before);
    const now = counted(after);
    const kind = eventOf(was, now);
    if (!kind) continue;
    if (was) deltas.push(negated(was));
    if (now) deltas.push({ ...now, bets: 1 });
    const zero = { stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n };
    const [from, to] = [was ?? zero, now ?? zero];
    events.push({
      merchantId: after.merchantId,
      memberId: after.memberId,
      betId: after.id,
      kind,
      payload: {
        betId: after.id,
        category: after.category,
        vendorCode: after.vendorCode,
        day: (now ?? was)!.day,
        hour: (now ?? was)!.hour,
        // A correction that moved the bet to another day: the day its old figures left (team roll-ups).
        ...(was && now && was.day !== now.day ? { previousDay: was.day } : {}),
        // The bet as it now counts, and what changed: a subscriber adds the change, idempotently.
        stake: to.stake,
        validBet: to.validBet,
        payout: to.payout,
        winLoss: to.winLoss,
        change: {
          stake: to.stake - from.stake,
          validBet: to.validBet - from.validBet,
          payout: to.payout - from.payout,
          winLoss: to.winLoss - from.winLoss,
        },
      },
    });
  }
  await playRecordRepository.recordPlay(db, deltas, events);
}

/** The brand's business day of a money movement at `at`: the day the movement's row stores and counts on. */
export async function moneyBusinessDay(db: DbOrTrx, merchantId: number, at: string): Promise<string> {
  return businessDay(at, (await brandCalendar(db, merchantId)).timeZone);
}

/**
 * Adds a money movement to its member's business day, in the caller's transaction: a credited
 * deposit (its credited amount), a disbursed withdrawal (its amount), a withdrawal refund (a
 * negative amount on the refund's day: that much of the payout came back), a paid bonus. The
 * caller stores the same `day` on its row (from `moneyBusinessDay`), so `stats:check` recomputes
 * the roll-up from the rows exactly, whatever the brand's zone is later.
 */
export async function recordMoneyMovement(db: DbOrTrx, movement: MoneyDelta): Promise<void> {
  await playRecordRepository.addMoney(db, movement);
  await tellMoneyListeners(db, movement);
}

/**
 * A BONUS: money the brand gives a member as its marketing cost, added to `bonuses` of the member's
 * business day at `at` (so NGR = GGR − bonuses), in the caller's transaction, right after the
 * ledger posting that pays it and only when that posting is new (the payer's own row makes the
 * payment once, so a repeated claim never reaches this). Every payer debits the brand's `bonus`
 * system account:
 *
 * - promotions: a reward when granted, cash or wagered bonus alike; when a wagered bonus ends, what
 *   goes back to the brand (expired, forfeited, or above the maximum conversion) is subtracted on
 *   the end day (a negative amount), see `endBonus`;
 * - rebates, mission rewards and leaderboard prizes, VIP level-up and birthday rewards;
 * - points converted to money, on the day of conversion (points cost the brand nothing in money
 *   until then, and most never convert).
 *
 * Not bonuses: agent commissions (salaries, dividends: the agent's earnings, not a player's),
 * operator adjustments (corrections, posted against the house), demo credit (play money).
 */
export async function recordBonusPaid(
  db: DbOrTrx,
  bonus: { merchantId: number; memberId: number; amount: Minor; at: string },
): Promise<void> {
  if (bonus.amount === 0n) return;
  const day = await moneyBusinessDay(db, bonus.merchantId, bonus.at);
  await recordMoneyMovement(db, { merchantId: bonus.merchantId, memberId: bonus.memberId, day, bonuses: bonus.amount });
}
