import { withdrawalStatusSchema } from '@arcadia/contracts';
import { CLI_ACTOR } from '../../modules/operators/actor.model.ts';
import {
  approveWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
  resolveWithdrawal,
} from '../../modules/withdrawals/withdrawal-review.usecases.ts';
import { idArg, REASON_OPTION, reasonOf } from '../arguments.ts';
import { CliError, defineCommands, type Command } from '../command.ts';
import { deps, money, recordListCommand, reviewCommands, withdrawalJson, withdrawalView } from '../payment-views.ts';

const withdrawals = recordListCommand({
  name: 'withdrawals',
  usage: '[--status pending|disbursed|...]',
  summary: 'List withdrawals of the brand, newest first',
  statuses: withdrawalStatusSchema,
  load: listWithdrawals,
  headers: ['ID', 'TIME', 'MEMBER', 'AMOUNT', 'STATUS', 'PAY TO'],
  row: (w) => [
    String(w.id),
    w.createdAt,
    w.username,
    money(w.amount, w.currency),
    w.status,
    `${w.payout.providerName} ${w.payout.accountNumber} (${w.payout.holderName})`,
  ],
  json: withdrawalJson,
});

const [withdrawalApprove, withdrawalReject] = reviewCommands(
  withdrawalView,
  {
    name: 'withdrawal:approve',
    summary: 'Approve a pending withdrawal: the payout was sent, held funds leave (approving again changes nothing)',
    act: approveWithdrawal,
  },
  {
    name: 'withdrawal:reject',
    summary: 'Reject a pending withdrawal: held funds return to the main wallet',
    act: rejectWithdrawal,
  },
);

const withdrawalResolve: Command = {
  name: 'withdrawal:resolve',
  usage: '<id> [<refund amount>] --reason "<note>"',
  summary: 'Close a partly/not received dispute, optionally refunding up to the missing amount',
  options: REASON_OPTION,
  async run(ctx) {
    if (ctx.args.length < 1 || ctx.args.length > 2) throw new CliError(`Usage: ${this.name} ${this.usage}`);
    const [id, refund] = ctx.args;
    if (refund !== undefined && !/^\d{1,13}(\.\d{1,2})?$/.test(refund))
      throw new CliError(`Refund must be an amount such as 25 or 25.50, got '${refund}'.`);
    const w = await resolveWithdrawal(
      deps(ctx),
      idArg(id),
      { ...(refund ? { refundAmount: refund } : {}), note: reasonOf(ctx, this) },
      CLI_ACTOR,
    );
    ctx.print(withdrawalView.json(w), () => withdrawalView.fields(w));
  },
};

export default defineCommands(91, [withdrawals, withdrawalApprove, withdrawalReject, withdrawalResolve]);
