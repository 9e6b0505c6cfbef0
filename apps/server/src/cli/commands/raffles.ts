import { raffleInputSchema } from '@arcadia/contracts';
import { drawDueRaffles, expireRafflePrizes } from '../../modules/raffles/draw.usecases.ts';
import { createRaffle, listRaffles, raffleAdminDetail } from '../../modules/raffles/raffles-admin.usecases.ts';
import { jsonArg } from '../arguments.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { fields, table } from '../output.ts';

/**
 * Raffles for operators: schedule one, list them, show one's tickets and draw result (seed and
 * hash), and run the draw and expiry passes now. The same use cases as /admin/api/raffles and
 * the scheduled jobs.
 */
const list: Command = {
  name: 'raffle:list',
  summary: 'Every raffle of the brand with its tickets, draw time and hash',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const result = await listRaffles(ctx.db, (await ctx.merchant()).id);
    ctx.print(result, () =>
      table(
        ['ID', 'PROMO', 'STATUS', 'TICKETS', 'DRAW AT', 'HASH', 'TITLE'],
        result.list.map((r) => [
          String(r.id),
          String(r.activityId),
          r.status,
          String(r.ticketsIssued),
          r.drawAt,
          `${r.hash.slice(0, 16)}…`,
          r.title,
        ]),
      ),
    );
  },
};

const create: Command = {
  name: 'raffle:create',
  usage: '<raffle-json>',
  summary: 'Create and schedule a raffle from its JSON (its seed is committed now)',
  async run(ctx) {
    const [text] = expectArgs(ctx, this, 1) as [string];
    const input = jsonArg(raffleInputSchema, text, 'raffle');
    const created = await createRaffle(ctx.db, (await ctx.merchant()).id, input, 'cli', new Date());
    ctx.print(created, () => `Created raffle ${created.id} (promotion ${created.activityId}), hash ${created.hash}.`);
  },
};

const show: Command = {
  name: 'raffle:show',
  usage: '<id>',
  summary: 'A raffle: its hash and seed (once drawn), ticket holders and winners',
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1) as [string];
    if (!/^\d+$/.test(id)) throw new CliError('id: a number');
    const r = await raffleAdminDetail(ctx.db, (await ctx.merchant()).id, Number(id));
    ctx.print(r, () =>
      [
        fields([
          ['Title', r.title],
          ['Status', r.status],
          ['Draw at', r.drawAt],
          ['Hash', r.hash],
          ['Seed', r.seed ?? '(revealed at the draw)'],
          ['Tickets', String(r.ticketsIssued)],
        ]),
        table(
          ['RANK', 'TICKET', 'MEMBER', 'PRIZE', 'STATE'],
          r.winners.map((w) => [String(w.rank), String(w.ticket), w.member, w.amount ?? `${w.points} points`, w.state]),
        ),
      ].join('\n'),
    );
  },
};

const draw: Command = {
  name: 'raffle:draw',
  summary: 'Draw every raffle past its draw time and lapse prizes past their deadline, now',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const now = new Date();
    const result = { drawn: await drawDueRaffles(ctx.db, now), expired: await expireRafflePrizes(ctx.db, now) };
    ctx.print(result, () => `Drew ${result.drawn} raffles; ${result.expired} prizes lapsed.`);
  },
};

export default defineCommands(89, [list, create, show, draw]);
