import type { Merchant } from '../../modules/merchants/merchant.model.ts';
import { setMaintenance } from '../../modules/site-access/site-access.usecases.ts';
import { defineCommands } from '../command.ts';
import { fields } from '../output.ts';
import { brandSetting } from '../brand-setting.ts';

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

const setting = brandSetting(toJson, render);

const show = setting.show({
  name: 'maintenance',
  summary: 'Show whether the brand is in maintenance, with its message and end time',
});

const on = setting.change(
  {
    name: 'maintenance:on',
    usage: '[--message "..."] [--until ISO-8601]',
    summary: 'Put the brand in maintenance (API answers 503) with an optional message and end time',
    options: {
      message: 'text players see on the maintenance page',
      until: 'when maintenance is expected to end (ISO date-time, shown to players)',
    },
  },
  async (ctx) => {
    const input = { enabled: true, message: ctx.options.message ?? null, until: ctx.options.until ?? null };
    return setMaintenance(ctx.db, await ctx.merchant(), input);
  },
);

const off = setting.change(
  { name: 'maintenance:off', summary: 'End maintenance and clear its message and end time' },
  async (ctx) => setMaintenance(ctx.db, await ctx.merchant(), { enabled: false, message: null, until: null }),
);

export default defineCommands(40, [show, on, off]);
