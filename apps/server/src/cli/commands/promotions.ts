import {
  activityDefinitionSchema,
  ACTIVITY_STATUSES,
  PROMOTION_CATEGORIES,
  type PromotionCategory,
} from '@arcadia/contracts';
import {
  activityReport,
  createActivity,
  listActivities,
  listApplications,
  promotionSettings,
  reviewApplication,
  savePromotionSettings,
  setActivityStatus,
} from '../../modules/promotions/promotions-admin.usecases.ts';
import { jsonArg } from '../arguments.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { fields, table } from '../output.ts';

/**
 * Promotions for operators: create, publish, pause and report on activities, review applications,
 * and the brand's wagering cap. The same use cases as the console's /admin/api/promotions routes.
 */
const titleOf = (content: Record<string, { title: string } | undefined>) =>
  (content.en ?? Object.values(content)[0])?.title ?? '';

const list: Command = {
  name: 'promo:list',
  summary: 'Every activity of the brand',
  options: { category: PROMOTION_CATEGORIES.join(', ') },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const category = ctx.options.category;
    if (category && !(PROMOTION_CATEGORIES as readonly string[]).includes(category))
      throw new CliError(`category: ${PROMOTION_CATEGORIES.join(', ')}`);
    const result = await listActivities(ctx.db, (await ctx.merchant()).id, category as PromotionCategory | undefined);
    ctx.print(result, () =>
      table(
        ['ID', 'CATEGORY', 'STATUS', 'TRIGGER', 'STARTS', 'ENDS', 'TITLE'],
        result.list.map((a) => [
          String(a.id),
          a.category,
          a.status,
          a.trigger.kind,
          a.startsAt,
          a.endsAt ?? '-',
          titleOf(a.content),
        ]),
      ),
    );
  },
};

const create: Command = {
  name: 'promo:create',
  usage: '<definition-json>',
  summary: 'Create an activity from its JSON definition (a draft until promo:status … active)',
  async run(ctx) {
    const [text] = expectArgs(ctx, this, 1) as [string];
    const definition = jsonArg(activityDefinitionSchema, text, 'definition');
    const created = await createActivity(ctx.db, (await ctx.merchant()).id, definition, 'cli', new Date());
    ctx.print(created, () => `Created activity ${created.id} (${created.status}): ${titleOf(created.content)}.`);
  },
};

const status: Command = {
  name: 'promo:status',
  usage: '<id> <draft|active|paused>',
  summary: 'Publish, pause or withdraw an activity',
  async run(ctx) {
    const [id, next] = expectArgs(ctx, this, 2) as [string, string];
    if (!(ACTIVITY_STATUSES as readonly string[]).includes(next)) throw new CliError('status: draft, active or paused');
    const merchant = await ctx.merchant();
    const updated = await setActivityStatus(
      ctx.db,
      merchant.id,
      Number(id),
      next as (typeof ACTIVITY_STATUSES)[number],
      new Date(),
    );
    ctx.print(updated, () => `Activity ${updated.id} is ${updated.status}.`);
  },
};

const report: Command = {
  name: 'promo:report',
  usage: '<id>',
  summary: "An activity's participants, bonuses issued, converted and lapsed",
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1) as [string];
    const r = await activityReport(ctx.db, (await ctx.merchant()).id, Number(id));
    ctx.print(r, () =>
      fields([
        [
          'Participants',
          Object.entries(r.participants)
            .map(([s, n]) => `${s} ${n}`)
            .join(', ') || 'none',
        ],
        [
          'Bonuses',
          `${r.bonuses.count} (${r.bonuses.wagering} wagering, ${r.bonuses.completed} completed, ${r.bonuses.expired} expired, ${r.bonuses.forfeited} forfeited)`,
        ],
        ['Issued', r.bonuses.issued],
        ['Converted', r.bonuses.converted],
        ['Lapsed', r.bonuses.lapsed],
        ['Cash paid', r.cashPaid],
      ]),
    );
  },
};

const applications: Command = {
  name: 'promo:applications',
  summary: 'Applications waiting for review (or --state claimable, issued, claimed, rejected)',
  options: { state: 'pending (default), claimable, issued, claimed or rejected' },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const state = (ctx.options.state ?? 'pending') as 'pending';
    if (!['pending', 'claimable', 'issued', 'claimed', 'rejected'].includes(state))
      throw new CliError('state: pending, claimable, issued, claimed or rejected');
    const result = await listApplications(ctx.db, (await ctx.merchant()).id, state);
    ctx.print(result, () =>
      table(
        ['ID', 'ACTIVITY', 'MEMBER', 'STATE', 'COMMENT', 'AT'],
        result.list.map((a) => [String(a.id), a.activityTitle, a.member, a.state, a.comment ?? '', a.createdAt]),
      ),
    );
  },
};

const review: Command = {
  name: 'promo:review',
  usage: '<application-id> approve|reject',
  summary: 'Approve (claimable, or paid when the activity issues on its own) or reject an application',
  options: { note: 'shown to the member' },
  async run(ctx) {
    const [id, decision] = expectArgs(ctx, this, 2) as [string, string];
    if (decision !== 'approve' && decision !== 'reject') throw new CliError('decision: approve or reject');
    const merchant = await ctx.merchant();
    const done = await reviewApplication(
      ctx.db,
      merchant.id,
      Number(id),
      { decision, note: ctx.options.note ?? '' },
      { name: 'cli', operatorId: null },
      new Date(),
    );
    ctx.print(done, () => `Application ${done.id} of ${done.member}: ${done.state}.`);
  },
};

const settings: Command = {
  name: 'promo:settings',
  summary: "The brand's cap on wagering multiples (UK: 10× from January 2026)",
  options: { 'max-multiple': 'a whole number, 0-100' },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const given = ctx.options['max-multiple'];
    if (given !== undefined && (!/^\d{1,3}$/.test(given) || Number(given) > 100))
      throw new CliError('max-multiple: a whole number, 0-100');
    const current =
      given === undefined
        ? await promotionSettings(ctx.db, merchant.id)
        : await savePromotionSettings(ctx.db, merchant.id, Number(given));
    ctx.print(current, () => fields([['Max wagering multiple', `${current.maxWageringMultiple}×`]]));
  },
};

export default defineCommands(87, [list, create, status, report, applications, review, settings]);
