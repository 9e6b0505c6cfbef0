import { formatMinor, type RgSession } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { rgRepository } from './responsible-gaming.repository.ts';
import { effectiveRealityCheckMinutes } from './rg-brand-settings.usecases.ts';
import type { RgContext } from './responsible-gaming.usecases.ts';

/**
 * REALITY CHECK: what the reminder during play shows (session time, stakes, net result) and the
 * member's answer to it, recorded in its history as every responsible-gaming event is. The session
 * is the member's latest live login: the session time limit counts from the same instant, so the
 * dialog and the refusal of stakes agree on when play must end.
 */
export async function rgSession(db: DbOrTrx, ctx: RgContext, now: Date): Promise<RgSession> {
  const [startedAt, limits, realityCheckMinutes] = await Promise.all([
    rgRepository.sessionStart(db, ctx.memberId),
    rgRepository.limits(db, ctx.memberId),
    // The member's own interval (kept in the brand's range), else the brand's default.
    effectiveRealityCheckMinutes(db, ctx),
  ]);
  const start = startedAt ?? now;
  const play = await rgRepository.play(db, ctx.memberId, start);
  const sessionLimit = limits.find((l) => l.kind === 'session');
  const money = (minor: bigint) => formatMinor(minor, ctx.places);
  return {
    startedAt: start.toISOString(),
    now: now.toISOString(),
    staked: money(play.stake),
    paidOut: money(play.payout),
    net: money(play.payout - play.stake),
    bets: play.bets,
    realityCheckMinutes,
    sessionEndsAt: sessionLimit ? new Date(start.getTime() + Number(sessionLimit.value) * 60_000).toISOString() : null,
  };
}

/** Records the member's answer with what the check showed; answers the session as it stands. */
export async function answerRealityCheck(
  db: Db,
  ctx: RgContext,
  choice: 'continue' | 'stop',
  now: Date,
): Promise<RgSession> {
  return inRetryingTransaction(db, async (trx) => {
    const session = await rgSession(trx, ctx, now);
    const minutes = Math.floor((now.getTime() - Date.parse(session.startedAt)) / 60_000);
    await rgRepository.record(trx, { ...ctx, now }, 'reality_check', { choice, minutes, net: session.net });
    return session;
  });
}
