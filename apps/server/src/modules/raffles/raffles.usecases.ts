import type { Language, RafflePrizeView } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { lockMember } from '../members/members.port.ts';
import { payPromotionPrize, promotionErrors } from '../promotions/promotions.port.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { brandPlaces, titleIn } from './raffle-brand.ts';
import { prizeView, raffleView } from './raffle-views.ts';
import type { RafflePrize } from './raffles.model.ts';
import { activityTitles, rafflesRepository } from './raffles.repository.ts';

export type RaffleContext = { merchantId: number; memberId: number | null; language: Language };

/** The raffle of a promotion (its activity id), with the member's tickets and prizes. */
export async function raffleDetail(db: DbOrTrx, ctx: RaffleContext, activityId: number) {
  const raffle = await rafflesRepository.byActivity(db, ctx.merchantId, activityId);
  if (!raffle) throw promotionErrors.notFound();
  const activity = await db
    .selectFrom('promo_activities')
    .select(['starts_at', 'ends_at', 'status'])
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  if (activity.status === 'draft') throw promotionErrors.notFound();
  const view = await raffleView(db, raffle, ctx.memberId, ctx.language);
  return { ...view, startsAt: activity.starts_at, endsAt: activity.ends_at ?? raffle.drawAt };
}

/**
 * FOR THE REWARD CENTRE: every raffle prize a member won on this brand, newest first, with its
 * state (claimable, claimed, expired) and claim deadline, titled in `language`.
 */
export async function listRafflePrizes(
  db: DbOrTrx,
  merchantId: number,
  memberId: number,
  language: Language,
): Promise<RafflePrizeView[]> {
  const prizes = await rafflesRepository.prizesOf(db, merchantId, memberId);
  if (prizes.length === 0) return [];
  const places = await brandPlaces(db, merchantId);
  const raffles = new Map((await rafflesRepository.raffles(db, merchantId)).map((r) => [r.id, r] as const));
  const titles = await activityTitles(
    db,
    [...raffles.values()].map((r) => r.activityId),
  );
  return prizes.map((p) => {
    const raffle = raffles.get(p.raffleId)!;
    return prizeView(p, raffle, titleIn(titles.get(raffle.activityId), language), places);
  });
}

/**
 * `MCS2_claimRafflePromotion`: the member takes one of their prizes before its deadline, paid
 * once. Under the member's lock the prize moves claimable → claimed by a conditional write, and
 * its payment (a participation of the raffle's promotion keyed raffle:prize:<id>, posted as
 * promo:reward:<participation>) commits with it: 50 claims at once pay once; a repeat of a
 * claim that succeeded answers the claimed prize.
 */
export async function claimRafflePrize(db: Db, ctx: RaffleContext & { memberId: number }, prizeId: number, now: Date) {
  const at = now.toISOString();
  await inRetryingTransaction(db, async (trx) => {
    await lockMember(trx, ctx.memberId);
    const prize = await mine(trx, ctx, prizeId);
    if (prize.state === 'claimed') return;
    if (prize.state === 'expired' || prize.claimUntil <= at) throw promotionErrors.prizeExpired();
    if (await responsibleGamingPort.isExcluded(trx, ctx.memberId, now))
      throw promotionErrors.block('promotions.excluded');
    if (!(await rafflesRepository.takePrize(trx, prize.id, ctx.memberId, at))) {
      if ((await mine(trx, ctx, prizeId)).state === 'claimed') return;
      throw promotionErrors.prizeExpired();
    }
    const raffle = (await rafflesRepository.raffle(trx, ctx.merchantId, prize.raffleId))!;
    const places = await brandPlaces(trx, ctx.merchantId);
    const participationId = await payPromotionPrize(
      trx,
      {
        merchantId: ctx.merchantId,
        activityId: raffle.activityId,
        memberId: ctx.memberId,
        key: `raffle:prize:${prize.id}`,
        reward:
          prize.kind === 'points'
            ? { kind: 'points', points: prize.points }
            : { kind: 'fixed', amount: prizeView(prize, raffle, '', places).amount! },
        amount: prize.amount,
        multiple: prize.kind === 'bonus' ? prize.multiple : 0,
        expiryDays: prize.kind === 'bonus' ? prize.expiryDays : 30,
      },
      now,
    );
    await rafflesRepository.setParticipation(trx, prize.id, participationId);
  });
  const prize = await mine(db, ctx, prizeId);
  const raffle = (await rafflesRepository.raffle(db, ctx.merchantId, prize.raffleId))!;
  const titles = await activityTitles(db, [raffle.activityId]);
  return prizeView(
    prize,
    raffle,
    titleIn(titles.get(raffle.activityId), ctx.language),
    await brandPlaces(db, ctx.merchantId),
  );
}

async function mine(db: DbOrTrx, ctx: RaffleContext & { memberId: number }, prizeId: number): Promise<RafflePrize> {
  const prize = await rafflesRepository.prize(db, prizeId);
  if (!prize || prize.memberId !== ctx.memberId || prize.merchantId !== ctx.merchantId)
    throw promotionErrors.nothingToClaim();
  return prize;
}
