import type { Merchant } from '../../modules/merchants/merchant.model.ts';
import { setMaintenance } from '../../modules/site-access/site-access.usecases.ts';
import { expectArgs, defineCommands, type Command } from '../command.ts';
import { TAKES_EFFECT, fields } from '../output.ts';
import { showBrandSetting } from '../brand-setting.ts';

const toJson = (m: Merchant) => ({ merchant: m.code, ...m.maintenance });

function render(m: Merchant): string {
  return [
    `Maintenance of ${m.code}: ${m.maintenance.enabled ? 'ON (players see the maintenance page)' : 'off'}`,
    fields([
      ['message', m.maintenance.message ?? '(none)'],
      ['until', m.maintenance.until ?? '(not set)'],
    ]),
  ].join('\n');
}

const show = showBrandSetting(
  { name: 'maintenance', summary: 'Show whether the brand is in maintenance, with its message and end time' },
  toJson,
  render,
);

const on: Command = {
  name: 'maintenance:on',
  usage: '[--message "..."] [--until ISO-8601]',
  summary: 'Put the brand in maintenance (API answers 503) with an optional message and end time',
  options: {
    message: 'text players see on the maintenance page',
    until: 'when maintenance is expected to end (ISO date-time, shown to players)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const input = { enabled: true, message: ctx.options.message ?? null, until: ctx.options.until ?? null };
    const merchant = await setMaintenance(ctx.db, await ctx.merchant(), input);
    ctx.print(toJson(merchant), () => `${render(merchant)}\n${TAKES_EFFECT}`);
  },
};

const off: Command = {
  name: 'maintenance:off',
  summary: 'End maintenance and clear its message and end time',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await setMaintenance(ctx.db, await ctx.merchant(), { enabled: false, message: null, until: null });
    ctx.print(toJson(merchant), () => `${render(merchant)}\n${TAKES_EFFECT}`);
  },
};

export default defineCommands(40, [show, on, off]);
