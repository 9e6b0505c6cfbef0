import type { Merchant } from '../modules/merchants/merchant.model.ts';
import { expectArgs, type Command } from './command.ts';

/** A command that shows one of the brand's settings: `json` under --json, `render` otherwise. */
export const showBrandSetting = (
  command: Pick<Command, 'name' | 'summary'>,
  json: (merchant: Merchant) => unknown,
  render: (merchant: Merchant) => string,
): Command => ({
  ...command,
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    ctx.print(json(merchant), () => render(merchant));
  },
});
