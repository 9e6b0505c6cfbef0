import {
  AMOUNT_INPUT_PATTERN,
  currencyPlaces,
  depositStatusSchema,
  fitsPlaces,
  formatMinor,
  withdrawalStatusSchema,
} from '@arcadia/contracts';
import { notifyMember } from '../../modules/inbox/inbox.usecases.ts';
import { adjustMainWallet } from '../../modules/operators/adjustments.usecases.ts';
import { CLI_ACTOR } from '../../modules/payments/actor.ts';
import {
  confirmManualDeposit,
  listDeposits,
  rejectManualDeposit,
} from '../../modules/payments/deposit-review.usecases.ts';
import type { Deposit } from '../../modules/payments/deposit.model.ts';
import {
  approveWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
  resolveWithdrawal,
} from '../../modules/withdrawals/withdrawal-review.usecases.ts';
import type { Withdrawal } from '../../modules/withdrawals/withdrawal.model.ts';
import { CliError, expectArgs, defineCommands, type Command, type CommandContext } from '../command.ts';
import { fields, table } from '../output.ts';

/** The same use cases as the /admin/api console; the CLI acts on every brand (it has the database). */
const deps = (ctx: CommandContext) => ({ db: ctx.db, notify: notifyMember });

function idArg(value: string | undefined): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw new CliError(`Expected a numeric id, got '${value ?? ''}'.`);
  return Number(value);
}

function reasonOf(ctx: CommandContext, command: Command): string {
  const reason = ctx.options.reason?.trim();
  if (!reason) throw new CliError(`${command.name} needs --reason "<text>".`);
  if (reason.length > 200) throw new CliError('--reason must be at most 200 characters.');
  return reason;
}

function limitOf(ctx: CommandContext): number {
  const limit = ctx.options.limit === undefined ? 50 : Number(ctx.options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new CliError('--limit must be a whole number from 1 to 100.');
  return limit;
}

/** An amount of a row as its currency writes it (12.50 USD, 50000 VND). */
const money = (amount: bigint, currency: string) => formatMinor(amount, currencyPlaces(currency));
/** A nullable amount (a withdrawal's receipt figures). */
const maybeMoney = (amount: bigint | null, currency: string) => (amount === null ? null : money(amount, currency));

/** --json output: money as strings, like the API (BigInt has no JSON form). */
const depositJson = (d: Deposit & { username?: string }) => ({
  id: d.id,
  merchantId: d.merchantId,
  memberId: d.memberId,
  ...(d.username ? { username: d.username } : {}),
  kind: d.kind,
  reference: d.reference,
  status: d.status,
  amount: money(d.amount, d.currency),
  fee: money(d.fee, d.currency),
  creditAmount: money(d.creditAmount, d.currency),
  currency: d.currency,
  ledgerTransactionId: d.ledgerTransactionId,
  failureReason: d.failureReason,
  createdAt: d.createdAt,
  creditedAt: d.creditedAt,
});

const withdrawalJson = (w: Withdrawal & { username?: string }) => ({
  id: w.id,
  merchantId: w.merchantId,
  memberId: w.memberId,
  ...(w.username ? { username: w.username } : {}),
  status: w.status,
  amount: money(w.amount, w.currency),
  currency: w.currency,
  payout: w.payout,
  rejectReason: w.rejectReason,
  receivedAmount: maybeMoney(w.receivedAmount, w.currency),
  remainingAmount: maybeMoney(w.remainingAmount, w.currency),
  refundAmount: maybeMoney(w.refundAmount, w.currency),
  createdAt: w.createdAt,
  disbursedAt: w.disbursedAt,
  confirmedAt: w.confirmedAt,
});

const depositFields = (d: Deposit) =>
  fields([
    ['Deposit', String(d.id)],
    ['Status', d.status],
    ['Reference', d.reference],
    ['Amount', `${money(d.amount, d.currency)} ${d.currency}`],
    ['Credited', money(d.creditAmount, d.currency)],
    ['Ledger tx', d.ledgerTransactionId === null ? '-' : String(d.ledgerTransactionId)],
  ]);

const withdrawalFields = (w: Withdrawal) =>
  fields([
    ['Withdrawal', String(w.id)],
    ['Status', w.status],
    ['Amount', `${money(w.amount, w.currency)} ${w.currency}`],
    ['Pay to', `${w.payout.holderName}, ${w.payout.providerName} ${w.payout.accountNumber}`],
    ...(w.rejectReason ? [['Reason', w.rejectReason] as [string, string]] : []),
    ...(w.refundAmount !== null ? [['Refunded', money(w.refundAmount, w.currency)] as [string, string]] : []),
  ]);

const deposits: Command = {
  name: 'deposits',
  usage: '[--status pending|credited|failed|rejected]',
  summary: 'List deposits of the brand, newest first',
  options: {
    status: `only deposits in this status: ${depositStatusSchema.options.join(', ')}`,
    limit: 'how many, newest first: 1 to 100 (default 50)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const status =
      ctx.options.status === undefined ? undefined : depositStatusSchema.safeParse(ctx.options.status).data;
    if (ctx.options.status !== undefined && !status)
      throw new CliError(`--status must be one of ${depositStatusSchema.options.join(', ')}.`);
    const merchant = await ctx.merchant();
    const page = await listDeposits(
      ctx,
      { merchantId: merchant.id, ...(status ? { status } : {}) },
      { pageNo: 1, pageSize: limitOf(ctx) },
    );
    ctx.print(page.rows.map(depositJson), () =>
      table(
        ['ID', 'TIME', 'MEMBER', 'CHANNEL', 'AMOUNT', 'CREDIT', 'STATUS', 'REFERENCE'],
        page.rows.map((d) => [
          String(d.id),
          d.createdAt,
          d.username,
          d.channelCode,
          money(d.amount, d.currency),
          money(d.creditAmount, d.currency),
          d.status,
          d.reference,
        ]),
      ),
    );
  },
};

const depositConfirm: Command = {
  name: 'deposit:confirm',
  usage: '<id>',
  summary: 'Confirm a manual bank deposit: credits the member once (confirming again changes nothing)',
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1);
    const d = await confirmManualDeposit(deps(ctx), idArg(id), CLI_ACTOR);
    ctx.print(depositJson(d), () => depositFields(d));
  },
};

const depositReject: Command = {
  name: 'deposit:reject',
  usage: '<id> --reason "<text>"',
  summary: 'Reject a manual bank deposit (no matching transfer); the member is notified',
  options: { reason: 'why (kept in the audit trail)' },
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1);
    const d = await rejectManualDeposit(deps(ctx), idArg(id), reasonOf(ctx, this), CLI_ACTOR);
    ctx.print(depositJson(d), () => depositFields(d));
  },
};

const withdrawals: Command = {
  name: 'withdrawals',
  usage: '[--status pending|disbursed|...]',
  summary: 'List withdrawals of the brand, newest first',
  options: {
    status: `only withdrawals in this status: ${withdrawalStatusSchema.options.join(', ')}`,
    limit: 'how many, newest first: 1 to 100 (default 50)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const status =
      ctx.options.status === undefined ? undefined : withdrawalStatusSchema.safeParse(ctx.options.status).data;
    if (ctx.options.status !== undefined && !status)
      throw new CliError(`--status must be one of ${withdrawalStatusSchema.options.join(', ')}.`);
    const merchant = await ctx.merchant();
    const page = await listWithdrawals(
      ctx,
      { merchantId: merchant.id, ...(status ? { status } : {}) },
      { pageNo: 1, pageSize: limitOf(ctx) },
    );
    ctx.print(page.rows.map(withdrawalJson), () =>
      table(
        ['ID', 'TIME', 'MEMBER', 'AMOUNT', 'STATUS', 'PAY TO'],
        page.rows.map((w) => [
          String(w.id),
          w.createdAt,
          w.username,
          money(w.amount, w.currency),
          w.status,
          `${w.payout.providerName} ${w.payout.accountNumber} (${w.payout.holderName})`,
        ]),
      ),
    );
  },
};

const withdrawalApprove: Command = {
  name: 'withdrawal:approve',
  usage: '<id>',
  summary: 'Approve a pending withdrawal: the payout was sent, held funds leave (approving again changes nothing)',
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1);
    const w = await approveWithdrawal(deps(ctx), idArg(id), CLI_ACTOR);
    ctx.print(withdrawalJson(w), () => withdrawalFields(w));
  },
};

const withdrawalReject: Command = {
  name: 'withdrawal:reject',
  usage: '<id> --reason "<text>"',
  summary: 'Reject a pending withdrawal: held funds return to the main wallet',
  options: { reason: 'why (kept in the audit trail)' },
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1);
    const w = await rejectWithdrawal(deps(ctx), idArg(id), reasonOf(ctx, this), CLI_ACTOR);
    ctx.print(withdrawalJson(w), () => withdrawalFields(w));
  },
};

const withdrawalResolve: Command = {
  name: 'withdrawal:resolve',
  usage: '<id> [<refund amount>] --reason "<note>"',
  summary: 'Close a partly/not received dispute, optionally refunding up to the missing amount',
  options: { reason: 'why (kept in the audit trail)' },
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
    ctx.print(withdrawalJson(w), () => withdrawalFields(w));
  },
};

const adjust: Command = {
  name: 'adjust',
  usage: '<username> <amount> --reason "<text>"',
  summary: "Credit (positive) or debit (negative) a member's main wallet against the house",
  options: { reason: 'why (kept in the audit trail)' },
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

export default defineCommands(90, [
  deposits,
  depositConfirm,
  depositReject,
  withdrawals,
  withdrawalApprove,
  withdrawalReject,
  withdrawalResolve,
  adjust,
]);
