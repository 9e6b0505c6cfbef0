import { formatMinor, type MissionSummary, type MissionView } from '@arcadia/contracts';
import type { Db, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { recordBonusPaid } from '../play-record/play-record.usecases.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { percentOf } from './mission-rules.ts';
import { missionBrand, periodAt, type MissionBrand } from './mission-brand.ts';
import { missionErrors } from './missions.errors.ts';
import { MONEY_KINDS, titleIn, type Mission } from './missions.model.ts';
import { missionsRepository } from './missions.repository.ts';
import { refreshSignInDays } from './progress.usecases.ts';

export type MissionContext = { merchantId: number; memberId: number; language: string };

const amountText = (mission: Mission, value: bigint, places: number) =>
  MONEY_KINDS.has(mission.kind) ? formatMinor(value, places) : value.toString();

async function refreshSignIns(trx: Trx, brand: MissionBrand, missions: Mission[], memberId: number, now: Date) {
  for (const mission of missions.filter((m) => m.kind === 'login_days'))
    await refreshSignInDays(trx, brand, mission, memberId, now);
}

/**
 * MCSFE_getMissionSummaryDetails: each running mission in this period (the brand's business day,
 * or its week from Monday), the member's progress, whether it is claimable or claimed, and when it
 * resets; `claimable` is the member centre's badge.
 */
export async function missionSummary(db: Db, ctx: MissionContext, now: Date): Promise<MissionSummary> {
  return inRetryingTransaction(db, async (trx) => {
    const brand = await missionBrand(trx, ctx.merchantId);
    const missions = await missionsRepository.missions(trx, ctx.merchantId, true);
    await refreshSignIns(trx, brand, missions, ctx.memberId, now);
    const periods = new Map(missions.map((m) => [m.id, periodAt(brand, m.cadence, now)]));
    const keys = [...new Set([...periods.values()].map((p) => p.key))];
    const progress = await missionsRepository.progressOf(trx, ctx.memberId, keys);
    const claimed = await missionsRepository.claimedOf(trx, ctx.memberId, keys);
    const views: MissionView[] = missions.map((m) => {
      const period = periods.get(m.id)!;
      const done = progress.get(`${m.id}|${period.key}`)?.progress ?? 0n;
      const shown = done > m.target ? m.target : done < 0n ? 0n : done;
      const state = claimed.has(`${m.id}|${period.key}`) ? 'claimed' : done >= m.target ? 'claimable' : 'in_progress';
      return {
        id: m.id,
        code: m.code,
        title: titleIn(m.titles, ctx.language),
        kind: m.kind,
        cadence: m.cadence,
        target: amountText(m, m.target, brand.places),
        progress: amountText(m, shown, brand.places),
        percent: percentOf(done, m.target),
        multiplier: m.multiplierX100 === null ? null : (m.multiplierX100 / 100).toFixed(2),
        category: m.category,
        reward: formatMinor(m.reward, brand.places),
        score: m.score,
        state,
        periodKey: period.key,
        resetsAt: period.end.toISOString(),
      };
    });
    return {
      claimable: views.filter((v) => v.state === 'claimable').length,
      completed: views.filter((v) => v.state !== 'in_progress').length,
      total: views.length,
      serverTime: now.toISOString(),
      missions: views,
    };
  });
}

/**
 * Claims this period's reward of a completed mission: the claim row (unique per member, mission
 * and period, so of many simultaneous claims one inserts and the rest find it taken) and the
 * reward's posting from the brand's bonus account to the member's main wallet, in one transaction.
 * A member a responsible-gaming exclusion keeps out is refused before anything is written.
 */
export async function claimMission(db: Db, ctx: MissionContext, missionId: number, now: Date) {
  return inRetryingTransaction(db, async (trx) => {
    const mission = await missionsRepository.mission(trx, ctx.merchantId, missionId);
    if (!mission || mission.status !== 'active') throw missionErrors.notFound();
    await responsibleGamingPort.assertNotExcluded(trx, ctx.memberId, now);
    const brand = await missionBrand(trx, ctx.merchantId);
    if (mission.kind === 'login_days') await refreshSignInDays(trx, brand, mission, ctx.memberId, now);
    const period = periodAt(brand, mission.cadence, now);
    const key = { missionId, memberId: ctx.memberId, periodKey: period.key };
    const done = (await missionsRepository.progressOf(trx, ctx.memberId, [period.key])).get(
      `${missionId}|${period.key}`,
    );
    const progress = done?.progress ?? 0n;
    if (progress < mission.target)
      throw missionErrors.notCompleted(
        amountText(mission, progress < 0n ? 0n : progress, brand.places),
        amountText(mission, mission.target, brand.places),
      );
    const claimId = await missionsRepository.insertClaim(trx, ctx.merchantId, key, mission.reward, now.toISOString());
    if (claimId === null) throw missionErrors.alreadyClaimed();
    if (mission.reward > 0n) {
      const source = await ensureSystemAccount(trx, ctx.merchantId, 'bonus', brand.currency);
      const target = await ensureMemberAccount(trx, ctx.merchantId, ctx.memberId, 'main', brand.currency);
      await postTransaction(trx, {
        merchantId: ctx.merchantId,
        kind: 'mission_reward',
        idempotencyKey: `mission:claim:${claimId}`,
        legs: [
          { accountId: source.id, amount: minor(-mission.reward) },
          { accountId: target.id, amount: mission.reward },
        ],
        metadata: { missionId, periodKey: period.key },
      });
      const paid = { merchantId: ctx.merchantId, memberId: ctx.memberId, amount: mission.reward };
      await recordBonusPaid(trx, { ...paid, at: now.toISOString() });
    }
    return { missionId, periodKey: period.key, reward: formatMinor(mission.reward, brand.places) };
  });
}
