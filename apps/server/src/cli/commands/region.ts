import type { Merchant } from '../../modules/merchants/merchant.model.ts';
import { explainAccess, setRegionRules, type RegionInput } from '../../modules/site-access/site-access.usecases.ts';
import { CliError, expectArgs, defineCommands, type Command } from '../command.ts';
import { fields, joinOr } from '../output.ts';
import { brandSetting } from '../brand-setting.ts';

const STATUS_LABEL = { 0: 'normal', 1: 'maintenance', 2: 'region restricted' } as const;

const toJson = (m: Merchant) => ({ merchant: m.code, ...m.region });

function render(m: Merchant): string {
  return [
    `Region rules of ${m.code}`,
    fields([
      ['allowed countries', joinOr(m.region.allowedCountries, '(any country)')],
      ['blocked countries', joinOr(m.region.blockedCountries, '(none)')],
      ['IP allow-list', joinOr(m.region.ipAllowlist, '(none)')],
    ]),
  ].join('\n');
}

/** "BR, pt,," → ["BR", "PT"]; an empty option value clears the list. */
function splitList(value: string | undefined, upper: boolean): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((item) => (upper ? item.trim().toUpperCase() : item.trim()))
    .filter(Boolean);
}

const setting = brandSetting(toJson, render);

const show = setting.show({ name: 'region', summary: 'Show allowed and blocked countries and the IP allow-list' });

const set = setting.change(
  {
    name: 'region:set',
    usage: '[--allow BR,PT] [--block US,CN] [--ip-allow 1.2.3.4,10.0.0.0/8]',
    summary: 'Replace the given lists (--allow "" clears one); lists not given stay as they are',
    options: {
      allow: 'allowed country codes, comma-separated ("" clears the list)',
      block: 'blocked country codes, comma-separated',
      'ip-allow': 'IPs or CIDR ranges that always get in, comma-separated',
    },
  },
  async (ctx, command) => {
    const input: RegionInput = {
      allowedCountries: splitList(ctx.options.allow, true),
      blockedCountries: splitList(ctx.options.block, true),
      ipAllowlist: splitList(ctx.options['ip-allow'], false),
    };
    if (Object.values(input).every((list) => list === undefined)) {
      throw new CliError(`Nothing to change. Usage: ${command.name} ${command.usage ?? ''}`);
    }
    return setRegionRules(ctx.db, await ctx.merchant(), input);
  },
);

const check: Command = {
  name: 'region:check',
  usage: '<ip>',
  summary: 'Show the country of an IP (bundled geo table) and the site status this brand gives it',
  async run(ctx) {
    const [ip = ''] = expectArgs(ctx, this, 1);
    const merchant = await ctx.merchant();
    const result = await explainAccess(ctx.db, merchant, ip);
    const { status, reason } = result.decision;
    ctx.print({ merchant: merchant.code, ...result }, () =>
      [
        `Access to ${merchant.code} from ${result.ip}`,
        fields([
          ['country', result.country ?? '(unknown: private, loopback or not in the table)'],
          ['IP allow-listed', result.allowListed ? 'yes' : 'no'],
          ['status', `${status} (${STATUS_LABEL[status]}${reason ? `, by ${reason}` : ''})`],
        ]),
      ].join('\n'),
    );
  },
};

export default defineCommands(50, [show, set, check]);
