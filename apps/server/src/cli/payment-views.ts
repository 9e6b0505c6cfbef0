import type { z } from 'zod';
import { currencyPlaces, formatMinor } from '@arcadia/contracts';
import { notifyMember } from '../modules/inbox/inbox.usecases.ts';
import type { Deposit } from '../modules/payments/deposit.model.ts';
import type { Withdrawal } from '../modules/withdrawals/withdrawal.model.ts';
import { CLI_ACTOR, type Actor } from '../modules/operators/actor.model.ts';
import { enumOption, limitOf, REASON_OPTION, reasonOf } from './arguments.ts';
import { idCommand } from './command-builders.ts';
import { expectArgs, type Command, type CommandContext } from './command.ts';
import { fields, printTable } from './output.ts';

/** The same use cases as the /admin/api console; the CLI acts on every brand (it has the database). */
export const deps = (ctx: CommandContext) => ({ db: ctx.db, notify: notifyMember });
type Deps = ReturnType<typeof deps>;

/** An amount of a row as its currency writes it (12.50 USD, 50000 VND). */
export const money = (amount: bigint, currency: string) => formatMinor(amount, currencyPlaces(currency));
/** A nullable amount (a withdrawal's receipt figures). */
const maybeMoney = (amount: bigint | null, currency: string) => (amount === null ? null : money(amount, currency));

/** The fields --json starts every deposit and withdrawal with: which record, whose. */
const owner = (r: (Deposit | Withdrawal) & { username?: string }) => ({
  id: r.id,
  merchantId: r.merchantId,
  memberId: r.memberId,
  ...(r.username ? { username: r.username } : {}),
});

/** --json output: money as strings, like the API (BigInt has no JSON form). */
export const depositJson = (d: Deposit & { username?: string }) => ({
  ...owner(d),
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

export const withdrawalJson = (w: Withdrawal & { username?: string }) => ({
  ...owner(w),
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

export const depositFields = (d: Deposit) =>
  fields([
    ['Deposit', String(d.id)],
    ['Status', d.status],
    ['Reference', d.reference],
    ['Amount', `${money(d.amount, d.currency)} ${d.currency}`],
    ['Credited', money(d.creditAmount, d.currency)],
    ['Ledger tx', d.ledgerTransactionId === null ? '-' : String(d.ledgerTransactionId)],
  ]);

export const withdrawalFields = (w: Withdrawal) =>
  fields([
    ['Withdrawal', String(w.id)],
    ['Status', w.status],
    ['Amount', `${money(w.amount, w.currency)} ${w.currency}`],
    ['Pay to', `${w.payout.holderName}, ${w.payout.providerName} ${w.payout.accountNumber}`],
    ...(w.rejectReason ? [['Reason', w.rejectReason] as [string, string]] : []),
    ...(w.refundAmount !== null ? [['Refunded', money(w.refundAmount, w.currency)] as [string, string]] : []),
  ]);

type RecordView<R> = { json: (record: R) => unknown; fields: (record: R) => string };
export const depositView: RecordView<Deposit> = { json: depositJson, fields: depositFields };
export const withdrawalView: RecordView<Withdrawal> = { json: withdrawalJson, fields: withdrawalFields };

type Review = { name: string; summary: string };

/**
 * The two outcomes of reviewing a deposit or withdrawal: `<name> <id>` lets it through,
 * `<name> <id> --reason` refuses it; both print the record as it is afterwards.
 */
export const reviewCommands = <R>(
  view: RecordView<R>,
  pass: Review & { act: (deps: Deps, id: number, actor: Actor) => Promise<R> },
  refuse: Review & { act: (deps: Deps, id: number, reason: string, actor: Actor) => Promise<R> },
): [Command, Command] => [
  idCommand(
    { name: pass.name, usage: '<id>', summary: pass.summary },
    (ctx, id) => pass.act(deps(ctx), id, CLI_ACTOR),
    view.fields,
    { json: view.json },
  ),
  idCommand(
    { name: refuse.name, usage: '<id> --reason "<text>"', summary: refuse.summary, options: REASON_OPTION },
    (ctx, id, command) => refuse.act(deps(ctx), id, reasonOf(ctx, command), CLI_ACTOR),
    view.fields,
    { json: view.json },
  ),
];

type Page<R> = { rows: R[] };
type ListFilter<S> = { merchantId: number; status?: S };

/** `deposits` / `withdrawals`: the brand's records, newest first, optionally of one status. */
export const recordListCommand = <R, S extends string>(list: {
  name: string;
  usage: string;
  summary: string;
  statuses: z.ZodType<S> & { options: readonly S[] };
  load: (ctx: CommandContext, filter: ListFilter<S>, page: { pageNo: number; pageSize: number }) => Promise<Page<R>>;
  headers: string[];
  row: (record: R) => string[];
  json: (record: R) => unknown;
}): Command => ({
  name: list.name,
  usage: list.usage,
  summary: list.summary,
  options: {
    status: `only ${list.name} in this status: ${list.statuses.options.join(', ')}`,
    limit: 'how many, newest first: 1 to 100 (default 50)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const status = enumOption(ctx, 'status', list.statuses);
    const merchant = await ctx.merchant();
    const page = await list.load(
      ctx,
      { merchantId: merchant.id, ...(status ? { status } : {}) },
      { pageNo: 1, pageSize: limitOf(ctx, 50, 100) },
    );
    printTable(ctx, page.rows, list.headers, list.row, list.json);
  },
});
