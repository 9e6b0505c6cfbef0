import { formatMinor, type SettlementLineView } from '@arcadia/contracts';
import { minor } from '../../lib/money.ts';
import type { ContractDebt, LineInputs, SettlementLine, SettlementRun } from './settlement.model.ts';

const money = (text: string | undefined, places: number) =>
  text === undefined ? null : formatMinor(minor(BigInt(text)), places);

function inputsView(inputs: LineInputs, places: number): SettlementLineView['inputs'] {
  return {
    teamLoss: money(inputs.teamLoss, places)!,
    validBet: money(inputs.validBet, places)!,
    activeMembers: inputs.activeMembers,
    rateBp: inputs.rateBp,
    tier: inputs.tier && {
      minTeamLoss: money(inputs.tier.minTeamLoss, places),
      minValidBet: money(inputs.tier.minValidBet, places),
      minActiveMembers: inputs.tier.minActiveMembers ?? null,
      rateBp: inputs.tier.rateBp,
    },
    carryIn: money(inputs.carryIn, places),
    carryOut: money(inputs.carryOut, places),
    bets: inputs.bets ?? null,
  };
}

/**
 * The parts of a line's formula from the inputs kept with it, money in the brand's currency: the
 * agent's and the operator's screens word them (the text kept on the line is the computation's
 * own record, in minor units).
 */
function formulaView(line: SettlementLine, places: number): SettlementLineView['formula'] {
  const { inputs } = line;
  const amount = formatMinor(line.amount, places);
  const zero = formatMinor(minor(0n), places);
  if (line.kind === 'realtime_salary')
    return {
      kind: 'realtime',
      bets: inputs.bets ?? 0,
      minSingleBet: money(inputs.minSingleBet, places) ?? zero,
      profitRateBp: inputs.profitRateBp ?? 0,
      lossRateBp: inputs.lossRateBp ?? 0,
      amount,
    };
  if (line.kind === 'dividend')
    return {
      kind: 'dividend',
      teamLoss: money(inputs.teamLoss, places)!,
      carryIn: money(inputs.carryIn, places) ?? zero,
      rateBp: inputs.rateBp,
      amount,
      carryOut: money(inputs.carryOut, places) ?? zero,
    };
  return { kind: 'salary', validBet: money(inputs.validBet, places)!, rateBp: inputs.rateBp, amount };
}

/** A settlement line as the agent and the operator see it. */
export function lineView(line: SettlementLine, names: Map<number, string>, places: number): SettlementLineView {
  return {
    id: line.id,
    runId: line.runId,
    contractId: line.contractId,
    kind: line.kind,
    periodKey: line.periodKey,
    agent: names.get(line.agentId) ?? '',
    payer: line.payerAgentId === null ? null : (names.get(line.payerAgentId) ?? ''),
    amount: formatMinor(line.amount, places),
    toDownlines: formatMinor(line.toDownlines, places),
    kept: formatMinor(line.kept, places),
    paidAmount: formatMinor(line.paidAmount, places),
    state: line.state,
    inputs: inputsView(line.inputs, places),
    formula: formulaView(line, places),
    paidAt: line.paidAt,
    clawedBackAt: line.clawedBackAt,
  };
}

export function runView(run: SettlementRun, lines: SettlementLine[], places: number) {
  const { merchantId: _merchant, ...rest } = run;
  // What the brand pays out: the top-level lines (everything below is paid agent to agent).
  const total = lines.filter((l) => l.payerAgentId === null).reduce((t, l) => t + l.amount, 0n);
  return { ...rest, total: formatMinor(minor(total), places) };
}

export function debtView(debt: ContractDebt, names: Map<number, string>, places: number) {
  return {
    id: debt.id,
    debtor: names.get(debt.debtorAgentId) ?? '',
    creditor: names.get(debt.creditorAgentId) ?? '',
    lineId: debt.lineId,
    amount: formatMinor(debt.amount, places),
    remaining: formatMinor(debt.remaining, places),
    state: debt.state,
    createdAt: debt.createdAt,
  };
}

/** Every agent a set of lines names (for one usernames read). */
export const agentsOfLines = (lines: SettlementLine[]) => [
  ...new Set(lines.flatMap((l) => [l.agentId, ...(l.payerAgentId === null ? [] : [l.payerAgentId])])),
];
