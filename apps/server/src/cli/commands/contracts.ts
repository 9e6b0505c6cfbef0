import { adminOfferContract, CONTRACT_KINDS, percentOfBp, type ContractKindName } from '@arcadia/contracts';
import {
  approveSettlement,
  clawBack,
  contractSettings,
  excludeFromSettlement,
  listDebts,
  previewSettlement,
  saveContractSettings,
} from '../../modules/agent-contracts/contracts-admin.usecases.ts';
import { offerTopLevel } from '../../modules/agent-contracts/contracts-offer.usecases.ts';
import { membersPort } from '../../modules/members/members.port.ts';
import { CliError, defineCommands, expectArgs, parseOnOff, type Command } from '../command.ts';
import { fields, table, yesNo } from '../output.ts';

/**
 * Agent contracts for operators: the brand's offers to its top-level agents, each period's
 * settlement (preview, approve, claw back a line), the debts agents owe downlines, and the
 * settlement settings. The same use cases as the console's /admin/api/contracts routes.
 */
const kindArg = (value: string): ContractKindName => {
  if (!(CONTRACT_KINDS as readonly string[]).includes(value)) throw new CliError(`kind: ${CONTRACT_KINDS.join(', ')}`);
  return value as ContractKindName;
};

const json = (text: string | undefined, name: string): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliError(`--${name}: not JSON`);
  }
};

type RunWithLines = Awaited<ReturnType<typeof previewSettlement>>;

/** A line's formula for the operator's terminal (English, amounts in the brand's currency). */
function formulaText(f: RunWithLines['lines'][number]['formula']): string {
  switch (f.kind) {
    case 'salary':
      return `floor(team valid bet ${f.validBet} × ${percentOfBp(f.rateBp)}%) = ${f.amount}`;
    case 'dividend':
      return `floor((team loss ${f.teamLoss} + carry ${f.carryIn}) × ${percentOfBp(f.rateBp)}%) = ${f.amount}; carry out ${f.carryOut}`;
    case 'realtime':
      return `${f.bets} bets from ${f.minSingleBet}: valid bet × ${percentOfBp(f.profitRateBp)}% (house won) / ${percentOfBp(f.lossRateBp)}% (house lost) = ${f.amount}`;
  }
}
const renderRun = ({ run, lines }: RunWithLines) =>
  `Run ${run.id} ${run.kind} ${run.periodKey} (${run.state}, preview ${run.previews}), brand pays ${run.total}\n` +
  table(
    ['LINE', 'AGENT', 'PAYER', 'AMOUNT', 'TO DOWNLINES', 'KEPT', 'STATE', 'FORMULA'],
    lines.map((l) => [
      String(l.id),
      l.agent,
      l.payer ?? 'brand',
      l.amount,
      l.toDownlines,
      l.kept,
      l.state,
      formulaText(l.formula),
    ]),
  );

const offer: Command = {
  name: 'contracts:offer',
  usage: '<top-level-agent> <kind>',
  summary: `Offer a top-level agent a contract (${CONTRACT_KINDS.join(', ')})`,
  options: {
    tiers: 'JSON list of tiers: [{"rate":"1.5","minValidBet":"10000","minActiveMembers":5}]',
    'real-time': 'JSON: {"profitRate":"0.5","lossRate":"0.3","minSingleBet":"10"}',
    period: 'a dividend: day, week, semimonth or month',
  },
  async run(ctx) {
    const [agent, kind] = expectArgs(ctx, this, 2) as [string, string];
    const body = adminOfferContract.body.safeParse({
      agent,
      kind: kindArg(kind),
      period: ctx.options.period,
      tiers: json(ctx.options.tiers, 'tiers'),
      realTime: json(ctx.options['real-time'], 'real-time'),
    });
    if (!body.success) throw new CliError(body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const merchant = await ctx.merchant();
    const view = await offerTopLevel(ctx.db, merchant.id, body.data, new Date());
    ctx.print(view, () => `Offered ${view.agent} a ${view.kind} contract (version ${view.version}, ${view.state}).`);
  },
};

const preview: Command = {
  name: 'contracts:preview',
  usage: '<kind> <instant>',
  summary: 'Preview (again) the settlement of the period containing the instant: nothing is paid',
  options: { period: 'a dividend: day, week, semimonth or month' },
  async run(ctx) {
    const [kind, at] = expectArgs(ctx, this, 2) as [string, string];
    const instant = new Date(at);
    if (Number.isNaN(instant.getTime())) throw new CliError('instant: an ISO date and time');
    const merchant = await ctx.merchant();
    const result = await previewSettlement(
      ctx.db,
      merchant.id,
      { kind: kindArg(kind), period: ctx.options.period, at: instant },
      new Date(),
    );
    ctx.print(result, () => renderRun(result));
  },
};

const approve: Command = {
  name: 'contracts:approve',
  usage: '<run-id>',
  summary: 'Approve a settlement run: pays it through the ledger, once',
  options: { actor: 'who approves (default: cli)' },
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1) as [string];
    const merchant = await ctx.merchant();
    const result = await approveSettlement(ctx.db, merchant.id, Number(id), ctx.options.actor ?? 'cli', new Date());
    ctx.print(result, () => renderRun(result));
  },
};

const clawback: Command = {
  name: 'contracts:clawback',
  usage: '<line-id>',
  summary: 'Claw back a paid settlement line with reversing ledger transactions',
  options: { reason: 'why (kept on the reversal)' },
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1) as [string];
    if (!ctx.options.reason) throw new CliError('--reason is required');
    const merchant = await ctx.merchant();
    const line = await clawBack(ctx.db, merchant.id, Number(id), ctx.options.reason, new Date());
    ctx.print(line, () => `Line ${line.id} (${line.agent}, ${line.periodKey}) clawed back: ${line.paidAmount}.`);
  },
};

const debts: Command = {
  name: 'contracts:debts',
  summary: 'What agents owe their downlines (open unless --state says otherwise)',
  options: { state: 'open, paid or cancelled' },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const state = ctx.options.state as 'open' | 'paid' | 'cancelled' | undefined;
    if (state && !['open', 'paid', 'cancelled'].includes(state)) throw new CliError('state: open, paid or cancelled');
    const result = await listDebts(ctx.db, (await ctx.merchant()).id, state);
    ctx.print(result, () =>
      table(
        ['DEBT', 'DEBTOR', 'CREDITOR', 'LINE', 'AMOUNT', 'REMAINING', 'STATE'],
        result.list.map((d) => [String(d.id), d.debtor, d.creditor, String(d.lineId), d.amount, d.remaining, d.state]),
      ),
    );
  },
};

const settings: Command = {
  name: 'contracts:settings',
  summary: "The brand's settlement settings: negative carry of dividends, automatic approval",
  options: { 'negative-carry': 'on or off', 'auto-approve': 'on or off' },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    let current = await contractSettings(ctx.db, merchant.id);
    const carry = ctx.options['negative-carry'];
    const auto = ctx.options['auto-approve'];
    if (carry !== undefined || auto !== undefined)
      current = await saveContractSettings(
        ctx.db,
        merchant.id,
        {
          negativeCarry: carry === undefined ? current.negativeCarry : parseOnOff(carry, 'negative-carry'),
          autoApprove: auto === undefined ? current.autoApprove : parseOnOff(auto, 'auto-approve'),
        },
        new Date(),
      );
    ctx.print(current, () =>
      fields([
        ['Negative carry', yesNo(current.negativeCarry)],
        ['Auto-approve', yesNo(current.autoApprove)],
      ]),
    );
  },
};

const exclude: Command = {
  name: 'contracts:exclude',
  usage: '<username> test|blocked',
  summary: "Leave a member out of settlement: a test account's play, or a blocked agent's pay",
  async run(ctx) {
    const [username, reason] = expectArgs(ctx, this, 2) as [string, string];
    if (reason !== 'test' && reason !== 'blocked') throw new CliError('reason: test or blocked');
    const merchant = await ctx.merchant();
    const member = await membersPort.findByUsername(ctx.db, merchant.id, username);
    if (!member) throw new CliError(`no member ${username}`, 1, 'cli.not_found');
    await excludeFromSettlement(ctx.db, merchant.id, member.id, reason, new Date());
    ctx.print({ member: member.username, reason }, () => `${member.username} is left out of settlement (${reason}).`);
  },
};

export default defineCommands(86, [offer, preview, approve, clawback, debts, settings, exclude]);
