import { rebateSettingsInputSchema, type RebateSettings } from '@arcadia/contracts';
import {
  payClosedPeriodNow,
  rebateClaims,
  rebateSettings,
  saveRebateSettings,
} from '../../modules/rebates/rebates-admin.usecases.ts';
import { limitOf, validInput } from '../arguments.ts';
import { defineCommands, expectArgs, parseOnOff, type Command } from '../command.ts';
import { fields, table } from '../output.ts';

/**
 * Rebates for operators: the brand's programme (on or off, its period, automatic payment, the
 * minimum and cap per line), the rebates paid, and paying the period just closed now (the job
 * runner does it on schedule when the brand pays automatically). Rates are the VIP levels' rebate
 * rates (vip:level). The same use cases as the console's /admin/api/rebates routes.
 */
const renderSettings = (s: RebateSettings) =>
  fields([
    ['Rebate', s.enabled ? 'on' : 'off'],
    ['Period', s.periodKind],
    ['Paid', s.autoPay ? 'automatically when the period closes' : 'when the member claims'],
    ['Minimum per line', s.minPayout],
    ['Cap per line', s.maxPayout ?? 'none'],
    ['Rates', "the member's VIP level (vip:levels)"],
  ]);

const settings: Command = {
  name: 'rebate:settings',
  summary: "The brand's rebate programme; any option given changes it",
  options: {
    enabled: 'on or off',
    period: 'day or week',
    'auto-pay': 'on (paid when the period closes) or off (claimed by the member)',
    min: 'minimum paid per line, e.g. 1.00',
    max: 'cap per line, e.g. 500.00, or none',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const current = await rebateSettings(ctx.db, merchant.id);
    const o = ctx.options;
    const changing = ['enabled', 'period', 'auto-pay', 'min', 'max'].some((k) => o[k] !== undefined);
    if (!changing) return ctx.print(current, () => renderSettings(current));
    const input = validInput(rebateSettingsInputSchema, {
      enabled: o.enabled === undefined ? current.enabled : parseOnOff(o.enabled, '--enabled'),
      periodKind: o.period ?? current.periodKind,
      autoPay: o['auto-pay'] === undefined ? current.autoPay : parseOnOff(o['auto-pay'], '--auto-pay'),
      minPayout: o.min ?? current.minPayout,
      maxPayout: o.max === undefined ? current.maxPayout : o.max === 'none' ? null : o.max,
    });
    const saved = await saveRebateSettings(ctx.db, merchant.id, input, new Date());
    ctx.print(saved, () => renderSettings(saved));
  },
};

const claims: Command = {
  name: 'rebate:claims',
  summary: 'Rebates paid, newest first',
  options: { period: 'only this period, e.g. 2026-W09', limit: 'how many (default 50, at most 200)' },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const page = await rebateClaims(ctx.db, merchant.id, {
      period: ctx.options.period,
      pageNo: 1,
      pageSize: limitOf(ctx, 50, 200),
    });
    ctx.print(
      page,
      () =>
        table(
          ['ID', 'MEMBER', 'PERIOD', 'CATEGORY', 'VALID BET', 'RATE %', 'AMOUNT', 'BY', 'AT'],
          page.list.map((c) => [
            String(c.id),
            c.member,
            c.periodKey,
            c.category,
            c.validBet,
            c.rate,
            c.amount,
            c.source,
            c.createdAt,
          ]),
        ) + `\n${page.total} paid, ${page.paid} in all`,
    );
  },
};

const pay: Command = {
  name: 'rebate:pay',
  summary: "Pays every member's rebate of the period just closed now (once: paid lines are not paid again)",
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const result = await payClosedPeriodNow(ctx.db, merchant.id, new Date());
    ctx.print(result, () =>
      fields([
        ['Period', result.periodKey],
        ['Members paid', String(result.members)],
        ['Lines', String(result.lines)],
        ['Paid', result.paid],
      ]),
    );
  },
};

export default defineCommands(88, [settings, claims, pay]);
