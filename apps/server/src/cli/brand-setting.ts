import type { Merchant } from '../modules/merchants/merchant.model.ts';
import { expectArgs, type Command, type CommandContext } from './command.ts';
import { TAKES_EFFECT } from './output.ts';

/**
 * Commands on one of the brand's settings (maintenance, region rules): each prints the setting,
 * `json` under --json and `render` otherwise; a change prints it as it is afterwards.
 */
export const brandSetting = (json: (merchant: Merchant) => unknown, render: (merchant: Merchant) => string) => ({
  show: (command: Pick<Command, 'name' | 'summary'>): Command => ({
    ...command,
    async run(ctx) {
      expectArgs(ctx, this, 0);
      const merchant = await ctx.merchant();
      ctx.print(json(merchant), () => render(merchant));
    },
  }),
  change: (
    command: Omit<Command, 'run'>,
    change: (ctx: CommandContext, command: Command) => Promise<Merchant>,
  ): Command => ({
    ...command,
    async run(ctx) {
      expectArgs(ctx, this, 0);
      const merchant = await change(ctx, this);
      ctx.print(json(merchant), () => `${render(merchant)}\n${TAKES_EFFECT}`);
    },
  }),
});
