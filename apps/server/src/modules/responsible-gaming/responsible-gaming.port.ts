import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { isTrial } from '../members/member.model.ts';
import { lockMember, membersPort } from '../members/members.port.ts';
import { governingExclusion, type Exclusion } from './exclusion-rules.ts';
import {
  moneyLimitBreach,
  sessionLimitBreach,
  stakeLimitBreach,
  windowStart,
  type Limit,
  type LimitBreach,
} from './limit-rules.ts';
import { rgErrors } from './responsible-gaming.errors.ts';

export { rgErrors };
import { rgRepository } from './responsible-gaming.repository.ts';

/** Who asks, for how much, in which currency (for the message), and when. */
export type MoneyAsk = { memberId: number; amount: Minor; currency: string; now?: Date };

function assertNotExcluded(exclusions: Exclusion[], now: Date): void {
  const exclusion = governingExclusion(exclusions, now);
  if (exclusion) throw rgErrors.excluded(exclusion);
}

/**
 * A stake's or a deposit's standing: refused when an exclusion holds, else the member's limits, in
 * one read. When a limit counts what this decision adds, the member's row is locked: two stakes (or
 * deposits) of one member are decided one after another, each summing what the other wrote, so
 * together they cannot overshoot a limit. SQLite runs one writer at a time already. Members
 * without such a limit take no lock.
 */
async function standingLimits(trx: Trx, memberId: number, now: Date, counts: (l: Limit) => boolean) {
  const { limits, exclusions } = await rgRepository.standing(trx, memberId);
  assertNotExcluded(exclusions, now);
  if (limits.some(counts)) await lockMember(trx, memberId);
  return limits;
}

async function stakeBreach(trx: Trx, ask: MoneyAsk, limits: Limit[], now: Date): Promise<LimitBreach | null> {
  const single = stakeLimitBreach(limits, ask.amount);
  if (single) return single;
  if (limits.some((l) => l.kind === 'session')) {
    const session = sessionLimitBreach(limits, await rgRepository.sessionStart(trx, ask.memberId), now);
    if (session) return session;
  }
  const played = new Map<string, { stake: bigint; payout: bigint; first: Date | null }>();
  const periods = [...new Set(limits.filter((l) => l.kind === 'loss' || l.kind === 'wager').map((l) => l.period))];
  for (const period of periods) {
    if (period !== 'none') played.set(period, await rgRepository.play(trx, ask.memberId, windowStart(period, now)));
  }
  const total = (kind: 'loss' | 'wager') => (period: string) => {
    const p = played.get(period)!;
    return { amount: kind === 'wager' ? p.stake : p.stake - p.payout, first: p.first };
  };
  return (
    moneyLimitBreach(limits, 'loss', total('loss'), ask.amount) ??
    moneyLimitBreach(limits, 'wager', total('wager'), ask.amount)
  );
}

/**
 * What other modules ask of responsible gaming, inside the transaction that moves the money. A
 * refusal throws a typed error (rg.excluded…, rg.<kind>_limit_<period>) before anything is written.
 */
export const responsibleGamingPort = {
  /** Whether a time-out, self-exclusion or restriction keeps the member out now (promotions, points, VIP and agents skip it). */
  async isExcluded(db: DbOrTrx, memberId: number, now = new Date()): Promise<boolean> {
    return governingExclusion(await rgRepository.exclusions(db, memberId), now) !== null;
  },

  /** Which of these members an exclusion keeps out at `at`, in one read (a settlement's agents). */
  async excludedAmong(db: DbOrTrx, memberIds: number[], at: Date): Promise<Set<number>> {
    const byMember = await rgRepository.exclusionsOf(db, memberIds);
    return new Set([...byMember].filter(([, list]) => governingExclusion(list, at) !== null).map(([id]) => id));
  },

  /**
   * Whether an exclusion kept each of these members out at a given time, from one read of their
   * exclusions (a batch of settled bets, each checked at its own settlement time).
   */
  async exclusionTest(db: DbOrTrx, memberIds: number[]): Promise<(memberId: number, at: Date) => boolean> {
    const byMember = await rgRepository.exclusionsOf(db, memberIds);
    return (memberId, at) => governingExclusion(byMember.get(memberId) ?? [], at) !== null;
  },

  /**
   * Which of these deeds (settled bets, credited deposits) earn from play (mission progress, raffle
   * tickets): a real member's, not a trial account's, whom no exclusion kept out when it was done.
   * The members are read once for a whole batch, each deed then judged at its own time; with no
   * real member among them, the exclusions are not read at all.
   */
  async earningTest<D extends { memberId: number; createdAt: string }>(
    db: DbOrTrx,
    deeds: D[],
  ): Promise<(deed: D) => boolean> {
    const real = new Set<number>();
    for (const id of new Set(deeds.map((d) => d.memberId))) {
      const member = await membersPort.findById(db, id);
      if (member && !isTrial(member)) real.add(id);
    }
    if (real.size === 0) return () => false;
    const excluded = await this.exclusionTest(db, [...real]);
    return (d) => real.has(d.memberId) && !excluded(d.memberId, new Date(d.createdAt));
  },

  /** The same for one member's deed at one time (a bet or a deposit delivered on its own). */
  async earnsFromPlay(db: DbOrTrx, memberId: number, at: Date): Promise<boolean> {
    const deed = { memberId, createdAt: at.toISOString() };
    return (await this.earningTest(db, [deed]))(deed);
  },

  /** Refuses an excluded member (launching a game, an upline's funding). */
  assertNotExcluded: async (db: DbOrTrx, memberId: number, now = new Date()) =>
    assertNotExcluded(await rgRepository.exclusions(db, memberId), now),

  /** Every real-money stake: exclusion, maximum stake, session time, loss and wager limits. */
  async checkStake(trx: Trx, ask: MoneyAsk): Promise<void> {
    const now = ask.now ?? new Date();
    const limits = await standingLimits(trx, ask.memberId, now, (l) => l.kind === 'loss' || l.kind === 'wager');
    if (limits.length === 0) return;
    const breach = await stakeBreach(trx, ask, limits, now);
    if (breach) throw rgErrors.limit(breach, ask.currency, now);
  },

  /** A deposit, before it is offered for payment: exclusion and the gross deposit limits. */
  async checkDeposit(trx: Trx, ask: MoneyAsk): Promise<void> {
    const now = ask.now ?? new Date();
    const limits = await standingLimits(trx, ask.memberId, now, (l) => l.kind === 'deposit');
    const totals = new Map<string, Awaited<ReturnType<typeof rgRepository.deposits>>>();
    for (const l of limits) {
      if (l.kind === 'deposit' && l.period !== 'none')
        totals.set(l.period, await rgRepository.deposits(trx, ask.memberId, windowStart(l.period, now)));
    }
    const breach = moneyLimitBreach(limits, 'deposit', (period) => totals.get(period)!, ask.amount);
    if (breach) throw rgErrors.limit(breach, ask.currency, now);
  },
};
