import { adminSavePointsSettings, pointsRuleInputSchema } from '@arcadia/contracts';
import {
  deletePointsRule,
  grantPoints,
  pointsConfig,
  savePointsRule,
  savePointsSettings,
} from '../../modules/points/points.usecases.ts';
import { membersPort } from '../../modules/members/members.port.ts';
import { CliError, defineCommands, expectArgs, parseOnOff, type Command } from '../command.ts';
import { fields, table, yesNo } from '../output.ts';
import { idArg } from '../arguments.ts';
import { actor, int, parse } from '../points-options.ts';

/**
 * The points mall for operators, its earning side: settings, earning rules and grants to a member.
 * The rewards catalogue is in points-rewards.ts, the review of redemptions in points-redemptions.ts;
 * all use the same use cases as the console's /admin/api/points routes.
 */
const settings: Command = {
  name: 'points:settings',
  summary: "The brand's points settings and rules; with options, changes the settings",
  options: {
    enabled: 'on or off',
    ratio: 'points per one unit of money',
    'min-convert': 'least points per conversion',
    'expiry-days': 'days until earned points expire',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    let config = await pointsConfig(ctx.db, merchant, true);
    const o = ctx.options;
    if ([o.enabled, o.ratio, o['min-convert'], o['expiry-days']].some((v) => v !== undefined)) {
      const body = parse(adminSavePointsSettings.body, {
        enabled: o.enabled === undefined ? config.enabled : parseOnOff(o.enabled, 'enabled'),
        ratio: int(o.ratio, 'ratio') ?? config.ratio,
        minConvert: int(o['min-convert'], 'min-convert') ?? config.minConvert,
        expiryDays: int(o['expiry-days'], 'expiry-days') ?? config.expiryDays,
      });
      config = await savePointsSettings(ctx.db, merchant, body, new Date());
    }
    ctx.print(config, () =>
      [
        fields([
          ['Enabled', yesNo(config.enabled)],
          ['Ratio', `${config.ratio} points = 1 ${config.currency}`],
          ['Minimum conversion', `${config.minConvert} points (steps of ${config.convertStep})`],
          ['Expiry', `${config.expiryDays} days`],
        ]),
        '',
        table(
          ['RULE', 'KIND', 'CATEGORY', 'POINTS', 'PER', 'MIN', 'ON'],
          config.rules.map((r) => [
            String(r.id),
            r.kind,
            r.category,
            String(r.points),
            r.perAmount,
            r.minAmount,
            yesNo(r.enabled),
          ]),
        ),
      ].join('\n'),
    );
  },
};

const rule: Command = {
  name: 'points:rule',
  usage: 'valid_bet|deposit <points> <per-amount>',
  summary: 'Add or replace an earning rule: <points> per <per-amount> of valid bet (by category) or deposit',
  options: {
    category: 'valid_bet: a game category or ALL (default)',
    min: 'deposit: the least amount that earns',
    enabled: 'on or off',
  },
  async run(ctx) {
    const [kind, pts, per] = expectArgs(ctx, this, 3) as [string, string, string];
    const body = parse(pointsRuleInputSchema, {
      kind,
      category: ctx.options.category,
      points: Number(pts),
      perAmount: per,
      minAmount: ctx.options.min,
      enabled: ctx.options.enabled === undefined ? true : parseOnOff(ctx.options.enabled, 'enabled'),
    });
    const saved = await savePointsRule(ctx.db, await ctx.merchant(), body, new Date());
    ctx.print(
      saved,
      () => `Rule ${saved.id}: ${saved.points} points per ${saved.perAmount} (${saved.kind} ${saved.category}).`,
    );
  },
};

const ruleDelete: Command = {
  name: 'points:rule-delete',
  usage: '<rule-id>',
  summary: 'Remove an earning rule (points already earned stay)',
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1) as [string];
    const done = await deletePointsRule(ctx.db, (await ctx.merchant()).id, idArg(id));
    ctx.print(done, () => `Rule ${id} removed.`);
  },
};

const grant: Command = {
  name: 'points:grant',
  usage: '<username> <points>',
  summary: 'Grant a member points (goodwill, a prize): expires like earned points',
  options: { reason: 'why (kept on the posting)', actor: 'who grants (default: operator)' },
  async run(ctx) {
    const [username, points] = expectArgs(ctx, this, 2) as [string, string];
    if (!ctx.options.reason) throw new CliError('--reason is required');
    if (!/^\d+$/.test(points) || Number(points) <= 0) throw new CliError('points: a whole number above 0');
    const merchant = await ctx.merchant();
    const member = await membersPort.findByUsername(ctx.db, merchant.id, username);
    if (!member) throw new CliError(`no member ${username}`, 1, 'cli.not_found');
    const done = await grantPoints(ctx.db, merchant, member.id, Number(points), {
      reason: ctx.options.reason,
      by: actor(ctx),
      now: new Date(),
    });
    ctx.print(done, () => `${username} now has ${done.currentPoints} points (+${points}).`);
  },
};

export default defineCommands(88, [grant, settings, rule, ruleDelete]);
