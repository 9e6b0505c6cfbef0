import { formatMinor, type RgState, type SetRgLimitInput } from '@arcadia/contracts';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { amountIn } from '../../lib/money.ts';
import { lockMember } from '../members/members.port.ts';
import {
  addDays,
  addMonths,
  governingExclusion,
  isInForce,
  reopenDecision,
  selfExclusionEnd,
  timeOutEnd,
  wouldShorten,
  type Exclusion,
  type ExclusionKind,
} from './exclusion-rules.ts';
import { decideLimitChange, isConfirmable, type Limit, type LimitPeriod } from './limit-rules.ts';
import { rgErrors } from './responsible-gaming.errors.ts';
import { assertRealityCheckAllowed, assertSessionLimitAllowed } from './rg-brand-settings.usecases.ts';
import { rgRepository, type HistoryEntry } from './responsible-gaming.repository.ts';

/** Whose responsible-gaming settings, who acts (`member`, `operator:<name>`), the brand's money places. */
export type RgContext = { merchantId: number; memberId: number; places: number; actor: string };

/** Operators see six months of history (MGA Directive 2/2018). */
export const HISTORY_MONTHS = 6;

const money = (value: bigint | null, places: number) => (value === null ? null : formatMinor(value, places));
const shown = (limit: Limit, value: bigint | null, places: number) =>
  limit.kind === 'session' ? (value === null ? null : String(value)) : money(value, places);

export async function rgState(db: DbOrTrx, ctx: RgContext, now: Date): Promise<RgState> {
  const [limits, realityCheckMinutes, exclusions] = await Promise.all([
    rgRepository.limits(db, ctx.memberId),
    rgRepository.realityCheckMinutes(db, ctx.memberId),
    rgRepository.exclusions(db, ctx.memberId),
  ]);
  const exclusion = governingExclusion(exclusions, now);
  const ended =
    exclusion?.kind === 'self_exclusion' &&
    exclusion.reopensAt === null &&
    'reopensAt' in reopenDecision(exclusion, now);
  return {
    limits: limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      value: shown(l, l.value, ctx.places)!,
      pending: l.pending
        ? {
            value: shown(l, l.pending.value, ctx.places),
            confirmableAt: l.pending.at.toISOString(),
            confirmable: isConfirmable(l, now),
          }
        : null,
    })),
    realityCheckMinutes,
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          startsAt: exclusion.startsAt.toISOString(),
          endsAt: exclusion.endsAt?.toISOString() ?? null,
          reopensAt: exclusion.reopensAt?.toISOString() ?? null,
        }
      : null,
    canRequestReopen: ended,
  };
}

/** Runs a change under the member's lock (limits are read by stakes under it too) and answers the new state. */
async function change(db: Db, ctx: RgContext, now: Date, work: (trx: Trx) => Promise<void>): Promise<RgState> {
  return inRetryingTransaction(db, async (trx) => {
    await lockMember(trx, ctx.memberId);
    await work(trx);
    return rgState(trx, ctx, now);
  });
}

const record = (trx: Trx, ctx: RgContext, now: Date, action: string, detail: HistoryEntry['detail']) =>
  rgRepository.record(trx, { ...ctx, now }, action, detail);

/** The requested value in minor units (money limits) or minutes (session). */
function requestedValue(input: SetRgLimitInput, places: number): bigint | null {
  if (input.kind === 'session') return input.minutes === null ? null : BigInt(input.minutes);
  return input.amount === null ? null : amountIn(input.amount, places);
}

/** Lower at once; raise or remove after the cooling period, confirmed by the member then. */
export async function setLimit(db: Db, ctx: RgContext, input: SetRgLimitInput, now: Date): Promise<RgState> {
  return change(db, ctx, now, async (trx) => {
    if (input.kind === 'session') await assertSessionLimitAllowed(trx, ctx.merchantId, input.minutes);
    const period = input.period as LimitPeriod;
    const current = (await rgRepository.limits(trx, ctx.memberId)).find(
      (l) => l.kind === input.kind && l.period === period,
    );
    const next = requestedValue(input, ctx.places);
    const decided = decideLimitChange(current, next, now);
    const detail = {
      kind: input.kind,
      period,
      from: current ? String(current.value) : null,
      to: next === null ? null : String(next),
    };
    if (decided.kind === 'unchanged') return;
    if (decided.kind === 'applied') {
      await rgRepository.putLimit(
        trx,
        ctx.memberId,
        { kind: input.kind, period, value: decided.value, pending: null },
        now,
      );
      await record(trx, ctx, now, 'limit_set', detail);
      return;
    }
    const pending = { value: decided.value, at: decided.at };
    await rgRepository.putLimit(trx, ctx.memberId, { ...current!, pending }, now);
    await record(trx, ctx, now, decided.value === null ? 'limit_removal_requested' : 'limit_raise_requested', {
      ...detail,
      confirmableAt: decided.at.toISOString(),
    });
  });
}

/** The member confirms a pending raise or removal once its 24 hours have passed. */
export async function confirmLimit(
  db: Db,
  ctx: RgContext,
  which: { kind: Limit['kind']; period: LimitPeriod },
  now: Date,
): Promise<RgState> {
  return change(db, ctx, now, async (trx) => {
    const limit = (await rgRepository.limits(trx, ctx.memberId)).find(
      (l) => l.kind === which.kind && l.period === which.period,
    );
    if (!limit?.pending) throw rgErrors.nothingToConfirm();
    if (!isConfirmable(limit, now)) throw rgErrors.coolingOff(limit.pending.at);
    const to = limit.pending.value;
    if (to === null) await rgRepository.deleteLimit(trx, ctx.memberId, limit.kind, limit.period);
    else await rgRepository.putLimit(trx, ctx.memberId, { ...limit, value: to, pending: null }, now);
    await record(trx, ctx, now, to === null ? 'limit_removed' : 'limit_raised', {
      kind: limit.kind,
      period: limit.period,
      from: String(limit.value),
      to: to === null ? null : String(to),
    });
  });
}

export async function setRealityCheck(db: Db, ctx: RgContext, minutes: number | null, now: Date): Promise<RgState> {
  return change(db, ctx, now, async (trx) => {
    await assertRealityCheckAllowed(trx, ctx.merchantId, minutes);
    await rgRepository.setRealityCheck(trx, ctx.memberId, minutes, now);
    await record(trx, ctx, now, 'reality_check_set', { minutes });
  });
}

/**
 * Adds an exclusion from now on. It never replaces one in force: one that would end sooner is
 * refused (neither the member nor an operator can shorten an exclusion), a longer one is added.
 */
async function exclude(
  db: Db,
  ctx: RgContext,
  now: Date,
  kind: ExclusionKind,
  endsAt: Date | null,
  reason: string | null,
) {
  return change(db, ctx, now, async (trx) => {
    const current = governingExclusion(await rgRepository.exclusions(trx, ctx.memberId), now);
    if (wouldShorten(current, endsAt)) throw rgErrors.cannotShorten();
    await rgRepository.addExclusion(trx, { ...ctx, kind, startsAt: now, endsAt }, { actor: ctx.actor, reason });
    await record(trx, ctx, now, kind, { endsAt: endsAt?.toISOString() ?? null, reason });
  });
}

export const takeTimeOut = (db: Db, ctx: RgContext, days: number, now: Date) =>
  exclude(db, ctx, now, 'timeout', timeOutEnd(now, days), null);

export const selfExclude = (db: Db, ctx: RgContext, months: number | null, now: Date) =>
  exclude(db, ctx, now, 'self_exclusion', selfExclusionEnd(now, months), null);

/** An operator's restriction: only ever added, for some days or with no end. */
export const addRestriction = (db: Db, ctx: RgContext, days: number | null, reason: string, now: Date) =>
  exclude(db, ctx, now, 'operator', days === null ? null : addDays(now, days), reason);

/** After a self-exclusion ran out, the member asks to come back: the account reopens 24 hours later. */
export async function requestReopen(db: Db, ctx: RgContext, now: Date): Promise<RgState> {
  return change(db, ctx, now, async (trx) => {
    const selfExclusions = (await rgRepository.exclusions(trx, ctx.memberId)).filter(
      (e): e is Exclusion => e.kind === 'self_exclusion' && e.reopensAt === null && isInForce(e, now),
    );
    if (selfExclusions.length === 0) throw rgErrors.nothingToConfirm();
    const decisions = selfExclusions.map((e) => ({ e, d: reopenDecision(e, now) }));
    const notDue = decisions.find(({ d }) => 'notBefore' in d);
    if (notDue && 'notBefore' in notDue.d) throw rgErrors.reopenNotDue(notDue.d.notBefore);
    for (const { e, d } of decisions) if ('reopensAt' in d) await rgRepository.setReopen(trx, e.id, d.reopensAt);
    await record(trx, ctx, now, 'reopen_requested', { reopensAt: addDays(now, 1).toISOString() });
  });
}

/** The member's history (or an operator's look at it): the last six months, newest first. */
export const rgHistory = (db: DbOrTrx, memberId: number, now: Date) =>
  rgRepository.history(db, memberId, addMonths(now, -HISTORY_MONTHS));
