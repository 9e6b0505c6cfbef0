import { rewardInputSchema } from '@arcadia/contracts';
import { adjustRewardStock, adminRewards, createReward } from '../../modules/points/points.usecases.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { table, yesNo } from '../output.ts';
import { idArg } from '../arguments.ts';
import { int, parse } from '../points-options.ts';

/** The points mall's rewards catalogue for operators: list, add, and stock. */
const rewards: Command = {
  name: 'points:rewards',
  summary: 'The rewards catalogue with stock and what is reserved',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const result = await adminRewards(ctx.db, (await ctx.merchant()).id);
    ctx.print(result, () =>
      table(
        ['ID', 'NAME', 'KIND', 'PRICE', 'STOCK', 'RESERVED', 'LIMIT', 'VIP', 'ON'],
        result.list.map((r) => [
          String(r.id),
          r.texts.en?.name ?? '',
          r.kind,
          String(r.price),
          String(r.stock),
          String(r.reserved),
          r.limitPerMember === null ? '-' : String(r.limitPerMember),
          String(r.vipLevel),
          yesNo(r.enabled),
        ]),
      ),
    );
  },
};

const rewardAdd: Command = {
  name: 'points:reward-add',
  usage: '<name> <price> <stock> physical|digital',
  summary: 'Add a reward (English name; other languages through the console)',
  options: {
    description: 'English description',
    limit: 'redemptions per member',
    'vip-level': 'VIP level required',
    image: 'image URL',
  },
  async run(ctx) {
    const [name, price, stock, kind] = expectArgs(ctx, this, 4) as [string, string, string, string];
    const body = parse(rewardInputSchema, {
      texts: { en: { name, description: ctx.options.description ?? '' } },
      imageUrl: ctx.options.image ?? null,
      price: Number(price),
      stock: Number(stock),
      limitPerMember: int(ctx.options.limit, 'limit') ?? null,
      kind,
      vipLevel: int(ctx.options['vip-level'], 'vip-level') ?? 0,
    });
    const created = await createReward(ctx.db, (await ctx.merchant()).id, body, new Date());
    ctx.print(created, () => `Reward ${created.id} added: ${name}, ${created.price} points, stock ${created.stock}.`);
  },
};

const stock: Command = {
  name: 'points:stock',
  usage: '<reward-id> <delta>',
  summary: 'Add stock to a reward (a negative delta removes it, never below zero)',
  async run(ctx) {
    const [id, delta] = expectArgs(ctx, this, 2) as [string, string];
    const by = int(delta, 'delta');
    if (!by) throw new CliError('delta: a whole number other than 0');
    const r = await adjustRewardStock(ctx.db, (await ctx.merchant()).id, idArg(id), by);
    ctx.print(r, () => `Reward ${r.id}: stock ${r.stock}.`);
  },
};

export default defineCommands(88, [rewards, rewardAdd, stock]);
