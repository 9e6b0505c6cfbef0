import { REDEEM_STATES, type RedeemState } from '@arcadia/contracts';
import {
  adminRedemption,
  adminRedemptions,
  approveRedemption,
  rejectRedemption,
  shipRedemption,
} from '../../modules/points/points.usecases.ts';
import { CliError, defineCommands, expectArgs, type Command, type CommandContext } from '../command.ts';
import { table } from '../output.ts';
import { idArg } from '../arguments.ts';
import { review } from '../points-options.ts';

/** The review of points redemptions: list, approve, ship, and reject (points and stock go back). */
const redemptions: Command = {
  name: 'points:redemptions',
  summary: 'Redemptions, newest first (all states unless --state)',
  options: { state: REDEEM_STATES.join(', ') },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const state = ctx.options.state;
    if (state !== undefined && !(REDEEM_STATES as readonly string[]).includes(state))
      throw new CliError(`state: ${REDEEM_STATES.join(', ')}`);
    const merchant = await ctx.merchant();
    const result = await adminRedemptions(ctx.db, merchant, {
      ...(state ? { state: state as RedeemState } : {}),
      pageNo: 1,
      pageSize: 200,
    });
    ctx.print(result, () =>
      table(
        ['ID', 'MEMBER', 'REWARD', 'QTY', 'POINTS', 'STATE', 'ADDRESS', 'PHONE', 'TRACKING'],
        result.list.map((r) => [
          String(r.id),
          r.username,
          r.rewardName,
          String(r.quantity),
          String(r.points),
          r.state,
          r.address ?? '',
          r.phone ?? '',
          r.trackingRef ?? '',
        ]),
      ),
    );
  },
};

const step = (
  name: string,
  usage: string,
  summary: string,
  act: (ctx: CommandContext, id: number, arg?: string) => Promise<unknown>,
): Command => ({
  name,
  usage,
  summary,
  options: { actor: 'who reviews (default: operator)' },
  async run(ctx) {
    const args = expectArgs(ctx, this, usage.split(' ').length);
    const r = (await act(ctx, idArg(args[0]!), args[1])) as Parameters<typeof adminRedemption>[1];
    const view = await adminRedemption(ctx.db, r);
    ctx.print(view, () => `Redemption ${view.id} (${view.username}, ${view.rewardName}): ${view.state}.`);
  },
});

const approve = step('points:approve', '<redemption-id>', 'Approve a redemption in process', async (ctx, id) =>
  approveRedemption(ctx.db, id, await review(ctx)),
);
const ship = step(
  'points:ship',
  '<redemption-id> <tracking-ref>',
  'Mark an approved redemption shipped',
  async (ctx, id, ref) => shipRedemption(ctx.db, id, await review(ctx), ref!),
);
const reject = step(
  'points:reject',
  '<redemption-id> <reason>',
  'Reject a redemption in process: points and stock go back',
  async (ctx, id, reason) => rejectRedemption(ctx.db, id, await review(ctx), reason!),
);

export default defineCommands(88, [redemptions, approve, ship, reject]);
