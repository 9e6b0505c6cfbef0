import { AMOUNT_INPUT_PATTERN, fitsPlaces } from '@arcadia/contracts';
import { adjustMainWallet } from '../../modules/operators/adjustments.usecases.ts';
import { CLI_ACTOR } from '../../modules/operators/actor.model.ts';
import { REASON_OPTION, reasonOf } from '../arguments.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { fields } from '../output.ts';

const adjust: Command = {
  name: 'adjust',
  usage: '<username> <amount> --reason "<text>"',
  summary: "Credit (positive) or debit (negative) a member's main wallet against the house",
  options: REASON_OPTION,
  async run(ctx) {
    const [username, amount] = expectArgs(ctx, this, 2);
    const merchant = await ctx.merchant();
    const unsigned = amount!.replace(/^-/, '');
    if (!AMOUNT_INPUT_PATTERN.test(unsigned) || !fitsPlaces(unsigned, merchant.places))
      throw new CliError(
        merchant.places === 0
          ? `Amount must be a whole number of ${merchant.currency} such as 25000 or -10000, got '${amount}'.`
          : `Amount must look like 25, 25.50 or -10, got '${amount}'.`,
      );
    const result = await adjustMainWallet(
      ctx.db,
      merchant,
      { username: username!, amount: amount!, reason: reasonOf(ctx, this) },
      CLI_ACTOR,
    );
    ctx.print(result, () =>
      fields([
        ['Transaction', String(result.transactionId)],
        ['Amount', result.amount],
        ['Balance', result.balance],
      ]),
    );
  },
};

export default defineCommands(92, [adjust]);
