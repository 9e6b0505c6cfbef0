import { formatMinor, type ActivityDefinition, type AdminActivity, type PromotionCategory } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { errors } from '../../http/app-error.ts';
import { amountIn, minor } from '../../lib/money.ts';
import { twoPersonThreshold } from '../operators/operators.port.ts';
import { raffleTickets } from './raffle-tickets-reward.port.ts';
import { rewardAmount } from './activity-rules.ts';
import { payReward } from './bonus.usecases.ts';
import { brandOf } from './brand.ts';
import { textOf } from './promotion-views.ts';
import { promotionErrors } from './promotions.errors.ts';
import type { Activity, ParticipationState } from './promotions.model.ts';
import { activityRow, promotionsRepository } from './promotions.repository.ts';

/** The console's and the CLI's promotion work: the same use cases for both. */

const adminView = (a: Activity): AdminActivity => ({
  id: a.id,
  category: a.category,
  status: a.status,
  content: a.content,
  languages: a.languages,
  startsAt: a.startsAt,
  endsAt: a.endsAt,
  audience: a.audience,
  trigger: a.trigger,
  reward: a.reward,
  wagering: a.wagering,
  requiresJoin: a.requiresJoin,
  autoClaim: a.autoClaim,
  repeat: a.repeat,
  sortOrder: a.sortOrder,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

/** Rules a definition must keep beyond its shape: amounts in the brand's places, the cap, coherent kinds. */
async function checkDefinition(db: DbOrTrx, merchantId: number, d: ActivityDefinition): Promise<void> {
  const brand = await brandOf(db, merchantId);
  if (d.wagering.multiple > brand.maxMultiple) throw promotionErrors.wageringOverCap(brand.maxMultiple);
  const amounts: [string, string | null][] = [
    ['wagering.maxBet', d.wagering.maxBet],
    ['wagering.maxConversion', d.wagering.maxConversion],
    ...(d.reward.kind === 'fixed' ? ([['reward.amount', d.reward.amount]] as [string, string][]) : []),
    ...(d.reward.kind === 'percent' ? ([['reward.cap', d.reward.cap]] as [string, string][]) : []),
    ...(d.trigger.kind === 'deposit' ? ([['trigger.minAmount', d.trigger.minAmount]] as [string, string][]) : []),
    ...(d.trigger.kind === 'turnover' ? ([['trigger.amount', d.trigger.amount]] as [string, string][]) : []),
    ...(d.trigger.kind === 'loss' ? ([['trigger.minLoss', d.trigger.minLoss]] as [string, string][]) : []),
  ];
  for (const [field, text] of amounts) if (text !== null) amountIn(text, brand.places, field);
  const invalid = (field: string) => errors.invalid([{ field, key: 'validation.invalid' }]);
  // A percentage needs a base: the deposit, or the loss (a cashback).
  if (d.reward.kind === 'percent' && d.trigger.kind !== 'deposit' && d.trigger.kind !== 'loss')
    throw invalid('reward.kind');
  // A threshold of nothing would reward every member for nothing.
  if (d.trigger.kind === 'turnover' && amountIn(d.trigger.amount, brand.places) <= 0n) throw invalid('trigger.amount');
  if (d.trigger.kind === 'loss' && amountIn(d.trigger.minLoss, brand.places) <= 0n) throw invalid('trigger.minLoss');
  if (d.reward.kind === 'raffle_tickets') {
    // Tickets are not money: nothing to wager. They go into an open raffle promotion of this brand.
    if (d.wagering.multiple > 0) throw invalid('wagering.multiple');
    if (!(await raffleTickets().openRaffle(db, merchantId, d.reward.raffleId))) throw promotionErrors.raffleNotOpen();
  }
  // A raffle's promotion is made with its raffle (/admin/api/raffles): tickets, draw and prizes.
  if (d.trigger.kind === 'raffle' || d.category === 'raffle') throw invalid('trigger.kind');
  // Points are not money: nothing to wager.
  if (d.reward.kind === 'points' && d.wagering.multiple > 0) throw invalid('wagering.multiple');
  if (d.repeat === 'each' && d.trigger.kind !== 'deposit') throw invalid('repeat');
  if (d.trigger.kind === 'deposit' && d.trigger.which === 'nth' && d.trigger.nth === null) throw invalid('trigger.nth');
  if (d.endsAt !== null && Date.parse(d.endsAt) <= Date.parse(d.startsAt)) throw invalid('endsAt');
  if (d.reward.kind === 'fixed' && amountIn(d.reward.amount, brand.places) <= 0n) throw invalid('reward.amount');
}

export async function listActivities(db: DbOrTrx, merchantId: number, category?: PromotionCategory) {
  const all = await promotionsRepository.activities(db, merchantId);
  return { list: all.filter((a) => category === undefined || a.category === category).map(adminView) };
}

async function found(db: DbOrTrx, merchantId: number, id: number): Promise<Activity> {
  const activity = await promotionsRepository.activity(db, merchantId, id);
  if (!activity) throw promotionErrors.notFound();
  return activity;
}

export async function createActivity(db: Db, merchantId: number, d: ActivityDefinition, actor: string, now: Date) {
  await checkDefinition(db, merchantId, d);
  const at = now.toISOString();
  const id = await promotionsRepository.insertActivity(db, {
    ...activityRow(merchantId, d),
    status: 'draft',
    created_by: actor,
    created_at: at,
    updated_at: at,
  });
  return adminView(await found(db, merchantId, id));
}

export async function updateActivity(db: Db, merchantId: number, id: number, d: ActivityDefinition, now: Date) {
  await found(db, merchantId, id);
  await checkDefinition(db, merchantId, d);
  await promotionsRepository.updateActivity(db, merchantId, id, {
    ...activityRow(merchantId, d),
    updated_at: now.toISOString(),
  });
  return adminView(await found(db, merchantId, id));
}

export async function setActivityStatus(db: Db, merchantId: number, id: number, status: Activity['status'], now: Date) {
  await found(db, merchantId, id);
  await promotionsRepository.updateActivity(db, merchantId, id, { status, updated_at: now.toISOString() });
  return adminView(await found(db, merchantId, id));
}

export async function activityReport(db: DbOrTrx, merchantId: number, id: number) {
  await found(db, merchantId, id);
  const { places } = await brandOf(db, merchantId);
  const report = await promotionsRepository.report(db, id);
  const by = (state: string) => report.bonuses.find((b) => b.state === state);
  const sum = (pick: (b: (typeof report.bonuses)[number]) => bigint) =>
    formatMinor(minor(report.bonuses.reduce((total, b) => total + pick(b), 0n)), places);
  return {
    id,
    participants: Object.fromEntries(report.states.map((s) => [s.state, s.n])),
    bonuses: {
      count: report.bonuses.reduce((n, b) => n + b.n, 0),
      issued: sum((b) => b.amount),
      wagering: by('wagering')?.n ?? 0,
      completed: by('completed')?.n ?? 0,
      converted: sum((b) => b.converted),
      expired: by('expired')?.n ?? 0,
      forfeited: by('forfeited')?.n ?? 0,
      lapsed: sum((b) => b.lapsed),
    },
    cashPaid: formatMinor(report.cashPaid, places),
  };
}

type ApplicationRow = Awaited<ReturnType<typeof promotionsRepository.applications>>[number];
const applicationView = (r: ApplicationRow, images: Map<number, number>, language: 'en' | 'pt' = 'en') => ({
  id: r.id,
  activityId: r.activityId,
  activityTitle: textOf({ content: JSON.parse(r.content) as Activity['content'] }, language).title,
  member: r.username,
  comment: r.comment,
  images: images.get(r.id) ?? 0,
  state: r.state,
  reviewNote: r.reviewNote,
  firstApprover: r.firstApprover,
  createdAt: r.createdAt,
});

export async function listApplications(db: DbOrTrx, merchantId: number | null, state?: ParticipationState) {
  const rows = await promotionsRepository.applications(db, merchantId, state);
  const images = await promotionsRepository.imageCounts(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => applicationView(r, images)) };
}

/** An application's nth image, for the reviewer (the brand's own applications only). */
export async function applicationImage(db: DbOrTrx, merchantId: number, id: number, n: number) {
  const participation = await promotionsRepository.participation(db, id);
  if (!participation || participation.merchantId !== merchantId) throw errors.notFound();
  const image = await promotionsRepository.image(db, id, n);
  if (!image) throw errors.notFound();
  return image;
}

/**
 * An operator's decision on a pending application, once (the row moves only from pending):
 * approved, it becomes claimable, or is paid at once when the activity issues automatically.
 */
export async function reviewApplication(
  db: Db,
  merchantId: number | null,
  id: number,
  input: { decision: 'approve' | 'reject'; note: string },
  actor: { name: string; operatorId: number | null },
  now: Date,
) {
  if (input.decision === 'approve' && actor.operatorId !== null) {
    const held = await holdForSecondApprover(db, merchantId, id, actor.operatorId, now);
    if (held) return applicationAfterReview(db, merchantId, id);
  }
  await inRetryingTransaction(db, async (trx) => {
    const participation = await promotionsRepository.participation(trx, id);
    if (!participation || (merchantId !== null && participation.merchantId !== merchantId)) throw errors.notFound();
    const activity = await found(trx, participation.merchantId, participation.activityId);
    const brand = await brandOf(trx, participation.merchantId);
    const reviewed = { review_note: input.note || null, reviewed_by: actor.name, reviewed_at: now.toISOString() };
    const moved = await promotionsRepository.moveParticipation(
      trx,
      id,
      ['pending'],
      input.decision === 'reject'
        ? { state: 'rejected', ...reviewed }
        : {
            state: 'claimable',
            ...reviewed,
            reward_amount: rewardAmount(activity, minor(0n), brand.places).toString(),
          },
    );
    if (!moved) throw promotionErrors.invalidState();
    if (input.decision === 'approve' && activity.autoClaim) {
      const approved = (await promotionsRepository.participation(trx, id))!;
      await payReward(trx, brand, activity, approved, 'issued', now);
    }
  });
  return applicationAfterReview(db, merchantId, id);
}

/**
 * The two-person rule on bonus grants: an application whose money reward reaches the brand's
 * threshold is granted only by a second operator. The first approval is recorded (true: nothing
 * more to do now); the same operator approving again is refused; a second one goes on (false).
 * The CLI, run by whoever runs the server, is not held to it (no operator id).
 */
async function holdForSecondApprover(db: Db, merchantId: number | null, id: number, operatorId: number, now: Date) {
  const participation = await promotionsRepository.participation(db, id);
  if (!participation || (merchantId !== null && participation.merchantId !== merchantId)) throw errors.notFound();
  if (participation.state !== 'pending') return false;
  const activity = await found(db, participation.merchantId, participation.activityId);
  const reward = rewardAmount(activity, minor(0n), (await brandOf(db, participation.merchantId)).places);
  const threshold = await twoPersonThreshold(db, participation.merchantId);
  if (threshold === null || reward <= 0n || reward < threshold) return false;
  if (participation.firstApprovedBy === operatorId) throw promotionErrors.secondApproverRequired();
  if (participation.firstApprovedBy !== null) return false;
  if (await promotionsRepository.recordFirstApproval(db, id, operatorId, now.toISOString())) return true;
  // Someone approved (or decided it) meanwhile: this approval is judged against that.
  return holdForSecondApprover(db, merchantId, id, operatorId, now);
}

async function applicationAfterReview(db: Db, merchantId: number | null, id: number) {
  const row = (await promotionsRepository.applications(db, merchantId, undefined)).find((r) => r.id === id)!;
  return applicationView(row, await promotionsRepository.imageCounts(db, [id]));
}

export async function promotionSettings(db: DbOrTrx, merchantId: number) {
  return { maxWageringMultiple: await promotionsRepository.maxMultiple(db, merchantId) };
}

export async function savePromotionSettings(db: DbOrTrx, merchantId: number, maxWageringMultiple: number) {
  await promotionsRepository.saveMaxMultiple(db, merchantId, maxWageringMultiple);
  return promotionSettings(db, merchantId);
}
