import { AMOUNT_INPUT_PATTERN } from '@arcadia/contracts';
import {
  operatorExposure,
  operatorGames,
  operatorIssueResult,
  operatorIssues,
  setGameEnabled,
  updateGame,
} from '../../modules/lottery/operators.usecases.ts';
import { voidIssue } from '../../modules/lottery/void.usecases.ts';
import { AppError } from '../../http/app-error.ts';
import { CliError, defineCommands, expectArgs, type Command, type CommandContext } from '../command.ts';
import { printTable, table, yesNo } from '../output.ts';
import { limitOf } from '../arguments.ts';

/**
 * The brand's lottery games; `enable` / `disable <code>` switches one; `limit <code> <amount>`
 * sets its stake limit per number (per member, pick and issue), `limit <code> none` lifts it.
 */
const games: Command = {
  name: 'lottery:games',
  usage: '[list | enable <game code> | disable <game code> | limit <game code> <amount | none>]',
  summary: 'List the lottery games (on or off, rhythm, exposure cap, stake limit per number), or change one',
  async run(ctx) {
    const [action = 'list', code, amount] = ctx.args;
    const merchantId = (await ctx.merchant()).id;
    if (action === 'limit') {
      if (!code || !amount) throw new CliError('Usage: lottery:games limit <game code> <amount | none>', 2);
      if (amount !== 'none' && !AMOUNT_INPUT_PATTERN.test(amount))
        throw new CliError(`The limit must be an amount such as 25 or 25.50, or none; got '${amount}'.`);
      const game = await updateGame(ctx.db, merchantId, code, {
        stakeLimitPerNumber: amount === 'none' ? null : amount,
      });
      ctx.print(game, () =>
        game.stakeLimitPerNumber === null
          ? `Lottery game ${game.gameCode} has no stake limit per number.`
          : `Lottery game ${game.gameCode}: at most ${game.stakeLimitPerNumber} per member on one number of one issue.`,
      );
      return;
    }
    if (action === 'enable' || action === 'disable') {
      if (!code) throw new CliError(`Usage: lottery:games ${action} <game code>`, 2);
      const game = await setGameEnabled(ctx.db, merchantId, code, action === 'enable');
      ctx.print(game, () => `Lottery game ${game.gameCode} is ${game.enabled ? 'enabled' : 'disabled'}.`);
      return;
    }
    if (action !== 'list' || code) throw new CliError(`Usage: lottery:games ${this.usage}`, 2);
    const list = await operatorGames(ctx.db, merchantId);
    const headers = [
      'GAME',
      'GROUP',
      'NAME',
      'ON',
      'RHYTHM',
      'CLOSES BEFORE',
      'CAP PER NUMBER',
      'STAKE LIMIT PER NUMBER',
    ];
    printTable(ctx, list, headers, (g) => [
      g.gameCode,
      g.gameGroupCode,
      g.labelName,
      yesNo(g.enabled),
      g.intervalSeconds !== null ? `every ${g.intervalSeconds}s` : `daily ${g.dailyAt} ${g.timeZone}`,
      `${g.closeBeforeSeconds}s`,
      g.exposureCapPerNumber,
      g.stakeLimitPerNumber ?? '-',
    ]);
  },
};

/** The latest issues of one lottery game: state, draw times, late draws and voids. */
const issues: Command = {
  name: 'lottery:issues',
  usage: '<game code>',
  summary: 'Latest issues of a lottery game (pending, drawn, settled, void; late draws flagged)',
  options: { limit: 'how many issues (default 20)' },
  async run(ctx) {
    expectArgs(ctx, this, 1);
    const limit = limitOf(ctx, 20, 500);
    const list = await operatorIssues(ctx.db, (await ctx.merchant()).id, ctx.args[0]!, { limit });
    printTable(
      ctx,
      list,
      ['ISSUE', 'STATE', 'DRAW AT', 'DRAWN', 'SETTLED', 'LATE', 'OPEN LINES', 'VOID REASON'],
      (i) => [
        i.numero,
        i.state,
        i.drawAt,
        i.drawnAt ?? '',
        i.settledAt ?? '',
        i.late ? 'late' : '',
        String(i.openLines),
        i.voidReason ?? '',
      ],
    );
  },
};

/** A command on one issue of one of the brand's games: `<game code> <issue>`. */
const issueCommand = <R>(
  command: Omit<Command, 'run' | 'usage'>,
  act: (ctx: CommandContext, merchantId: number, gameCode: string, numero: string) => Promise<R>,
  human: (result: R, gameCode: string) => string,
): Command => ({
  ...command,
  usage: '<game code> <issue>',
  async run(ctx) {
    const [gameCode, numero] = expectArgs(ctx, this, 2) as [string, string];
    const result = await act(ctx, (await ctx.merchant()).id, gameCode, numero);
    ctx.print(result, () => human(result, gameCode));
  },
});

/** One issue's result with what proves it: the seed's hash, and the seed once drawn. */
const results = issueCommand(
  {
    name: 'lottery:results',
    summary: 'The result of a lottery issue: numbers, seed hash, seed (once drawn), stakes and payouts',
  },
  (ctx, merchantId, code, numero) => operatorIssueResult(ctx.db, merchantId, code, numero),
  (issue, gameCode) =>
    [
      `Issue ${gameCode} ${issue.numero}: ${issue.state}${issue.late ? ' (drawn late)' : ''}`,
      `Draw at:   ${issue.drawAt}${issue.drawnAt ? ` (drawn ${issue.drawnAt})` : ''}`,
      `Seed hash: ${issue.seedHash}`,
      `Seed:      ${issue.seed ?? '(published once drawn)'}`,
      `Result:    ${issue.result ? JSON.stringify(issue.result) : '(not drawn)'}`,
      `Lines:     ${issue.lines} (open ${issue.openLines}), stakes ${issue.stakes}, payouts ${issue.payouts}`,
      ...(issue.voidReason ? [`Void:      ${issue.voidReason}`] : []),
    ].join('\n'),
);

/** Exposure per pick of an issue, largest first, against the game's cap. */
const exposure = issueCommand(
  {
    name: 'lottery:exposure',
    summary: 'What each pick of a lottery issue would cost the brand if it hit, largest first',
    options: { limit: 'how many picks (default 30)' },
  },
  (ctx, merchantId, code, numero) => operatorExposure(ctx.db, merchantId, code, numero, limitOf(ctx, 30, 1000)),
  (view) =>
    [
      `Cap per number: ${view.cap}`,
      table(
        ['BET TYPE', 'PICK', 'LINES', 'STAKES', 'EXPOSURE', '% OF CAP', 'WORST CASE'],
        view.list.map((r) => [
          r.betType,
          r.pick,
          String(r.lines),
          r.stakes,
          r.exposure,
          `${r.percentOfCap}%`,
          // A lô number can hit once per prize: the most the brand could owe on it.
          r.maxHits > 1 ? `${r.worstCase} (×${r.maxHits})` : r.worstCase,
        ]),
      ),
    ].join('\n'),
);

const REFUSALS: Record<string, string> = {
  'lottery.void_reason_required': 'A reason of 3 to 200 characters is required (--reason "…").',
  'lottery.already_settled': 'This issue is settled: its payouts stand and it cannot be voided.',
  'lottery.void_in_progress': 'Another request is voiding this issue right now: its refunds are under way.',
};

/** Voids an issue and refunds every open line through the game wallet. */
const voidCommand = issueCommand(
  {
    name: 'lottery:void',
    summary: 'Void a lottery issue (never drawn or settled) and refund every open line; a reason is required',
    options: { reason: 'why the issue is voided (kept with the issue)' },
  },
  async (ctx, merchantId, gameCode, numero) => {
    try {
      const { issue, refunded } = await voidIssue(ctx.db, merchantId, gameCode, numero, ctx.options.reason ?? '');
      return { gameCode, numero, state: issue.state, refunded };
    } catch (error) {
      const refusal = error instanceof AppError ? REFUSALS[error.code] : undefined;
      if (refusal) throw new CliError(refusal, 1);
      throw error;
    }
  },
  (voided) => `Issue ${voided.gameCode} ${voided.numero} is void; ${voided.refunded} open line(s) refunded.`,
);

export default defineCommands(85, [games, issues, results, exposure, voidCommand]);
