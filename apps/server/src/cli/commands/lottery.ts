import { recentIssues, voidIssue, VoidRefused } from '../../modules/lottery/void.usecases.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { table } from '../output.ts';

/** The latest issues of one lottery game: state, draw times, late draws and voids. */
const issues: Command = {
  name: 'lottery:issues',
  usage: '<game code>',
  summary: 'Latest issues of a lottery game (pending, drawn, settled, void; late draws flagged)',
  options: { limit: 'how many issues (default 20)' },
  async run(ctx) {
    expectArgs(ctx, this, 1);
    const limit = ctx.options.limit === undefined ? 20 : Number(ctx.options.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new CliError('--limit must be from 1 to 500.');
    const list = await recentIssues(ctx.db, (await ctx.merchant()).id, ctx.args[0]!, limit);
    ctx.print(list, () =>
      table(
        ['ISSUE', 'STATE', 'DRAW AT', 'DRAWN', 'SETTLED', 'LATE', 'VOID REASON'],
        list.map((i) => [
          i.numero,
          i.state,
          i.drawAt,
          i.drawnAt ?? '',
          i.settledAt ?? '',
          i.late ? 'late' : '',
          i.voidReason ?? '',
        ]),
      ),
    );
  },
};

const REFUSALS = {
  reason_required: 'A reason of 3 to 200 characters is required (--reason "…").',
  already_settled: 'This issue is settled: its payouts stand and it cannot be voided.',
} as const;

/** Voids an issue and refunds every open line through the game wallet. */
const voidCommand: Command = {
  name: 'lottery:void',
  usage: '<game code> <issue>',
  summary: 'Void a lottery issue (never drawn or settled) and refund every open line; a reason is required',
  options: { reason: 'why the issue is voided (kept with the issue)' },
  async run(ctx) {
    expectArgs(ctx, this, 2);
    const [gameCode, numero] = ctx.args as [string, string];
    try {
      const { issue, refunded } = await voidIssue(
        ctx.db,
        (await ctx.merchant()).id,
        gameCode,
        numero,
        ctx.options.reason ?? '',
      );
      ctx.print(
        { gameCode, numero, state: issue.state, refunded },
        () => `Issue ${gameCode} ${numero} is void; ${refunded} open line(s) refunded.`,
      );
    } catch (error) {
      if (error instanceof VoidRefused) throw new CliError(REFUSALS[error.refusal], 1);
      throw error;
    }
  },
};

export default defineCommands(85, [issues, voidCommand]);
