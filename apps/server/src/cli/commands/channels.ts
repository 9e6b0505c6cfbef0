import { AMOUNT_INPUT_PATTERN, fitsPlaces, type AdminPaymentChannel } from '@arcadia/contracts';
import { loadConfig } from '../../config/config.ts';
import type { PaymentGateway } from '../../modules/payments/gateways/payment-gateway.ts';
import { gatewayRegistry } from '../../modules/payments/gateways/payment-gateway.ts';
import {
  adminChannelView,
  listChannelsForOperators,
  updateChannel,
  type ChannelChange,
} from '../../modules/payments/channels.usecases.ts';
import { CliError, expectArgs, defineCommands, type Command, type CommandContext } from '../command.ts';
import { enableDisable } from '../command-builders.ts';
import { table } from '../output.ts';

/** Which gateways run with this environment (the server reads the same SANDBOX_PSP). */
function gatewaysHere() {
  const sandbox = loadConfig().payments.sandboxEnabled;
  return gatewayRegistry(sandbox ? [{ provider: 'sandbox', channelKind: 'sandbox_gateway' } as PaymentGateway] : []);
}

const render = (list: AdminPaymentChannel[]) =>
  table(
    ['BRAND', 'CODE', 'KIND', 'ENABLED', 'AVAILABLE', 'MIN', 'MAX', 'FEE FIXED', 'FEE %', 'PAYER'],
    list.map((c) => [
      c.merchant,
      c.code,
      c.kind,
      c.enabled ? 'yes' : 'no',
      c.available ? 'yes' : 'no (gateway off)',
      c.min,
      c.max,
      c.fee.fixed,
      c.fee.percent,
      c.fee.payer,
    ]),
  );

async function change(ctx: CommandContext, code: string, what: ChannelChange) {
  const merchant = await ctx.merchant();
  const channel = await updateChannel(ctx.db, merchant.id, code, what);
  const view = await adminChannelView(ctx.db, gatewaysHere(), channel);
  ctx.print(view, () => render([view]));
}

const channels: Command = {
  name: 'channels',
  summary: 'List payment channels: enabled, available (gateway running), limits and fees',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchantId = ctx.merchantCode === undefined ? undefined : (await ctx.merchant()).id;
    const list = await listChannelsForOperators(ctx.db, gatewaysHere(), merchantId);
    ctx.print(list, () => render(list));
  },
};

const channelOnOff = enableDisable(
  'channel',
  {
    usage: '<CODE>',
    summary: {
      enable: 'Offer a payment channel to members again',
      disable: 'Stop offering a payment channel to members',
    },
  },
  async (ctx, enabled, command) => {
    const [code] = expectArgs(ctx, command, 1);
    await change(ctx, code!, { enabled });
  },
);

const FIELDS = {
  min: 'min',
  max: 'max',
  'fee-fixed': 'feeFixed',
  'fee-percent': 'feePercent',
  'fee-payer': 'feePayer',
};

const channelSet: Command = {
  name: 'channel:set',
  usage: '<CODE> min|max|fee-fixed|fee-percent|fee-payer <VALUE>',
  summary:
    "Edit a channel limit or fee (amounts in the brand's currency like 10.00, or 10000 for VND; percent like 1.5; payer member|house)",
  async run(ctx) {
    const [code, field, value] = expectArgs(ctx, this, 3) as [string, string, string];
    const key = FIELDS[field as keyof typeof FIELDS];
    if (!key) throw new CliError(`Field must be one of ${Object.keys(FIELDS).join(', ')}.`);
    if (key === 'feePayer' && value !== 'member' && value !== 'house')
      throw new CliError('fee-payer must be member or house.');
    const places = key === 'feePercent' ? 2 : (await ctx.merchant()).places;
    if (key !== 'feePayer' && (!AMOUNT_INPUT_PATTERN.test(value) || !fitsPlaces(value, places)))
      throw new CliError(
        places === 0
          ? `${field} must be a whole number.`
          : `${field} must be a number with at most ${places} decimals.`,
      );
    await change(ctx, code, { [key]: value });
  },
};

export default defineCommands(100, [channels, ...channelOnOff, channelSet]);
