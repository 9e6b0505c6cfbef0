import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  formatMinor,
  type Language,
  type PromotionCategory,
  type PromotionErrorCode,
} from '@arcadia/contracts';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount } from '../ledger/ledger.usecases.ts';
import { imagesPort } from '../content/images.port.ts';
import { lockMember } from '../members/members.port.ts';
import { audienceBlock, isRunning, periodKey, rewardAmount } from './activity-rules.ts';
import { payReward } from './bonus.usecases.ts';
import { brandOf, type Brand } from './brand.ts';
import { memberProfile } from './member-profile.ts';
import { bonusView, detailView, summaryView, textOf } from './promotion-views.ts';
import { promotionErrors } from './promotions.errors.ts';
import type { Activity, Participation } from './promotions.model.ts';
import { promotionsRepository } from './promotions.repository.ts';
import { triggerProgress } from './play-triggers.usecases.ts';
import { raffleTickets } from './raffle-tickets-reward.port.ts';

/** Who asks: the brand, the member (null: a visitor) and the language of the answer. */
export type PromoContext = { merchantId: number; memberId: number | null; language: Language };

const visibleTo = (activity: Activity, language: Language) =>
  activity.languages.length === 0 || activity.languages.includes(language);

/** The participation key a join (or a deposit of a joined member) uses in the current period. */
export const joinKey = (activity: Activity, brand: Brand, now: Date) =>
  activity.repeat === 'each' ? 'join' : periodKey(activity, now, brand.timeZone);

/**
 * The participation the member's view shows: one to claim first, then one in review, then the
 * current period's (or the join of a per-deposit activity).
 */
export function currentParticipation(activity: Activity, rows: Participation[], brand: Brand, now: Date) {
  const mine = rows.filter((p) => p.activityId === activity.id);
  return (
    mine.find((p) => p.state === 'claimable') ??
    mine.find((p) => p.state === 'pending') ??
    mine.find((p) => p.periodKey === joinKey(activity, brand, now)) ??
    (activity.repeat === 'each' ? ([...mine].reverse().find((p) => p.state !== 'joined') ?? null) : null)
  );
}

/**
 * The titles (in the player's language) of the raffles that raffle-tickets rewards name, per
 * activity: the brand's open raffles read once for the whole list, not once per activity.
 */
async function raffleTitles(db: DbOrTrx, activities: Activity[], language: Language) {
  const titles = new Map<number, string>();
  const naming = activities.flatMap((a) =>
    a.reward.kind === 'raffle_tickets' ? [{ a, raffleId: a.reward.raffleId }] : [],
  );
  if (naming.length === 0) return titles;
  // One brand per list (the member's): every activity here is the same brand's.
  const raffles = await raffleTickets().openRaffles(
    db,
    naming[0]!.a.merchantId,
    naming.map((n) => n.raffleId),
  );
  for (const { a, raffleId } of naming) {
    const raffle = raffles.get(raffleId);
    if (raffle) titles.set(a.id, raffle.titles[language] || (Object.values(raffle.titles)[0] ?? ''));
  }
  return titles;
}

async function blockOf(db: DbOrTrx, activity: Activity, memberId: number | null, now: Date) {
  if (memberId === null) return null;
  const profile = await memberProfile(db, memberId, now);
  return profile ? audienceBlock(activity, profile, now) : 'promotions.not_eligible';
}

export async function listPromotions(db: Db, ctx: PromoContext, category: PromotionCategory | undefined, now: Date) {
  const brand = await brandOf(db, ctx.merchantId);
  const activities = (await promotionsRepository.activities(db, ctx.merchantId, { published: true })).filter(
    (a) => visibleTo(a, ctx.language) && (category === undefined || a.category === category),
  );
  const rows =
    ctx.memberId === null
      ? []
      : await promotionsRepository.participations(
          db,
          ctx.memberId,
          activities.map((a) => a.id),
        );
  const profile = ctx.memberId === null ? null : await memberProfile(db, ctx.memberId, now);
  const titles = await raffleTitles(db, activities, ctx.language);
  const list = activities
    .map((a) => {
      const block = profile ? audienceBlock(a, profile, now) : null;
      const participation = currentParticipation(a, rows, brand, now);
      return summaryView(a, participation, block, brand, ctx.language, now, titles.get(a.id) ?? null);
    })
    // Ended activities drop off the list unless the member has something in them.
    .filter((view, i) => view.state !== 'closed' || stillShown(activities[i]!, rows, now));
  return { list, total: list.length };
}

const stillShown = (activity: Activity, rows: Participation[], now: Date) =>
  (activity.endsAt === null || Date.parse(activity.endsAt) > now.getTime() - 7 * 86_400_000) &&
  (isRunning(activity, now) || rows.some((p) => p.activityId === activity.id));

async function published(db: DbOrTrx, merchantId: number, id: number): Promise<Activity> {
  const activity = await promotionsRepository.activity(db, merchantId, id);
  if (!activity || activity.status === 'draft') throw promotionErrors.notFound();
  return activity;
}

export async function promotionDetail(db: DbOrTrx, ctx: PromoContext, id: number, now: Date) {
  const brand = await brandOf(db, ctx.merchantId);
  const activity = await published(db, ctx.merchantId, id);
  const rows = ctx.memberId === null ? [] : await promotionsRepository.participations(db, ctx.memberId, [activity.id]);
  const participation = currentParticipation(activity, rows, brand, now);
  const bonus = participation ? await promotionsRepository.bonusForParticipation(db, participation.id) : null;
  const block = await blockOf(db, activity, ctx.memberId, now);
  const images = participation
    ? ((await promotionsRepository.imageCounts(db, [participation.id])).get(participation.id) ?? 0)
    : 0;
  const progress = ctx.memberId === null ? null : await triggerProgress(db, activity, ctx.memberId, brand, now);
  const raffleTitle = (await raffleTitles(db, [activity], ctx.language)).get(activity.id) ?? null;
  return detailView(activity, participation, bonus, block, brand, ctx.language, now, { images, progress, raffleTitle });
}

type MemberContext = PromoContext & { memberId: number };

/** A member's step in a running activity they may take part in, under the member's lock. */
async function memberStep<T>(
  db: Db,
  ctx: MemberContext,
  id: number,
  now: Date,
  step: (trx: Trx, activity: Activity, brand: Brand) => Promise<T>,
) {
  await inRetryingTransaction(db, async (trx) => {
    await lockMember(trx, ctx.memberId);
    const activity = await published(trx, ctx.merchantId, id);
    if (!isRunning(activity, now)) throw promotionErrors.notRunning();
    const block = await blockOf(trx, activity, ctx.memberId, now);
    if (block) throw promotionErrors.block(block as 'promotions.not_eligible' | 'promotions.excluded');
    return step(trx, activity, await brandOf(trx, ctx.merchantId));
  });
  return promotionDetail(db, ctx, id, now);
}

const newParticipation = (activity: Activity, memberId: number, key: string, now: Date) => ({
  merchant_id: activity.merchantId,
  activity_id: activity.id,
  member_id: memberId,
  period_key: key,
  created_at: now.toISOString(),
  updated_at: now.toISOString(),
});

/** Opting in to a deposit activity: its deposits count from now. */
export function joinPromotion(db: Db, ctx: MemberContext, id: number, now: Date) {
  return memberStep(db, ctx, id, now, async (trx, activity, brand) => {
    if (activity.trigger.kind !== 'deposit' || !activity.requiresJoin) throw promotionErrors.invalidState();
    const inserted = await promotionsRepository.insertParticipation(trx, {
      ...newParticipation(activity, ctx.memberId, joinKey(activity, brand, now), now),
      state: 'joined',
    });
    if (!inserted) throw promotionErrors.invalidState();
  });
}

/** An application (comment ≤ 140 characters) for an operator to review: once per period. */
export function applyPromotion(db: Db, ctx: MemberContext, id: number, comment: string, now: Date) {
  return memberStep(db, ctx, id, now, async (trx, activity, brand) => {
    if (activity.trigger.kind !== 'application') throw promotionErrors.invalidState();
    const inserted = await promotionsRepository.insertParticipation(trx, {
      ...newParticipation(activity, ctx.memberId, periodKey(activity, now, brand.timeZone), now),
      state: 'pending',
      source_ref: 'application',
      comment: comment === '' ? null : comment,
    });
    if (!inserted) throw promotionErrors.invalidState();
  });
}

/**
 * One image of the member's application in review (png or jpg by its bytes, decodable, at most
 * 5 MB): at most 3, counted under the member's lock.
 */
export async function uploadApplicationImage(db: Db, ctx: MemberContext, id: number, bytes: Buffer, now: Date) {
  const mime = await checkedImage(bytes);
  await inRetryingTransaction(db, async (trx) => {
    await lockMember(trx, ctx.memberId);
    const activity = await published(trx, ctx.merchantId, id);
    const rows = await promotionsRepository.participations(trx, ctx.memberId, [activity.id]);
    const pending = rows.find((p) => p.state === 'pending');
    if (!pending) throw promotionErrors.invalidState();
    const count = (await promotionsRepository.imageCounts(trx, [pending.id])).get(pending.id) ?? 0;
    if (count >= APPLICATION_IMAGES_MAX) throw promotionErrors.imageInvalid();
    await promotionsRepository.insertImage(trx, { participationId: pending.id, memberId: ctx.memberId, mime, bytes });
  });
  return promotionDetail(db, ctx, id, now);
}

async function checkedImage(bytes: Buffer): Promise<string> {
  try {
    const image = await imagesPort.inspect(bytes, { maxBytes: APPLICATION_IMAGE_MAX_BYTES, minWidth: 1, minHeight: 1 });
    if (image.mime !== 'image/png' && image.mime !== 'image/jpeg') throw promotionErrors.imageInvalid();
    return image.mime;
  } catch {
    throw promotionErrors.imageInvalid();
  }
}

/**
 * Takes the reward, once: a registration or code reward is earned by the claim itself (one per
 * period: a unique key), a deposit or application reward must be claimable already. The payment
 * moves the row first (a conditional write), so 50 claims at once pay once.
 */
export function claimPromotion(db: Db, ctx: MemberContext, id: number, code: string | undefined, now: Date) {
  return memberStep(db, ctx, id, now, async (trx, activity, brand) => {
    const trigger = activity.trigger;
    if (trigger.kind === 'code' && code?.trim().toLowerCase() !== trigger.code.toLowerCase())
      throw promotionErrors.codeInvalid();
    if (trigger.kind === 'registration' || trigger.kind === 'code') {
      await promotionsRepository.insertParticipation(trx, {
        ...newParticipation(activity, ctx.memberId, periodKey(activity, now, brand.timeZone), now),
        state: 'claimable',
        source_ref: trigger.kind,
        reward_amount: rewardAmount(activity, minor(0n), brand.places).toString(),
      });
    }
    const rows = await promotionsRepository.participations(trx, ctx.memberId, [activity.id]);
    const claimable = rows.find((p) => p.state === 'claimable');
    if (!claimable) {
      // A repeated claim of what was just paid answers the paid state; anything else has nothing to take.
      if (rows.some((p) => p.periodKey === periodKey(activity, now, brand.timeZone) && p.state === 'claimed')) return;
      throw promotionErrors.nothingToClaim();
    }
    const outcome = await payReward(trx, brand, activity, claimable, 'claimed', now);
    if (outcome === 'bonus_active') throw promotionErrors.bonusActive();
    if (outcome === 'raffle_closed') throw promotionErrors.raffleNotOpen();
  });
}

/** The member centre's bonus details: every bonus with its wagering progress, and the bonus balance. */
export async function bonusDetails(db: DbOrTrx, ctx: MemberContext) {
  const brand = await brandOf(db, ctx.merchantId);
  const bonuses = await promotionsRepository.bonuses(db, ctx.memberId);
  const activities = new Map(
    (await promotionsRepository.activities(db, ctx.merchantId)).map((a) => [a.id, textOf(a, ctx.language).title]),
  );
  const account = await ensureMemberAccount(db, ctx.merchantId, ctx.memberId, 'bonus', brand.currency);
  return {
    list: bonuses.map((b) => bonusView(b, activities.get(b.activityId) ?? '', brand.places)),
    bonusBalance: formatMinor(account.balance, brand.places),
  };
}

export type { PromotionErrorCode };
